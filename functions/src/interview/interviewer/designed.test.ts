/**
 * Issue 30: a vacancy with design. Clara asks every own question, in order, on the built-in and the OpenAI
 * paths (the fake OpenAI server), then generated questions only for skills no own question covers; the
 * analysis rates exactly the vacancy's skills with quotes tied to the question they answer.
 */
import { describe, expect, it } from 'vitest';
import {
  catalogueSkill,
  interviewRubricOf,
  nextDesign,
  DISABLE_CHAT_MARKER,
  type InterviewContext,
  type Skill,
} from '@clara/domain';
import type { ConversationTurn } from '../../ai/types';
import { useFakeOpenAi } from '../../ai/testing/fakeOpenAi';
import { builtinAnalysis } from '../../analysis/builtin';
import { openAiAnalyzer } from '../../analysis/openai';
import { greetingFor } from '../../conversation/questionPlan';
import { FRONTEND_COMPANY, STRONG_ANSWERS } from '../testing/fixtures';
import { play } from '../testing/play';
import { openAiInterviewer } from './openai';

const pick = (id: string): Skill => {
  const { catalogueId, name, description, anchors } = catalogueSkill(id)!;
  return { id, catalogueId, name, description, anchors: { ...anchors } };
};
const OWN_SKILL: Skill = {
  id: 'propia-rendimiento',
  name: 'Optimización del rendimiento web',
  description: '',
  anchors: {
    1: 'No sabe medir ni mejorar el rendimiento.',
    3: 'Aplica mejoras conocidas sin medir.',
    5: 'Mide, mejora y comprueba con cifras.',
  },
};
const Q1 = 'Cuéntame cómo mejoraste el rendimiento de una aplicación: qué mediste y qué cambió.';
const Q2 = 'Háblame de un desacuerdo con otra área y de cómo terminó.';
const DESIGNED: InterviewContext = {
  ...FRONTEND_COMPANY,
  rubric: interviewRubricOf(
    nextDesign(null, {
      skills: [pick('trabajo-equipo'), pick('resolucion-problemas'), OWN_SKILL],
      questions: [
        { id: 'p1', text: Q1, skillIds: ['propia-rendimiento'], goodAnswer: 'Cifras antes y después.' },
        { id: 'p2', text: Q2, skillIds: ['trabajo-equipo'], goodAnswer: '' },
      ],
    }),
  )!,
};
const GENERATED = catalogueSkill('resolucion-problemas')!.question;
const clara = (turns: ConversationTurn[]) => turns.filter((turn) => turn.role === 'assistant').map((turn) => turn.text);

describe('a designed interview on the built-in path', () => {
  it('asks the own questions first, in order, then the question of the skill they leave uncovered, and closes', () => {
    const turns = play(DESIGNED, [STRONG_ANSWERS[1], STRONG_ANSWERS[3], STRONG_ANSWERS[2], STRONG_ANSWERS[4]]);
    const asked = clara(turns);
    expect(asked[0]).toContain('Te haré 3 preguntas principales');
    expect(asked[0]!.endsWith(Q1)).toBe(true);
    expect(asked[1]!.endsWith(Q2)).toBe(true);
    expect(asked[2]!.endsWith(GENERATED)).toBe(true);
    expect(asked).toHaveLength(4);
    expect(asked[3]).toMatch(/terminamos la entrevista/);
    // The company's note on good answers is never said to the candidate.
    expect(asked.join(' ')).not.toContain('Cifras antes y después');
  });

  it('follows up a vague answer once, then moves to the next own question', () => {
    const turns = play(DESIGNED, ['Pues lo hice mejor, más o menos.', STRONG_ANSWERS[1], STRONG_ANSWERS[3]]);
    const asked = clara(turns);
    expect(asked[1]).not.toContain(Q2);
    expect(asked[2]!.endsWith(Q2)).toBe(true);
  });

  it('rates exactly the vacancy skills, each quote naming the question it answers, with the rubric version', () => {
    const turns = play(DESIGNED, [STRONG_ANSWERS[1], STRONG_ANSWERS[3], STRONG_ANSWERS[2]]);
    const analysis = builtinAnalysis(DESIGNED, turns);
    expect(Object.keys(analysis.personalityAssessment)).toEqual([
      'Trabajo en equipo',
      'Resolución de problemas',
      'Optimización del rendimiento web',
    ]);
    expect(analysis.rubricVersion).toBe('vacante-1');
    const own = analysis.personalityAssessment['Optimización del rendimiento web']!;
    expect(own.rating).toBeGreaterThanOrEqual(4);
    expect(own.evidence!.length).toBeGreaterThan(0);
    for (const item of own.evidence!) {
      expect(item.question!.endsWith(Q1)).toBe(true);
      expect(STRONG_ANSWERS[1]).toContain(item.quote);
    }
    const team = analysis.personalityAssessment['Trabajo en equipo']!;
    expect(team.evidence!.every((item) => item.question!.endsWith(Q2))).toBe(true);
  });
});

const fake = useFakeOpenAi();

describe('a designed interview on the OpenAI path (fake server)', () => {
  it('sends the questions to the model without the notes, and keeps the order whatever the model writes', async () => {
    const turns: ConversationTurn[] = [{ role: 'assistant', text: greetingFor(DESIGNED) }];
    // A model that always asks something of its own and tries to close early.
    fake().handler = () => ({ content: `Interesante. ¿Y qué más hiciste? ${DISABLE_CHAT_MARKER}` });
    const replies: string[] = [];
    const done: boolean[] = [];
    for (const answer of [STRONG_ANSWERS[1], STRONG_ANSWERS[3], STRONG_ANSWERS[2]]) {
      turns.push({ role: 'user', text: answer });
      const reply = await openAiInterviewer.reply(DESIGNED, turns);
      replies.push(reply.text);
      done.push(reply.done);
      turns.push({ role: 'assistant', text: reply.text });
      if (reply.done) break;
    }
    expect(replies[0]).toContain(Q2);
    expect(replies[1]).toContain(GENERATED);
    // Every question asked: now the model may close.
    expect(done).toEqual([false, false, true]);
    const request = fake().requests[0]!;
    const all = request.messages.map((message) => message.content).join('\n');
    expect(all).toContain(`1. ${Q1}`);
    expect(all).toContain(`2. ${Q2}`);
    expect(all).not.toContain('Cifras antes y después');
  });

  it('lets the model ask one follow-up, then asks the next own question itself', async () => {
    const turns: ConversationTurn[] = [
      { role: 'assistant', text: greetingFor(DESIGNED) },
      { role: 'user', text: 'Lo mejoré.' },
    ];
    fake().handler = () => ({ content: '¿Puedes darme un ejemplo con cifras?' });
    const followUp = await openAiInterviewer.reply(DESIGNED, turns);
    expect(followUp.text).toBe('¿Puedes darme un ejemplo con cifras?');
    turns.push({ role: 'assistant', text: followUp.text }, { role: 'user', text: STRONG_ANSWERS[1] });
    const next = await openAiInterviewer.reply(DESIGNED, turns);
    expect(next.text).toContain(Q2);
  });

  it("the model's analysis is kept to the vacancy skills, with its rubric and the notes sent as data", async () => {
    const turns = play(DESIGNED, [STRONG_ANSWERS[1], STRONG_ANSWERS[3], STRONG_ANSWERS[2]]);
    const quote = 'medí con Lighthouse, detecté imágenes sin comprimir y dividí el bundle';
    fake().handler = () => ({
      content: JSON.stringify({
        evaluationSummary: 'Buena entrevista.',
        competencies: [
          { id: 'propia-rendimiento', rating: 5, justification: 'Mide.', evidence: [{ quote, answer: 1 }] },
          { id: 'comunicacion', rating: 5, justification: 'No es de la vacante.', evidence: [{ quote, answer: 1 }] },
        ],
        answerFeedback: [],
        developmentSuggestions: ['a', 'b'],
        interviewPerformanceSuggestions: ['a', 'b'],
      }),
    });
    const analysis = await openAiAnalyzer.analyze(DESIGNED, turns);
    expect(Object.keys(analysis.personalityAssessment)).toEqual([
      'Trabajo en equipo',
      'Resolución de problemas',
      'Optimización del rendimiento web',
    ]);
    expect(analysis.personalityAssessment['Optimización del rendimiento web']!.evidence).toEqual([
      { quote, answer: 1, question: expect.stringContaining(Q1) as string },
    ]);
    expect(analysis.personalityAssessment['Trabajo en equipo']!.rating).toBe(1);
    const request = fake().requests[0]!;
    const schema = JSON.stringify(request.response_format?.json_schema?.schema);
    expect(schema).toContain('propia-rendimiento');
    expect(schema).not.toContain('"comunicacion"');
    expect(request.messages.map((message) => message.content).join('\n')).toContain('Cifras antes y después.');
  });
});
