import { randomUUID } from 'node:crypto';
import {
  COMPETENCIES,
  RATING_WORDS,
  RUBRIC_VERSION,
  scoreFromRatings,
  type AnalysisResult,
  type CompetencyId,
  type Rating,
} from '@clara/domain';
import { MEDIUM_ANSWERS, STRONG_ANSWERS } from '../../functions/src/interview/testing/fixtures';
import { newSessionDocument } from '../../functions/src/sessions/sessions';
import { writeSession } from './sessions';
import { adminDb, callApi } from './stack';

/** Sends answers until Clara closes the interview. */
async function answerUntilFinished(code: string, answers: readonly string[]): Promise<void> {
  for (let index = 0; index < 20; index += 1) {
    const { status, body } = await callApi('/chat', {
      body: { message: answers[index % answers.length], chatSessionId: code, status: 'In progress' },
    });
    if (status !== 200) throw new Error(`chat: ${status} ${JSON.stringify(body)}`);
    if (body.status === 'Finished') return;
  }
  throw new Error('the interview did not finish');
}

export type PracticeKind = 'practice' | 'predefined';

/**
 * A practice interview finished and analysed through the API, as a candidate would: a general practice
 * (five competencies) or a predefined one (six: it has a job description). Answers its code.
 */
export async function analysedPractice(
  kind: PracticeKind = 'practice',
  answers: readonly string[] = STRONG_ANSWERS,
  extra: Record<string, unknown> = {},
): Promise<string> {
  let started: { status: number; body: any };
  if (kind === 'practice')
    started = await callApi('/generate-practice', { body: { interviewFocus: 'practice', ...extra } });
  else {
    const list = await callApi('/predefined-interviews');
    started = await callApi('/start-predefined-interview', { body: { interview: list.body[0].id } });
  }
  if (started.status !== 200) throw new Error(`start: ${started.status} ${JSON.stringify(started.body)}`);
  const code: string = started.body.chatSessionId;
  await answerUntilFinished(code, answers);
  const analysed = await callApi('/analyze-chat', { body: { chatSessionId: code } });
  if (analysed.status !== 200) throw new Error(`analyze: ${analysed.status} ${JSON.stringify(analysed.body)}`);
  return code;
}

export { MEDIUM_ANSWERS, STRONG_ANSWERS };

/** A rubric analysis with the given ratings (competencies not given are not rated), as the server stores it. */
export function analysisWith(ratings: Partial<Record<CompetencyId, Rating>>): AnalysisResult {
  const rated = COMPETENCIES.filter((competency) => ratings[competency.id] !== undefined);
  return {
    evaluationSummary: 'Resumen de prueba de la práctica.',
    score: scoreFromRatings(ratings),
    personalityAssessment: Object.fromEntries(
      rated.map((competency) => [
        competency.name,
        {
          evaluation: RATING_WORDS[ratings[competency.id]!],
          justification: `Justificación de ${competency.name}.`,
          competency: competency.id,
          rating: ratings[competency.id]!,
          evidence: [{ quote: 'lideré la migración', answer: 1 }],
        },
      ]),
    ),
    developmentSuggestions: ['Practica con ejemplos.'],
    interviewPerformanceSuggestions: ['Cuenta el resultado.'],
    answerFeedback: [{ answer: 1, worked: 'Un caso real.', toAdd: 'Una cifra.' }],
    rubricVersion: RUBRIC_VERSION,
    analyser: { kind: 'builtin' },
  };
}

/** A finished general practice with this analysis, written as the functions store it; answers its code. */
export async function writtenPractice(analysis: AnalysisResult): Promise<string> {
  const code = randomUUID();
  const session = newSessionDocument({ isPractice: true, context: { kind: 'practice' } });
  session.chatHistory.push({
    text: 'Lideré la migración del equipo a un sistema nuevo.',
    type: 'user',
    timestamp: Date.now(),
  });
  Object.assign(session, {
    status: 'Finished',
    interviewDate: session.createdAt,
    analysis,
    score: analysis.score,
    overall: analysis.evaluationSummary,
  });
  await writeSession(adminDb(), 'interviews', code, session);
  return code;
}
