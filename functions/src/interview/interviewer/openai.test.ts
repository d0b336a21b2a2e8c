import { describe, expect, it } from 'vitest';
import type { InterviewContext } from '@clara/domain';
import type { ConversationTurn } from '../../ai/types';
import { useFakeOpenAi } from '../../ai/testing/fakeOpenAi';
import { greetingFor } from '../../conversation/questionPlan';
import { FRONTEND_COMPANY, STRONG_ANSWERS } from '../testing/fixtures';
import { builtinInterviewer } from './builtin';
import { openAiInterviewer } from './openai';

const fake = useFakeOpenAi();

const asking = (message: string, context: InterviewContext = FRONTEND_COMPANY): ConversationTurn[] => [
  { role: 'assistant', text: greetingFor(context) },
  { role: 'user', text: message },
];

describe("the OpenAI interviewer notes the candidate's questions for the recruiter as the built-in one does", () => {
  it('a question about the role that the vacancy text does not answer is noted, whatever the model replies', async () => {
    fake().handler = () => ({ content: 'Eso te lo confirmará el equipo de selección. ¿Qué herramientas usas?' });
    const reply = await openAiInterviewer.reply(FRONTEND_COMPANY, asking('¿Cuál es el salario?'));
    expect(reply.text).toBe('Eso te lo confirmará el equipo de selección. ¿Qué herramientas usas?');
    expect(reply.candidateQuestion).toBe('¿Cuál es el salario?');
    // The same question the built-in interviewer notes.
    expect((await builtinInterviewer.reply(FRONTEND_COMPANY, asking('¿Cuál es el salario?'))).candidateQuestion).toBe(
      reply.candidateQuestion,
    );
  });

  it('nothing is noted for a question the vacancy text answers, for an answer, or in a practice', async () => {
    const context = {
      ...FRONTEND_COMPANY,
      jobDescription: `${FRONTEND_COMPANY.jobDescription}\nHorario: 9:00 a 17:00`,
    };
    expect((await openAiInterviewer.reply(context, asking('¿Cuál es el horario?', context))).candidateQuestion).toBe(
      undefined,
    );
    expect((await openAiInterviewer.reply(context, asking(STRONG_ANSWERS[0]!, context))).candidateQuestion).toBe(
      undefined,
    );
    const practice = { kind: 'practice' } as const;
    expect(
      (await openAiInterviewer.reply(practice, asking('¿Cuál es el salario?', practice))).candidateQuestion,
    ).toBeUndefined();
  });

  it('notes at most three questions in one interview, like the built-in one', async () => {
    const history: ConversationTurn[] = [{ role: 'assistant', text: greetingFor(FRONTEND_COMPANY) }];
    const noted: Array<string | undefined> = [];
    for (const question of [
      '¿Cuál es el salario?',
      '¿Hay seguro médico?',
      '¿Es un contrato indefinido?',
      '¿Cuántas vacaciones hay?',
    ]) {
      history.push({ role: 'user', text: question });
      noted.push((await openAiInterviewer.reply(FRONTEND_COMPANY, history)).candidateQuestion);
      history.push({ role: 'assistant', text: 'Lo anoto. ¿Qué herramientas usas?' });
    }
    expect(noted).toEqual(['¿Cuál es el salario?', '¿Hay seguro médico?', '¿Es un contrato indefinido?', undefined]);
  });
});
