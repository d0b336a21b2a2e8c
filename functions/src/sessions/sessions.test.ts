import { describe, expect, it } from 'vitest';
import { INTERVIEWER_ID } from '@clara/domain';
import { FRONTEND_COMPANY } from '../interview/testing/fixtures';
import { newSessionDocument, redactContactDetails } from './sessions';

describe('new session documents', () => {
  it('open with Clara greeting and hold the shared fields', () => {
    const document = newSessionDocument(
      {
        isPractice: false,
        context: FRONTEND_COMPANY,
        companyId: 'c',
        vacancyId: 'v',
        applicationId: 'a',
        candidateId: 'k',
      },
      1_800_000_000_000,
    );
    expect(document).toMatchObject({
      status: 'Not Started',
      isPractice: false,
      createdAt: 1_800_000_000,
      interviewDate: null,
      interviewerId: INTERVIEWER_ID,
      analysis: null,
      score: null,
      overall: null,
      transcription: '',
      feedback: null,
      companyId: 'c',
      vacancyId: 'v',
      applicationId: 'a',
      candidateId: 'k',
    });
    expect(document.chatHistory).toEqual([
      { text: expect.stringMatching(/^¡Hola, Marta! Soy Clara/), type: 'system', timestamp: 1_800_000_000_000 },
    ]);
    const practice = newSessionDocument({ isPractice: true, context: { kind: 'practice' } });
    expect(practice).not.toHaveProperty('companyId');
  });

  it('keeps email addresses and phone numbers out of the stored CV', () => {
    const cv =
      'Ana Pérez — ana.perez@example.com — +51 987 654 321\nTel: (01) 555-1234\nExperiencia 2020-2023: 3.000 usuarios, 15 proyectos.';
    expect(redactContactDetails(cv)).toBe(
      'Ana Pérez — [correo omitido] — [teléfono omitido]\nTel: [teléfono omitido]\nExperiencia 2020-2023: 3.000 usuarios, 15 proyectos.',
    );
    const document = newSessionDocument({ isPractice: false, context: { ...FRONTEND_COMPANY, candidateCV: cv } });
    expect(JSON.stringify(document)).not.toMatch(/example\.com|987 654/);
  });
});
