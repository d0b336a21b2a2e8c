/**
 * The built-in analyser (no network, deterministic): scores computed from the candidate's actual answers
 * — length, concrete examples and figures, results, structure, overlap with the job (or with the questions
 * in a general practice), filler words and hedges — so different interviews get different, defensible
 * results. Evaluation words follow SPEC §9's badge vocabulary.
 */
import type { AnalysisResult, InterviewContext, PersonalityEntry } from '@clara/domain';
import type { ConversationTurn } from '../ai/types';
import { planFor, type InterviewPlan } from '../conversation/questionPlan';
import { answerGroups, type AnswerGroup } from '../conversation/turns';
import { keywordEntries, measureAnswer, type AnswerMetrics } from '../conversation/language';

export class NothingToAnalyzeError extends Error {}

/** SPEC §9 vocabulary: green, yellow and red words. */
export function levelWord(value: number): 'Excelente' | 'Alto' | 'Medio' | 'Bajo' | 'Débil' {
  if (value >= 0.85) return 'Excelente';
  if (value >= 0.7) return 'Alto';
  if (value >= 0.5) return 'Medio';
  if (value >= 0.3) return 'Bajo';
  return 'Débil';
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function lengthScore(words: number): number {
  if (words < 8) return 0.1;
  if (words < 15) return 0.25;
  if (words < 30) return 0.5;
  if (words < 50) return 0.75;
  if (words <= 250) return 1;
  return 0.85;
}

/**
 * When the questions are the built-in plan's, a follow-up's answer belongs to the main question before it:
 * the two are analysed as one answer. Otherwise (OpenAI interviews) every answer counts on its own.
 */
function mergeFollowUps(plan: InterviewPlan, groups: AnswerGroup[]): AnswerGroup[] {
  const isMain = (group: AnswerGroup) => plan.questions.some((question) => group.question.includes(question));
  if (!groups.some(isMain)) return groups;
  const merged: AnswerGroup[] = [];
  for (const group of groups) {
    const previous = merged.at(-1);
    if (previous && !isMain(group)) {
      const answer = [previous.answer, group.answer].filter(Boolean).join('\n');
      merged[merged.length - 1] = { question: previous.question, answer, unheard: previous.unheard && group.unheard };
    } else merged.push({ ...group });
  }
  return merged;
}

interface Dimension {
  aspect: string;
  value: number;
  weight: number;
  justification: string;
}

export function builtinAnalysis(context: InterviewContext, turns: readonly ConversationTurn[]): AnalysisResult {
  const plan = planFor(context);
  const groups = mergeFollowUps(plan, answerGroups(turns)).filter((group) => !group.unheard && group.answer.trim());
  if (groups.length === 0) throw new NothingToAnalyzeError('No hay respuestas que analizar.');

  const job = keywordEntries(plan.jobText, 40);
  const jobStems = new Set(job.keys());
  const answers = groups.map((group) => ({ group, metrics: measureAnswer(group.answer, jobStems) }));
  const n = answers.length;
  const m = answers.map((answer) => answer.metrics);
  const totalWords = m.reduce((sum, item) => sum + item.words, 0);
  const avgWords = Math.round(totalWords / n);
  const count = (test: (metrics: AnswerMetrics) => boolean) => m.filter(test).length;

  // Communication: enough development without rambling.
  const adequate = count((x) => x.words >= 30 && x.words <= 250);
  const tooLong = count((x) => x.words > 250);
  const communication: Dimension = {
    aspect: 'Comunicación',
    value: mean(m.map((x) => lengthScore(x.words))),
    weight: 0.2,
    justification: `Las respuestas tienen en promedio ${avgWords} palabras; ${adequate} de ${n} tienen una extensión suficiente para explicar una idea completa${tooLong ? ` y ${plural(tooLong, 'se extiende', 'se extienden')} más de lo necesario` : ''}.`,
  };

  // Specificity: concrete cases, own actions, figures.
  // A concrete case: introduced as one, or told through one's own actions (two, or one with a figure).
  const isCase = (x: AnswerMetrics) => x.examples > 0 || x.actions >= 2 || (x.actions >= 1 && x.figures > 0);
  const withExamples = count(isCase);
  const withFigures = count((x) => x.figures > 0);
  const richness = (x: AnswerMetrics) => Number(x.results > 0) + Number(x.figures > 0) + Number(x.examples > 0) + Math.min(x.actions, 2);
  const best = [...answers].sort((a, b) => richness(b.metrics) - richness(a.metrics))[0];
  const quote = best && richness(best.metrics) >= 2 ? best.metrics.highlight : undefined;
  const specificity: Dimension = {
    aspect: 'Especificidad y ejemplos',
    value: mean(m.map((x) => clamp(0.45 * Number(isCase(x)) + 0.25 * (Math.min(x.actions, 2) / 2) + 0.3 * Number(x.figures > 0)))),
    weight: 0.25,
    justification:
      withExamples + withFigures === 0
        ? `Ninguna de las ${n} respuestas incluyó un caso concreto ni cifras; se quedaron en afirmaciones generales.`
        : `${withExamples} de ${n} respuestas describen un caso concreto con acciones propias y ${withFigures} aportan cifras${quote ? `, por ejemplo: «${quote}»` : ''}.`,
  };

  // Results orientation.
  const withResults = count((x) => x.results > 0);
  const results: Dimension = {
    aspect: 'Orientación a resultados',
    value: mean(m.map((x) => clamp(0.6 * Number(x.results > 0) + 0.4 * Number(x.figures > 0)))),
    weight: 0.15,
    justification:
      withResults === 0
        ? 'Las respuestas no mencionan resultados, logros ni el impacto de lo que se hizo.'
        : `${withResults} de ${n} respuestas mencionan resultados o logros${withFigures ? `, y ${withFigures} los cuantifican` : ', aunque sin cuantificarlos'}.`,
  };

  // Structure: sequence and cause connectors (situation → action → result).
  const structured = count((x) => x.connectors >= 2);
  const structure: Dimension = {
    aspect: 'Estructura del discurso',
    value: mean(m.map((x) => (x.connectors >= 2 ? 1 : x.connectors === 1 ? 0.6 : x.words >= 40 ? 0.3 : 0.15))),
    weight: 0.13,
    justification: `${structured} de ${n} respuestas siguen un orden claro (contexto, acción y resultado) con conectores como «primero», «después» o «por eso»${structured < n ? '; el resto enumeran ideas sin un hilo visible' : ''}.`,
  };

  // Fit: overlap with the job's key terms and with each question's.
  const questionOverlap = answers.map(({ group, metrics }) => {
    const question = [...keywordEntries(group.question, 12).keys()];
    if (question.length === 0) return 0.5;
    const answerStems = new Set(keywordEntries(group.answer, 200).keys());
    const hits = question.filter((key) => answerStems.has(key)).length;
    return clamp(hits / Math.min(3, question.length) + (metrics.words >= 30 ? 0.2 : 0));
  });
  let fit: Dimension;
  if (jobStems.size > 0) {
    const covered = new Set(m.flatMap((x) => x.keywordHits));
    const coverage = clamp(covered.size / Math.min(10, jobStems.size));
    const coveredWords = [...covered].slice(0, 6).map((key) => job.get(key)!);
    const missing = [...job.entries()].filter(([key]) => !covered.has(key)).slice(0, 4).map(([, word]) => word);
    fit = {
      aspect: 'Ajuste al puesto',
      value: clamp(0.65 * coverage + 0.35 * mean(questionOverlap)),
      weight: 0.15,
      justification:
        covered.size === 0
          ? `Las respuestas no mencionan los conceptos clave del puesto${plan.role ? ` de ${plan.role}` : ''} (por ejemplo: ${missing.join(', ')}).`
          : `Las respuestas mencionan ${plural(covered.size, 'concepto clave', 'conceptos clave')} del puesto (${coveredWords.join(', ')})${missing.length ? `; apenas aparecen otros como ${missing.join(', ')}` : ''}.`,
    };
  } else {
    const onTopic = questionOverlap.filter((value) => value >= 0.5).length;
    fit = {
      aspect: 'Relevancia de las respuestas',
      value: clamp(0.25 + 0.75 * mean(questionOverlap)),
      weight: 0.15,
      justification: `${onTopic} de ${n} respuestas retoman directamente el tema de la pregunta y lo desarrollan.`,
    };
  }

  // Confidence: filler words and hedges per 100 words.
  const fillers = m.reduce((sum, x) => sum + x.fillers, 0);
  const hedges = m.reduce((sum, x) => sum + x.hedges, 0);
  const rate = totalWords ? ((fillers + hedges) * 100) / totalWords : 0;
  const confidence: Dimension = {
    aspect: 'Seguridad y fluidez',
    value: clamp(1 - rate / 6) * (avgWords < 15 ? 0.6 : 1),
    weight: 0.12,
    justification:
      fillers + hedges === 0
        ? `No se detectaron muletillas ni expresiones de duda en ${totalWords} palabras${avgWords < 15 ? ', aunque la brevedad de las respuestas limita la impresión de seguridad' : ''}.`
        : `Se detectaron ${plural(fillers, 'muletilla', 'muletillas')} y ${plural(hedges, 'expresión de duda', 'expresiones de duda')} (${[...new Set(m.flatMap((x) => x.fillerPhrases))].slice(0, 4).map((phrase) => `«${phrase}»`).join(', ')}) en ${totalWords} palabras (${rate.toFixed(1)} por cada 100).`,
  };

  const dimensions = [communication, specificity, results, structure, fit, confidence];
  const weighted = dimensions.reduce((sum, d) => sum + d.value * d.weight, 0) / dimensions.reduce((sum, d) => sum + d.weight, 0);
  const completion = clamp(n / plan.questions.length);
  const score = Math.round(100 * weighted * (0.6 + 0.4 * completion));

  const personalityAssessment: Record<string, PersonalityEntry> = {};
  for (const d of dimensions) personalityAssessment[d.aspect] = { evaluation: levelWord(d.value), justification: d.justification };

  const sorted = [...dimensions].sort((a, b) => b.value - a.value);
  const strongest = sorted[0];
  const weakest = sorted[sorted.length - 1];
  const overallLevel = levelWord(score / 100).toLowerCase();
  const verdict =
    score >= 70
      ? 'El desempeño fue sólido: las respuestas transmiten experiencia real y se apoyan en hechos.'
      : score >= 50
        ? 'El desempeño fue correcto, pero varias respuestas necesitan más ejemplos concretos y resultados para convencer.'
        : 'El desempeño fue débil: las respuestas resultaron breves o generales y no permiten comprobar la experiencia ni las competencias.';
  const evaluationSummary = [
    `Puntuación global: ${score}/100 (nivel ${overallLevel}).`,
    `Se respondieron ${Math.min(n, plan.questions.length)} de las ${plan.questions.length} preguntas${plan.role ? ` de la entrevista para ${plan.role}` : ''}, con un promedio de ${avgWords} palabras por respuesta.`,
    verdict,
    strongest.value >= 0.5
      ? `Punto más fuerte: ${strongest.aspect.toLowerCase()} (${levelWord(strongest.value).toLowerCase()}). Aspecto a mejorar: ${weakest.aspect.toLowerCase()} (${levelWord(weakest.value).toLowerCase()}).`
      : `Ningún aspecto alcanzó un nivel medio; el que más conviene trabajar es ${weakest.aspect.toLowerCase()}.`,
    completion < 1 ? `La entrevista terminó antes de completar las ${plan.questions.length} preguntas previstas, lo que reduce la puntuación.` : '',
  ]
    .filter(Boolean)
    .join(' ');

  return {
    evaluationSummary,
    score,
    personalityAssessment,
    developmentSuggestions: developmentSuggestions(dimensions, fit, job, m),
    interviewPerformanceSuggestions: performanceSuggestions(dimensions, tooLong),
  };
}

function weakFirst(dimensions: Dimension[]): Dimension[] {
  return [...dimensions].sort((a, b) => a.value - b.value);
}

function developmentSuggestions(dimensions: Dimension[], fit: Dimension, job: Map<string, string>, m: AnswerMetrics[]): string[] {
  const covered = new Set(m.flatMap((x) => x.keywordHits));
  const missing = [...job.entries()].filter(([key]) => !covered.has(key)).slice(0, 3).map(([, word]) => word);
  const byAspect: Record<string, string> = {
    'Especificidad y ejemplos': 'Prepara un repertorio de 3 a 5 casos reales (proyectos, problemas resueltos, clientes atendidos) y define tu papel concreto en cada uno.',
    'Orientación a resultados': 'Lleva un registro de tus logros con cifras (tiempos, porcentajes, ventas, usuarios, ahorro) para poder demostrarlos.',
    'Seguridad y fluidez': 'Practica en voz alta tus respuestas clave para ganar seguridad y reducir las expresiones de duda.',
    'Estructura del discurso': 'Entrena la comunicación estructurada: antes de responder, ordena la idea en contexto, acción y resultado.',
    Comunicación: 'Trabaja la capacidad de explicar tu experiencia con detalle: escribe un resumen de cada puesto o proyecto con retos, decisiones y aprendizajes.',
    'Ajuste al puesto':
      missing.length > 0
        ? `Refuerza y documenta tu experiencia en ${missing.join(', ')}: son aspectos del puesto que casi no aparecieron en tus respuestas.`
        : 'Profundiza en los requisitos del puesto y prepara evidencias de cada uno.',
    'Relevancia de las respuestas': 'Antes de responder, identifica qué competencia busca cada pregunta y céntrate en ella.',
  };
  const suggestions = weakFirst(dimensions)
    .filter((d) => d.value < 0.75)
    .map((d) => byAspect[d.aspect])
    .filter(Boolean);
  if (fit.value < 0.75 && missing.length > 0 && !suggestions.includes(byAspect['Ajuste al puesto'])) suggestions.unshift(byAspect['Ajuste al puesto']);
  const defaults = [
    'Sigue ampliando tu experiencia con proyectos cuyos resultados puedas medir y presentar.',
    'Pide retroalimentación a un mentor o a un compañero sobre tus áreas de mejora y haz un plan para trabajarlas.',
  ];
  for (const extra of defaults) if (suggestions.length < 2) suggestions.push(extra);
  return [...new Set(suggestions)].slice(0, 4);
}

function performanceSuggestions(dimensions: Dimension[], tooLong: number): string[] {
  const value = (aspect: string) => dimensions.find((d) => d.aspect === aspect)?.value ?? 1;
  const suggestions: string[] = [];
  if (value('Comunicación') < 0.75) suggestions.push('Desarrolla más tus respuestas: apunta a uno o dos minutos (unas 80 a 200 palabras) por pregunta.');
  if (value('Especificidad y ejemplos') < 0.75) suggestions.push('Responde con el método STAR (Situación, Tarea, Acción, Resultado) y un ejemplo real en cada pregunta.');
  if (value('Orientación a resultados') < 0.75)
    suggestions.push('Incluye datos concretos: «reduje el tiempo de respuesta un 30 %» convence más que «mejoré los tiempos».');
  if (value('Seguridad y fluidez') < 0.75) suggestions.push('Evita muletillas y expresiones como «creo que» o «no sé»: haz una pausa breve antes de responder.');
  if (value('Estructura del discurso') < 0.6) suggestions.push('Usa conectores que guíen al entrevistador: «primero», «después», «como resultado».');
  if (value('Ajuste al puesto') < 0.6 || value('Relevancia de las respuestas') < 0.6)
    suggestions.push('Relaciona cada respuesta con lo que pide el puesto y menciona explícitamente las competencias de la descripción.');
  if (tooLong > 0) suggestions.push('Sé más conciso en las respuestas largas: empieza por la idea principal y cierra con el resultado.');
  const defaults = [
    'Mantén tu estilo: los ejemplos concretos y los resultados medibles son tu punto fuerte.',
    'Prepara dos o tres preguntas para el entrevistador sobre el equipo y los retos del puesto.',
  ];
  for (const extra of defaults) if (suggestions.length < 2) suggestions.push(extra);
  return suggestions.slice(0, 4);
}
