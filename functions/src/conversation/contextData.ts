import { competencyById, designedQuestions, type InterviewContext } from '@clara/domain';

/**
 * Issue 30: a designed interview's questions, in order (the company's notes on good answers are never sent
 * to the interviewer: only the analyser reads them).
 */
function designedQuestionsData(context: Extract<InterviewContext, { kind: 'company' }>): string {
  if (!context.rubric || context.rubric.skills.length === 0) return '';
  const questions = designedQuestions(context.rubric);
  const lines = questions.map((question, index) => `${index + 1}. ${question.text}`);
  return `\n\nPreguntas de la entrevista, en orden:\n${lines.join('\n')}`;
}

/** The context as data for the model (untrusted text). */
export function contextData(context: InterviewContext): string {
  switch (context.kind) {
    case 'practice':
      return `Tipo: entrevista de práctica general\nEnfoque: ${context.interviewFocus ?? 'balanceada'}${
        context.competency
          ? `\nCompetencia a practicar: ${competencyById(context.competency)?.name ?? context.competency}`
          : ''
      }`;
    case 'predefined':
      return `Entrevista predefinida: ${context.title}\nDescripción: ${context.description}`;
    case 'custom':
      return `Descripción del puesto:\n${context.jobDescription}\n\nPerfil del candidato:\n${context.candidateCV || '(no indicado)'}\n\nEnfoque: ${context.interviewFocus}`;
    case 'company':
      return `Vacante: ${context.jobTitle}\nDescripción de la vacante:\n${context.jobDescription}${context.vacancyDetails ? `\n${context.vacancyDetails}` : ''}\n\nCandidato: ${context.candidateName}\nCV del candidato:\n${context.candidateCV || '(no indicado)'}\n\nEnfoque: ${context.interviewFocus}${designedQuestionsData(context)}`;
  }
}
