import { afterAll, describe, expect, it } from 'vitest';
import {
  ANALYSIS_TEXTS,
  DISABLE_CHAT_MARKER,
  INTERVIEW_ERRORS,
  INTERVIEW_MAX_QUESTIONS,
  parseAnalysis,
} from '@clara/domain';
import { STRONG_ANSWERS, WEAK_ANSWERS } from '../../../functions/src/interview/testing/fixtures';
import { callApi, closeAdmin } from '../../support/stack';
import { answerAll, send, startPractice, storedSession } from './helpers';

afterAll(closeAdmin);

describe('a whole practice interview over HTTP', () => {
  it('starts, is found by its code, takes every answer, closes with the marker, and is analysed', async () => {
    const code = await startPractice();
    expect(code).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const check = await callApi(`/check-session?chatSessionId=${code}`);
    expect(check).toEqual({ status: 200, body: { chatSessionExists: true, isPractice: true, status: 'Not Started' } });

    const opened = await callApi(`/chat/${code}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      chatSessionId: code,
      status: 'Not Started',
      analysis: null,
      hasAnalysis: false,
      isPractice: true,
    });
    expect(opened.body.chatHistory).toHaveLength(1);
    expect(opened.body.chatHistory[0]).toMatchObject({ type: 'system' });
    expect(opened.body.chatHistory[0].text).toMatch(/^¡Hola! Soy Clara/);

    const first = await send(code, STRONG_ANSWERS[0]);
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('In progress');
    expect(first.body.chatHistory.map((m: { type: string }) => m.type)).toEqual(['system', 'user', 'system']);
    expect(first.body.chatHistory[1].text).toBe(STRONG_ANSWERS[0]);

    const { history, status } = await answerAll(code, STRONG_ANSWERS.slice(1));
    expect(status).toBe('Finished');
    expect(history).toHaveLength(2 * INTERVIEW_MAX_QUESTIONS + 1);
    expect(history.at(-1)!.text.endsWith(DISABLE_CHAT_MARKER)).toBe(true);
    expect(history.slice(0, -1).some((m) => m.text.includes(DISABLE_CHAT_MARKER))).toBe(false);
    const timestamps = history.map((m) => m.timestamp);
    expect([...timestamps].sort((a, b) => a - b)).toEqual(timestamps);

    const refused = await send(code, 'Una cosa más');
    expect(refused).toEqual({ status: 409, body: { error: INTERVIEW_ERRORS.finished } });

    const stored = await storedSession('interviews', code);
    expect(stored).toMatchObject({
      status: 'Finished',
      isPractice: true,
      interviewerId: 'clara',
      analysis: null,
      feedback: null,
    });
    expect(stored.interviewDate).toBeGreaterThan(0);
    expect(stored.transcription).toContain(`Candidato: ${STRONG_ANSWERS[0]}`);
    expect(stored.chatHistory).toHaveLength(history.length);

    const analysed = await callApi('/analyze-chat', { body: { chatSessionId: code } });
    expect(analysed.status).toBe(200);
    expect(analysed.body.status).toBe('Finished');
    const parsed = parseAnalysis(analysed.body.analysis);
    expect(parsed.ok).toBe(true);
    expect(analysed.body.score).toBe(analysed.body.analysis.score);
    expect(analysed.body.score).toBeGreaterThanOrEqual(70);

    const again = await callApi('/analyze-chat', { body: { chatSessionId: code } });
    expect(again.body.analysis).toEqual(analysed.body.analysis);

    const reopened = await callApi(`/chat/${code}`);
    expect(reopened.body).toMatchObject({ status: 'Finished', hasAnalysis: true, analysis: analysed.body.analysis });
    const afterAnalysis = await storedSession('interviews', code);
    expect(afterAnalysis).toMatchObject({
      score: analysed.body.score,
      overall: analysed.body.analysis.evaluationSummary,
    });

    const feedback = await callApi('/submit-feedback', { body: { chatSessionId: code, feedback: 'Si' } });
    expect(feedback).toEqual({ status: 201, body: { ok: true } });
    expect((await storedSession('interviews', code)).feedback).toBe('Si');
  });

  it('gives a weak interview a lower score than a strong one', async () => {
    const strong = await startPractice();
    const weak = await startPractice();
    await answerAll(strong, STRONG_ANSWERS);
    await answerAll(weak, WEAK_ANSWERS);
    const [a, b] = await Promise.all([
      callApi('/analyze-chat', { body: { chatSessionId: strong } }),
      callApi('/analyze-chat', { body: { chatSessionId: weak } }),
    ]);
    expect(a.body.score - b.body.score).toBeGreaterThan(40);
    expect(a.body.analysis.evaluationSummary).not.toBe(b.body.analysis.evaluationSummary);
  });

  it('can be analysed before the last question; it then concludes', async () => {
    const code = await startPractice();
    await answerAll(code, STRONG_ANSWERS.slice(0, 2));
    const analysed = await callApi('/analyze-chat', { body: { chatSessionId: code } });
    expect(analysed.status).toBe(200);
    expect(analysed.body.analysis.evaluationSummary).toContain('terminó antes');
    expect((await send(code, 'Sigo aquí')).status).toBe(409);
  });

  it('refuses to analyse an interview without answers', async () => {
    const code = await startPractice();
    expect(await callApi('/analyze-chat', { body: { chatSessionId: code } })).toEqual({
      status: 409,
      body: { error: INTERVIEW_ERRORS.nothingToAnalyze },
    });
    expect(ANALYSIS_TEXTS.concluded).toBe('La entrevista ha concluido. ¡Gracias por tu participación!');
  });
});

describe('starting the other practice sessions', () => {
  it('starts a predefined interview by id or by the listed object', async () => {
    const list = await callApi('/predefined-interviews');
    const sales = list.body.find((item: { id: string }) => item.id === 'ventas');
    for (const interview of ['ventas', sales]) {
      const { status, body } = await callApi('/start-predefined-interview', { body: { interview } });
      expect(status).toBe(200);
      expect(body).toEqual({ chatSessionId: expect.any(String), newChatSession: true });
      const stored = await storedSession('interviews', body.chatSessionId);
      expect(stored.context).toEqual({
        kind: 'predefined',
        predefinedId: 'ventas',
        title: 'Ejecutivo de Ventas',
        description: sales.Descripción,
      });
      expect(stored.chatHistory[0]?.text).toContain('Ejecutivo de Ventas');
    }
  });

  it('starts a custom interview from the wizard', async () => {
    const input = {
      jobDescription: 'Puesto: Analista de Datos\nRequisitos: SQL, Python\nHabilidades: Power BI',
      candidateCV: 'Nombre: Lucía Gómez\nExperiencia: 4 años como analista',
      interviewFocus: 'habilidades',
    };
    const { status, body } = await callApi('/generate-code', { body: input });
    expect(status).toBe(200);
    expect(body.newChatSession).toBe(true);
    const stored = await storedSession('interviews', body.chatSessionId);
    expect(stored).toMatchObject({ isPractice: true, status: 'Not Started', context: { kind: 'custom', ...input } });
    expect(stored.chatHistory[0]?.text).toMatch(/^¡Hola, Lucía! Soy Clara.*Analista de Datos/s);
    const reply = await send(
      body.chatSessionId,
      'Soy analista con 4 años de experiencia: en mi empresa automaticé con Python y SQL el informe semanal de ventas y pasó de 6 horas a 15 minutos.',
    );
    expect(reply.body.chatHistory.at(-1).text).toMatch(/Power BI|SQL|Python/);
  });

  it('starts a general practice with a chosen focus', async () => {
    const { body } = await callApi('/generate-practice', { body: { interviewFocus: 'experiencia' } });
    expect((await storedSession('interviews', body.chatSessionId)).context).toEqual({
      kind: 'practice',
      interviewFocus: 'experiencia',
    });
    const plain = await callApi('/generate-practice', { body: {} });
    expect(plain.status).toBe(200);
    expect(Object.keys(plain.body)).toContain('chatSessionId');
  });
});
