/**
 * Issue 23: the interview kit, the questions an interviewer asks in the human interview. One per competency of
 * the rubric Clara's interview used, so the scorecard the member fills afterwards rates what they asked about.
 */
import { COMPETENCIES, type CompetencyId } from '../analysis/rubric';
import { designedQuestions, interviewRubricOf, type StoredDesign } from '../analysis/design';

const QUESTIONS: Record<CompetencyId, (title: string) => string> = {
  comunicacion: () =>
    'Explícame, como se lo contarías a alguien de otra área, un proyecto reciente del que estés orgullosa u orgulloso.',
  especificidad: () =>
    'Cuéntame un caso concreto: qué pasó, cuándo, con qué herramientas y qué hiciste tú exactamente.',
  resultados: () => '¿Cómo terminó ese trabajo? ¿Qué cambió gracias a ti y cómo lo mediste?',
  estructura: () => 'Háblame de un problema difícil: la situación, lo que hiciste paso a paso y el resultado.',
  relevancia: (title) => `¿Qué parte de tu experiencia es la más útil para el puesto de ${title}, y por qué?`,
  ajuste: (title) => `De los requisitos del puesto de ${title}, ¿cuál has aplicado más y dónde?`,
};

export interface KitQuestion {
  competency: string;
  question: string;
}

/**
 * Issue 30: a vacancy with design gets its own kit: its own questions in order, each under the skills it
 * evidences, then a question for each skill no own question covers (the plan Clara follows). Without design:
 * one question per competency of the default rubric.
 */
export function interviewKitQuestions(vacancyTitle: string, design?: StoredDesign | null): KitQuestion[] {
  const rubric = interviewRubricOf(design);
  if (rubric) {
    const names = new Map(rubric.skills.map((skill) => [skill.id, skill.name]));
    return designedQuestions(rubric).map((question) => ({
      competency: question.skillIds.map((id) => names.get(id) ?? id).join(', '),
      question: question.text,
    }));
  }
  return COMPETENCIES.map((competency) => ({
    competency: competency.name,
    question: QUESTIONS[competency.id](vacancyTitle),
  }));
}
