import { describe, expect, it } from 'vitest';
import { describeZodError } from '../common/api';
import {
  chatMediaBody,
  chatMessageBody,
  checkSessionQuery,
  generateCodeBody,
  generatePracticeBody,
  startPredefinedBody,
  submitFeedbackBody,
} from './api';
import { INTERVIEW_ERRORS } from './texts';

const code = 'c0a80101-0000-4000-8000-000000000001';
const firstError = (result: { success: boolean; error?: unknown }) =>
  result.success ? null : describeZodError(result.error as Parameters<typeof describeZodError>[0]).error;

describe('interview API schemas', () => {
  it('requires a 36-character code of letters, digits and hyphens', () => {
    expect(checkSessionQuery.safeParse({ chatSessionId: code }).success).toBe(true);
    expect(firstError(checkSessionQuery.safeParse({}))).toBe(INTERVIEW_ERRORS.codeRequired);
    expect(firstError(checkSessionQuery.safeParse({ chatSessionId: 'abc' }))).toBe(INTERVIEW_ERRORS.invalidCode);
    expect(firstError(checkSessionQuery.safeParse({ chatSessionId: `${code.slice(0, 35)}/` }))).toBe(
      INTERVIEW_ERRORS.invalidCode,
    );
  });

  it('bounds chat messages and refuses blank ones', () => {
    expect(
      chatMessageBody.safeParse({ message: ' Hola ', chatSessionId: code, status: 'In progress' }).data?.message,
    ).toBe('Hola');
    expect(firstError(chatMessageBody.safeParse({ message: '   ', chatSessionId: code }))).toBe(
      'El campo «mensaje» es obligatorio.',
    );
    expect(firstError(chatMessageBody.safeParse({ message: 'x'.repeat(4001), chatSessionId: code }))).toMatch(/4000/);
  });

  it("checks media: base64 marker and payload ('Formato de datos inválido'), audio or video, a MIME type, a duration", () => {
    const ok = chatMediaBody.safeParse({
      mediaData: 'data:audio/webm;base64,GkXf',
      mediaType: 'audio',
      chatSessionId: code,
      duration: null,
    });
    expect(ok.success && ok.data.duration).toBe(0);
    expect(firstError(chatMediaBody.safeParse({ mediaData: 'GkXf', mediaType: 'audio', chatSessionId: code }))).toBe(
      'Formato de datos inválido',
    );
    expect(
      firstError(
        chatMediaBody.safeParse({ mediaData: 'data:audio/webm;base64,', mediaType: 'audio', chatSessionId: code }),
      ),
    ).toBe('Formato de datos inválido');
    expect(
      firstError(
        chatMediaBody.safeParse({ mediaData: 'data:image/png;base64,AAAA', mediaType: 'image', chatSessionId: code }),
      ),
    ).toBe(INTERVIEW_ERRORS.invalidMediaType);
    expect(
      firstError(
        chatMediaBody.safeParse({
          mediaData: 'data:x;base64,AAAA',
          mediaType: 'audio',
          mimeType: 'image/png',
          chatSessionId: code,
        }),
      ),
    ).toBe(INTERVIEW_ERRORS.invalidMimeType);
    expect(
      firstError(
        chatMediaBody.safeParse({
          mediaData: 'data:x;base64,AAAA',
          mediaType: 'audio',
          duration: -1,
          chatSessionId: code,
        }),
      ),
    ).toBe(INTERVIEW_ERRORS.invalidDuration);
  });

  it('takes the predefined interview as an id or as the listed object', () => {
    expect(startPredefinedBody.parse({ interview: 'ventas' }).interview).toBe('ventas');
    expect(
      startPredefinedBody.parse({ interview: { id: 'ventas', Entrevista: 'Ejecutivo de Ventas' } }).interview,
    ).toBe('ventas');
    expect(firstError(startPredefinedBody.safeParse({}))).toBe(INTERVIEW_ERRORS.predefinedRequired);
  });

  it('validates the custom interview, the practice focus and the feedback', () => {
    expect(
      generateCodeBody.parse({ jobDescription: 'Puesto: Analista', interviewFocus: 'experiencia' }).candidateCV,
    ).toBe('');
    expect(firstError(generateCodeBody.safeParse({ jobDescription: 'x', interviewFocus: 'otro' }))).toMatch(
      /habilidades, experiencia, balanceada/,
    );
    expect(generatePracticeBody.parse({}).interviewFocus).toBe('practice');
    expect(firstError(generatePracticeBody.safeParse({ interviewFocus: 'libre' }))).toBe(
      INTERVIEW_ERRORS.invalidPracticeFocus,
    );
    expect(submitFeedbackBody.safeParse({ chatSessionId: code, feedback: 'Si' }).success).toBe(true);
    expect(firstError(submitFeedbackBody.safeParse({ chatSessionId: code, feedback: 'Sí' }))).toMatch(/Si, No/);
  });
});
