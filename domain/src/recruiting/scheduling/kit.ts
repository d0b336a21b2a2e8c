/**
 * Issue 23: the interview kit, the questions an interviewer asks in the human interview. One per competency of
 * the rubric Clara's interview used, so the scorecard the member fills afterwards rates what they asked about.
 */
import { COMPETENCIES, type CompetencyId } from '../../analysis/rubric';

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

export const interviewKitQuestions = (vacancyTitle: string): KitQuestion[] =>
  COMPETENCIES.map((competency) => ({ competency: competency.name, question: QUESTIONS[competency.id](vacancyTitle) }));
