import { describe, expect, it } from 'vitest';
import { interviewProposedEmail, interviewScheduledEmail } from './mail';

const base = {
  companyName: 'Talento Andino S.A.',
  vacancyTitle: 'Analista de datos',
  candidateName: 'Lucía',
  durationMinutes: 45,
  locationKind: 'video' as const,
  location: 'https://meet.example/abc',
};
const start = Date.parse('2026-12-01T15:00:00Z') / 1000;

describe('scheduling emails', () => {
  it('write the time in the reader’s zone, name the zone, and give UTC beside it', () => {
    const email = interviewScheduledEmail({
      ...base,
      timeZone: 'America/Lima',
      startAt: start,
      to: 'candidate',
      rescheduled: false,
      manageUrl: 'https://clara.test/agendar#t',
    });
    expect(email.text).toContain('10:00');
    expect(email.text).toContain('America/Lima');
    expect(email.text).toContain('15:00 UTC');
    expect(email.text).toMatch(/martes, 1 de diciembre/);
    expect(email.html).toContain('https://clara.test/agendar#t');
  });

  it("uses the company's template for the candidate's confirmation, with the time, place and link after it", () => {
    const template = { subject: 'Nos vemos, {nombre}', body: 'Hola, {nombre}:\n\nTe esperamos en {empresa}.' };
    const input = { ...base, timeZone: 'America/Lima', startAt: start, rescheduled: false };
    const email = interviewScheduledEmail(
      { ...input, to: 'candidate', manageUrl: 'https://clara.test/agendar#t' },
      template,
    );
    expect(email.subject).toBe('Nos vemos, Lucía');
    expect(email.text).toContain('Te esperamos en Talento Andino S.A.');
    expect(email.text).toContain('10:00');
    expect(email.html).toContain('https://clara.test/agendar#t');
    // The interviewers' email stays Clara's.
    expect(interviewScheduledEmail({ ...input, to: 'interviewer' }, template).subject).toMatch(
      /^Entrevista confirmada/,
    );
  });

  it('the same instant reads differently in another zone', () => {
    const email = interviewScheduledEmail({
      ...base,
      timeZone: 'Europe/Madrid',
      startAt: start,
      to: 'interviewer',
      rescheduled: true,
    });
    expect(email.subject).toMatch(/^Entrevista cambiada/);
    expect(email.text).toContain('16:00');
    expect(email.text).toContain('Europe/Madrid');
    expect(email.text).toContain('Lucía');
  });

  it('the proposal lists every slot and the link', () => {
    const email = interviewProposedEmail({
      ...base,
      timeZone: 'America/Mexico_City',
      slots: [start, start + 86_400],
      pickUrl: 'https://clara.test/agendar#x',
    });
    expect(email.text).toContain('09:00');
    expect(email.text.match(/America\/Mexico_City/g)).toHaveLength(2);
    expect(email.text).toContain('https://clara.test/agendar#x');
  });
});
