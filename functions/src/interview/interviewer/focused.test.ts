import { describe, expect, it } from 'vitest';
import { COMPETENCIES, INTERVIEW_MAX_QUESTIONS, interviewLabelOf, type InterviewContext } from '@clara/domain';
import { useFakeOpenAi } from '../../ai/testing/fakeOpenAi';
import type { ConversationTurn } from '../../ai/types';
import { COMPETENCY_QUESTIONS } from '../../conversation/competencyQuestions';
import { greetingFor, planFor } from '../../conversation/questionPlan';
import { STRONG_ANSWERS } from '../testing/fixtures';
import { play } from '../testing/play';
import { interviewer } from './index';

const focused = (competency: (typeof COMPETENCIES)[number]['id']): InterviewContext => ({
  kind: 'practice',
  competency,
});
const asked = (turns: ConversationTurn[]) =>
  turns
    .filter((turn) => turn.role === 'assistant')
    .map((turn) => turn.text)
    .join('\n');

describe('a practice focused on one competency ("Practica otra vez")', () => {
  it.each(COMPETENCIES.map((competency) => [competency.id, competency.name] as const))(
    'the built-in interviewer asks about %s: the greeting names it and the main questions are its own',
    (id, name) => {
      const context = focused(id);
      expect(greetingFor(context)).toContain(`la competencia «${name}»`);
      const turns = play(context, STRONG_ANSWERS);
      const text = asked(turns);
      const own = COMPETENCY_QUESTIONS[id].slice(0, INTERVIEW_MAX_QUESTIONS - 2);
      expect(own).toHaveLength(INTERVIEW_MAX_QUESTIONS - 2);
      for (const question of own) expect(text).toContain(question);
      expect(planFor(context).questions.slice(1, -1)).toEqual(own);
      expect(interviewLabelOf(context)).toEqual({ kind: 'practice', title: `Práctica enfocada · ${name}` });
    },
  );

  it('a general practice asks none of those questions, and each competency has its own', () => {
    const text = asked(play({ kind: 'practice' }, STRONG_ANSWERS));
    for (const questions of Object.values(COMPETENCY_QUESTIONS))
      for (const question of questions) expect(text).not.toContain(question);
    const all = Object.values(COMPETENCY_QUESTIONS).flat();
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('the OpenAI interviewer of a focused practice (fake server, real SDK)', () => {
  const fake = useFakeOpenAi({ OPENAI_TIMEOUT_MS: '2000' });

  it('tells the model which competency to draw out, with its description and its top anchor', async () => {
    const context = focused('resultados');
    const competency = COMPETENCIES.find((item) => item.id === 'resultados')!;
    await interviewer().reply(context, [
      { role: 'assistant', text: greetingFor(context) },
      { role: 'user', text: STRONG_ANSWERS[0] },
    ]);
    const messages = fake().requests[0]!.messages;
    const system = messages[0]!.content;
    expect(system).toContain(`Esta práctica se centra en la competencia «${competency.name}»`);
    expect(system).toContain(competency.description);
    expect(system).toContain(competency.anchors[5]);
    expect(messages.map((message) => message.content).join('\n')).toContain(
      `Competencia a practicar: ${competency.name}`,
    );

    fake().requests.length = 0;
    await interviewer().reply({ kind: 'practice' }, [{ role: 'assistant', text: greetingFor({ kind: 'practice' }) }]);
    expect(
      fake()
        .requests[0]!.messages.map((message) => message.content)
        .join('\n'),
    ).not.toContain('Esta práctica se centra en la competencia');
  });
});
