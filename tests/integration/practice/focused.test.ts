import { describe, expect, it } from 'vitest';
import { callApi, adminDb } from '../../support/stack';

describe('POST /api/generate-practice with a competency ("Practica otra vez")', () => {
  it('starts a practice focused on it: its context, its label and the greeting name it', async () => {
    const { status, body } = await callApi('/generate-practice', {
      body: { interviewFocus: 'practice', competency: 'resultados' },
    });
    expect(status).toBe(200);
    const page = await adminDb().doc(`interviews/${body.chatSessionId}`).get();
    expect(page.get('label')).toEqual({ kind: 'practice', title: 'Práctica enfocada · Orientación a resultados' });
    expect(page.get('chatHistory')[0].text).toContain('la competencia «Orientación a resultados»');
    expect((await adminDb().doc(`interview_private/${body.chatSessionId}`).get()).get('context')).toEqual({
      kind: 'practice',
      competency: 'resultados',
    });
  });

  it('refuses a competency the rubric does not have, in Spanish', async () => {
    const { status, body } = await callApi('/generate-practice', {
      body: { interviewFocus: 'practice', competency: 'carisma' },
    });
    expect(status).toBe(400);
    expect(body.error).toContain('La competencia indicada no existe en la rúbrica.');
  });
});
