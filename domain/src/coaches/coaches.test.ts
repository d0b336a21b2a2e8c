import { describe, expect, it } from 'vitest';
import { classifyCoachAddress, withSessionCode } from './address';
import { COACH_CHAT_ROUTES } from './routes';
import {
  coachChatSchema,
  coachHistorySchema,
  COACH_CHATS,
  COACH_TEXTS,
  generateCoachCodeSchema,
  sessionIdField,
} from './coach';
import { isSessionIdFormat } from './model';
import { MENTORS, MENTOR_PRICE_RANGE, UNAVAILABLE_MENTOR_IDS } from './mentors';
import { filterBySearch, matchesSearch, normalizeSearchText } from './search';

const bolivar = {
  name: 'Simón Bolívar',
  title: 'Coach de Carrera y Liderazgo',
  bio: 'El Libertador te acompaña a preparar entrevistas.',
  labels: ['Carrera', 'Perseverancia', 'Historia'],
};
const sorJuana = {
  name: 'Sor Juana Inés de la Cruz',
  title: 'Coach de Comunicación',
  bio: 'La Décima Musa te enseña a escribir con claridad.',
  labels: ['Escritura', 'Premium'],
};

describe('coach search (SPEC §5)', () => {
  it('matches name, title, bio and labels, case-insensitively', () => {
    expect(matchesSearch(bolivar, 'SIMÓN')).toBe(true);
    expect(matchesSearch(bolivar, 'liderazgo')).toBe(true);
    expect(matchesSearch(bolivar, 'libertador')).toBe(true);
    expect(matchesSearch(bolivar, 'perseverancia')).toBe(true);
    expect(matchesSearch(bolivar, 'escritura')).toBe(false);
  });
  it('ignores accents and needs every word somewhere', () => {
    expect(matchesSearch(bolivar, 'bolivar')).toBe(true);
    expect(matchesSearch(sorJuana, 'decima musa')).toBe(true);
    expect(matchesSearch(bolivar, 'coach historia')).toBe(true);
    expect(matchesSearch(bolivar, 'coach escritura')).toBe(false);
  });
  it('an empty or blank query keeps every item', () => {
    expect(filterBySearch([bolivar, sorJuana], '   ')).toHaveLength(2);
    expect(filterBySearch([bolivar, sorJuana], 'premium')).toEqual([sorJuana]);
  });
  it('normalises to lower case without diacritics', () => {
    expect(normalizeSearchText('ÁÉÍÓÚ Ñandú')).toBe('aeiou nandu');
  });
  it('searches the mentors too', () => {
    expect(filterBySearch(MENTORS, 'datos').map((m) => m.id)).toEqual([8]);
    expect(filterBySearch(MENTORS, 'CAMBIO DE CARRERA').map((m) => m.id)).toEqual([4, 10]);
  });
});

describe('coach address rule (SPEC §5)', () => {
  it('accepts a path starting with /', () => {
    expect(classifyCoachAddress('/coachbolivar')).toEqual({ kind: 'path', path: '/coachbolivar' });
    expect(classifyCoachAddress('  /coachmarket ')).toEqual({ kind: 'path', path: '/coachmarket' });
  });
  it('accepts http and https URLs', () => {
    expect(classifyCoachAddress('https://example.com/coach')).toEqual({
      kind: 'url',
      url: 'https://example.com/coach',
    });
    expect(classifyCoachAddress('HTTP://example.com')).toEqual({ kind: 'url', url: 'http://example.com/' });
  });
  it('an empty address does nothing', () => {
    expect(classifyCoachAddress('')).toEqual({ kind: 'none' });
    expect(classifyCoachAddress('   ')).toEqual({ kind: 'none' });
    expect(classifyCoachAddress(undefined)).toEqual({ kind: 'none' });
  });
  it('anything else is invalid', () => {
    for (const bad of [
      'coachbolivar',
      'javascript:alert(1)',
      'ftp://example.com',
      '//evil.example',
      'mailto:a@b.c',
      'https://',
    ]) {
      expect(classifyCoachAddress(bad).kind, bad).toBe('invalid');
    }
  });
  it('adds the session code as a query parameter', () => {
    expect(withSessionCode('/coachbolivar', '')).toBe('/coachbolivar');
    expect(withSessionCode('/coachbolivar', 'abc-123')).toBe('/coachbolivar?code=abc-123');
    expect(withSessionCode('https://x.test/a?b=1#top', 'a b')).toBe('https://x.test/a?b=1&code=a%20b#top');
  });
});

describe('coach chat table and schemas', () => {
  it('has the two API routes SPEC names after each coach of the table', () => {
    for (const { coachName } of COACH_CHATS) {
      expect(COACH_CHAT_ROUTES[coachName].history.path).toBe(`/api/chatHistory${coachName}`);
      expect(COACH_CHAT_ROUTES[coachName].chat.path).toBe(`/api/chat${coachName}`);
    }
    expect(COACH_CHATS.map((c) => c.path)).toContain('/coachmarket');
  });
  it('validates the bodies with clear Spanish messages', () => {
    expect(generateCoachCodeSchema.safeParse({ coach: 'simon-bolivar' }).success).toBe(true);
    expect(generateCoachCodeSchema.safeParse({}).error?.issues[0]?.message).toBe('El campo «coach» es obligatorio.');
    expect(
      coachHistorySchema.safeParse({ coach: 'simon-bolivar', chatSessionId: 'x/../y' }).error?.issues[0]?.message,
    ).toBe(COACH_TEXTS.sessionIdInvalid);
    const longMessage = 'a'.repeat(4001);
    expect(
      coachChatSchema.safeParse({ coach: 'simon-bolivar', chatSessionId: '12345678-aaaa', message: longMessage })
        .success,
    ).toBe(false);
    expect(
      coachChatSchema.safeParse({ coach: 'simon-bolivar', chatSessionId: '12345678-aaaa', message: '   ' }).success,
    ).toBe(false);
  });
  it('checks a session code without zod exactly as the schema does', () => {
    for (const code of [
      '12345678-aaaa',
      ' 12345678-aaaa ',
      'b5f1c2d3-0000-4a4a-9b9b-123456789abc',
      'x/../y',
      'short',
      'a'.repeat(64),
      'a'.repeat(65),
      '',
    ]) {
      expect(isSessionIdFormat(code), code).toBe(sessionIdField.safeParse(code).success);
    }
  });
});

describe('mentors (SPEC §9, DECISIONS)', () => {
  it('are ten, ids 3, 5 and 9 unavailable, priced $120–$300', () => {
    expect(MENTORS).toHaveLength(10);
    expect(MENTORS.filter((m) => !m.available).map((m) => m.id)).toEqual([...UNAVAILABLE_MENTOR_IDS]);
    expect(MENTORS.filter((m) => m.available)).toHaveLength(7);
    const prices = MENTORS.map((m) => m.price);
    expect(Math.min(...prices)).toBe(MENTOR_PRICE_RANGE.min);
    expect(Math.max(...prices)).toBe(MENTOR_PRICE_RANGE.max);
  });
});
