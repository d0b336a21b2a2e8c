import { describe, expect, it } from 'vitest';
import { DISABLE_CHAT_MARKER, type ChatMessage } from '@clara/domain/chat/messages';
import { interviewLink, shouldCheckCode } from './code';
import { canSend, displayText, endsInterview, hasAnalysisValue, isChatClosed } from './messages';
import { candidateStepComplete, composeCandidateCV, composeJobDescription, jobStepComplete } from './customInterview';

const msg = (type: 'user' | 'system', text: string): ChatMessage => ({ type, text, timestamp: 1 });

describe('interview code', () => {
  it('is checked only at exactly 36 characters', () => {
    expect(shouldCheckCode('a'.repeat(35))).toBe(false);
    expect(shouldCheckCode('a'.repeat(36))).toBe(true);
    expect(shouldCheckCode(` ${'a'.repeat(36)} `)).toBe(true);
    expect(shouldCheckCode('a'.repeat(37))).toBe(false);
  });

  it('builds the share link from the session id', () => {
    expect(interviewLink('https://clara.app/', 'abc')).toBe('https://clara.app/clara?code=abc');
  });
});

describe('chat messages', () => {
  it('never displays the marker', () => {
    expect(displayText(msg('system', `Gracias por tu tiempo. ${DISABLE_CHAT_MARKER}`))).toBe('Gracias por tu tiempo.');
  });

  it('closes on status Finished or the marker in the last system message', () => {
    expect(isChatClosed([msg('system', 'Hola')], 'In progress')).toBe(false);
    expect(isChatClosed([msg('system', 'Hola')], 'Finished')).toBe(true);
    expect(isChatClosed([msg('system', `Adiós ${DISABLE_CHAT_MARKER}`), msg('user', 'ok')], 'In progress')).toBe(true);
    expect(endsInterview([msg('user', 'x'), msg('system', `Fin ${DISABLE_CHAT_MARKER}`)])).toBe(true);
    expect(endsInterview([msg('system', 'Siguiente pregunta')])).toBe(false);
  });

  it('does not send blank text or while loading', () => {
    expect(canSend('  \n ', false)).toBe(false);
    expect(canSend('Hola', true)).toBe(false);
    expect(canSend('Hola', false)).toBe(true);
  });

  it('tells when an analysis is present', () => {
    expect(hasAnalysisValue(null)).toBe(false);
    expect(hasAnalysisValue('')).toBe(false);
    expect(hasAnalysisValue('{"score":1}')).toBe(true);
    expect(hasAnalysisValue({ score: 1 })).toBe(true);
  });
});

describe('custom interview input', () => {
  it('composes the job description and the CV, skipping blank fields', () => {
    expect(
      composeJobDescription({
        jobTitle: 'Diseñador UX',
        requirements: '3 años',
        skills: ' ',
        responsibilities: 'Prototipos',
      }),
    ).toBe('Puesto: Diseñador UX\nRequisitos: 3 años\nResponsabilidades: Prototipos');
    expect(composeCandidateCV({ name: 'Ana', education: 'Diseño', experience: '' })).toBe(
      'Nombre: Ana\nFormación: Diseño',
    );
  });

  it('needs a job title and a candidate name', () => {
    expect(jobStepComplete({ jobTitle: ' ', requirements: '', skills: '', responsibilities: '' })).toBe(false);
    expect(candidateStepComplete({ name: 'Ana', education: '', experience: '' })).toBe(true);
  });
});
