import { describe, expect, it } from 'vitest';
import { icsAttachment, invitationIcs } from './ics';

const input = {
  bookingId: 'b1',
  sequence: 2,
  startAt: Date.parse('2026-12-01T15:00:00Z') / 1000,
  durationMinutes: 45,
  title: 'Entrevista: Analista de datos (Talento Andino S.A.)',
  description: 'Entrevista con Lucía Pérez',
  location: 'https://meet.example/abc',
  url: 'https://meet.example/abc',
  organizer: { name: 'Talento Andino S.A.', email: 'no-reply@clara.test' },
  attendees: [
    { name: 'Lucía Pérez', email: 'lucia@example.com' },
    { name: 'demo@clara.test', email: 'demo@clara.test' },
  ],
};
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('interview invitation (.ics)', () => {
  it('holds the event in UTC with its length, place, people and a stable UID', () => {
    const ics = unfold(invitationIcs(input));
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('UID:b1@clara');
    expect(ics).toContain('SEQUENCE:2');
    expect(ics).toMatch(/DTSTART:20261201T150000Z/);
    expect(ics).toContain('DURATION:PT45M');
    expect(ics).toContain('LOCATION:https://meet.example/abc');
    expect(ics).toContain('SUMMARY:Entrevista: Analista de datos (Talento Andino S.A.)');
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(ics).toMatch(/ATTENDEE;[^\r\n]*mailto:lucia@example\.com/);
    expect(ics).toMatch(/ATTENDEE;[^\r\n]*mailto:demo@clara\.test/);
    expect(ics).toMatch(/ORGANIZER;[^\r\n]*mailto:no-reply@clara\.test/i);
  });

  it('a cancellation carries the same UID and says CANCEL', () => {
    const attachment = icsAttachment({ ...input, sequence: 3, cancelled: true });
    expect(attachment.filename).toBe('entrevista-cancelada.ics');
    expect(attachment.contentType).toContain('method=CANCEL');
    const ics = unfold(attachment.content);
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('UID:b1@clara');
  });
});
