import { describe, expect, it } from 'vitest';
import { availableSlots, isSlotAvailable, slotsFromAvailability } from './slots';
import { localDate, zonedToUtc, zoneOffsetMinutes } from './zones';

const at = (iso: string) => Date.parse(iso) / 1000;
const NOW = at('2026-11-30T08:00:00Z'); // a Monday

describe('availableSlots', () => {
  it('drops starts taken by another interview of the same member, overlapping at either end', () => {
    const busy = [{ start: at('2026-12-01T15:00:00Z'), end: at('2026-12-01T16:00:00Z') }];
    const starts = [
      at('2026-12-01T14:00:00Z'), // ends as the busy one starts: offered
      at('2026-12-01T14:30:00Z'), // runs into it
      at('2026-12-01T15:30:00Z'), // inside it
      at('2026-12-01T16:00:00Z'), // starts as it ends: offered
    ];
    expect(availableSlots(starts, 60, busy, NOW)).toEqual([at('2026-12-01T14:00:00Z'), at('2026-12-01T16:00:00Z')]);
  });

  it('drops starts in the past or within the minimum notice, and sorts without repeats', () => {
    const starts = [at('2026-12-02T10:00:00Z'), NOW - 60, NOW + 30 * 60, at('2026-12-02T10:00:00Z'), NOW + 2 * 3600];
    expect(availableSlots(starts, 30, [], NOW)).toEqual([NOW + 2 * 3600, at('2026-12-02T10:00:00Z')]);
  });

  it('checks one start at pick time', () => {
    const busy = [{ start: NOW + 3 * 3600, end: NOW + 4 * 3600 }];
    expect(isSlotAvailable(NOW + 2 * 3600, 60, busy, NOW)).toBe(true);
    expect(isSlotAvailable(NOW + 2 * 3600, 90, busy, NOW)).toBe(false);
  });
});

describe('slotsFromAvailability', () => {
  const lima = { timeZone: 'America/Lima', weekdays: [2, 4], from: '09:00', to: '11:00' };

  it('gives the member’s hours on their weekdays this week, in their zone, stored in UTC', () => {
    const slots = slotsFromAvailability(lima, 60, [], NOW);
    // Tuesday 1 and Thursday 3 December, 09:00 and 10:00 in Lima (UTC-5).
    expect(slots).toEqual([
      at('2026-12-01T14:00:00Z'),
      at('2026-12-01T15:00:00Z'),
      at('2026-12-03T14:00:00Z'),
      at('2026-12-03T15:00:00Z'),
    ]);
  });

  it('leaves out the hours already taken by another interview of the member', () => {
    const busy = [{ start: at('2026-12-01T14:30:00Z'), end: at('2026-12-01T15:30:00Z') }];
    expect(slotsFromAvailability(lima, 60, busy, NOW)).toEqual([
      at('2026-12-03T14:00:00Z'),
      at('2026-12-03T15:00:00Z'),
    ]);
  });

  it('answers nothing for hours that do not make sense', () => {
    expect(slotsFromAvailability({ ...lima, from: '11:00', to: '09:00' }, 30, [], NOW)).toEqual([]);
  });
});

describe('zones', () => {
  it('converts a wall-clock time across a daylight-saving change', () => {
    // Madrid: CET (UTC+1) in December, CEST (UTC+2) in July.
    expect(zonedToUtc('Europe/Madrid', 2026, 12, 1, 10, 0)).toBe(at('2026-12-01T09:00:00Z'));
    expect(zonedToUtc('Europe/Madrid', 2026, 7, 1, 10, 0)).toBe(at('2026-07-01T08:00:00Z'));
    // 02:30 does not exist on 29 March 2026 in Madrid (02:00 → 03:00): it moves forward, to 03:30 CEST.
    expect(zonedToUtc('Europe/Madrid', 2026, 3, 29, 2, 30)).toBe(at('2026-03-29T01:30:00Z'));
    expect(zoneOffsetMinutes('America/Lima', at('2026-12-01T12:00:00Z'))).toBe(-300);
    expect(zoneOffsetMinutes('Europe/Madrid', at('2026-07-01T12:00:00Z'))).toBe(120);
  });
  it('names the local date and weekday of an instant', () => {
    // 02:00 UTC on Tuesday is still Monday evening in Lima.
    expect(localDate('America/Lima', at('2026-12-01T02:00:00Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 30,
      weekday: 1,
    });
  });
});
