/**
 * A candidate's question about the role during a company interview ("¿cuál es el horario?", "¿es remoto?"):
 * answered only from the vacancy's own text, quoting it; when the text does not say, Clara says the
 * recruiter will answer and the question is noted for them. Nothing is ever invented.
 */
import { normalize, stem, tokenize } from './language';
import { sentencesOf } from './judge';

interface RoleTopic {
  /** Words of the candidate's question that name the topic. */
  asks: RegExp;
  /** Words of the vacancy text that speak about it. */
  says: RegExp;
}

const ROLE_TOPICS: RoleTopic[] = [
  {
    asks: /\b(horario|horas|jornada|turno|turnos|hora de entrada|fines de semana)\b/,
    says: /\b(horario|jornada|turno|turnos|\d{1,2}[:.]\d{2}|\d{1,2} ?h\b|lunes|viernes|horas semanales|fines de semana)\b/,
  },
  {
    asks: /\b(remoto|teletrabajo|presencial|hibrido|desde casa|en remoto|oficina|a distancia|modalidad)\b/,
    says: /\b(remoto|remota|teletrabajo|presencial|hibrido|hibrida|oficina|a distancia|modalidad|en remoto)\b/,
  },
  {
    asks: /\b(salario|sueldo|paga|pago|remuneracion|cobra|cobraria|retribucion|bruto|banda salarial)\b/,
    says: /\b(salario|sueldo|remuneracion|retribucion|bruto|brutos|€|euros|eur|usd|\$)\b/,
  },
  {
    asks: /\b(donde|ubicacion|ciudad|sede|lugar de trabajo)\b/,
    says: /\b(ubicacion|ciudad|sede|oficina de|oficinas en|en madrid|en barcelona|en valencia|ubicad[oa])\b/,
  },
  {
    asks: /\b(contrato|indefinido|temporal|duracion|freelance|autonomo|tiempo completo|medio tiempo|media jornada|jornada completa)\b/,
    says: /\b(contrato|indefinido|temporal|duracion|freelance|autonomo|tipo de empleo)\b/,
  },
  {
    asks: /\b(beneficios|vacaciones|seguro|prestaciones|formacion|bonus|bonos)\b/,
    says: /\b(beneficios|vacaciones|seguro|prestaciones|formacion|bonus|bonos|ofrecemos)\b/,
  },
  {
    asks: /\b(cuando empez|incorporacion|fecha de inicio|empezaria|inicio)\b/,
    says: /\b(incorporacion|inmediata|fecha de inicio|inicio)\b/,
  },
  {
    asks: /\b(equipo|jefe|responsable|reporta|personas)\b/,
    says: /\b(equipo de|reportando|reporta|responsable de equipo)\b/,
  },
];

export type RoleAnswer =
  { kind: 'answered'; text: string } | { kind: 'forRecruiter'; text: string } | { kind: 'notAboutRole' };

/** What Clara answers to a question about the role, from the vacancy's text. */
export function answerRoleQuestion(vacancyText: string, question: string): RoleAnswer {
  const asked = normalize(question);
  const topic = ROLE_TOPICS.find((item) => item.asks.test(asked));
  if (!topic) {
    // A question about something the vacancy mentions by name ("¿usáis Jest?") still finds its sentence.
    const words = new Set(
      tokenize(question)
        .filter((word) => word.length >= 4)
        .map(stem),
    );
    const sentence = sentencesOf(vacancyText).find((item) =>
      tokenize(item).some((word) => word.length >= 4 && words.has(stem(word))),
    );
    if (sentence && /\b(usa|usais|usan|trabaja|trabajais|requiere|piden|necesit|tecnolog|herramient)/.test(asked))
      return { kind: 'answered', text: `Según la descripción de la vacante: «${sentence}».` };
    return { kind: 'notAboutRole' };
  }
  const sentence = sentencesOf(vacancyText).find((item) => topic.says.test(normalize(item)));
  if (sentence) return { kind: 'answered', text: `Según la descripción de la vacante: «${sentence}».` };
  return {
    kind: 'forRecruiter',
    text: 'Esa información no aparece en la descripción de la vacante y no quiero darte un dato equivocado: anoto tu pregunta para que el equipo de selección te la responda.',
  };
}
