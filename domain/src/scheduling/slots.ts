/**
 * Slot availability (issue 23): which proposed starts are still offered, and the starts a member's weekly
 * availability gives over the next days. Pure functions over UTC epoch seconds; unit-tested.
 */
import { AVAILABILITY_DAYS, MAX_PROPOSED_SLOTS, SCHEDULING_MIN_NOTICE_MINUTES, type Availability } from './model';
import { localDate, parseClock, zonedToUtc } from './zones';

/** A time taken by another interview: [start, end) in epoch seconds. */
export interface BusyInterval {
  start: number;
  end: number;
}

export const overlaps = (start: number, end: number, busy: BusyInterval): boolean =>
  start < busy.end && busy.start < end;

/**
 * The starts still offered: far enough ahead (SCHEDULING_MIN_NOTICE_MINUTES) and not overlapping any interview
 * already scheduled for one of the interviewers; sorted, without repeats.
 */
export function availableSlots(
  starts: readonly number[],
  durationMinutes: number,
  busy: readonly BusyInterval[],
  now: number,
): number[] {
  const earliest = now + SCHEDULING_MIN_NOTICE_MINUTES * 60;
  const length = durationMinutes * 60;
  return [...new Set(starts)]
    .filter((start) => start >= earliest && !busy.some((taken) => overlaps(start, start + length, taken)))
    .sort((a, b) => a - b);
}

/** Whether one start is offered (the check made again when the candidate picks it). */
export const isSlotAvailable = (
  start: number,
  durationMinutes: number,
  busy: readonly BusyInterval[],
  now: number,
): boolean => availableSlots([start], durationMinutes, busy, now).length === 1;

/**
 * "The candidate picks from my available times this week": the starts, every `durationMinutes`, inside the
 * member's hours on their weekdays over the next AVAILABILITY_DAYS days (in their zone), then filtered like
 * proposed slots; at most MAX_PROPOSED_SLOTS, earliest first.
 */
export function slotsFromAvailability(
  availability: Availability,
  durationMinutes: number,
  busy: readonly BusyInterval[],
  now: number,
): number[] {
  const from = parseClock(availability.from);
  const to = parseClock(availability.to);
  if (from === null || to === null || to <= from) return [];
  const starts: number[] = [];
  for (let offset = 0; offset <= AVAILABILITY_DAYS; offset += 1) {
    const day = localDate(availability.timeZone, now + offset * 86_400);
    if (!availability.weekdays.includes(day.weekday)) continue;
    for (let minute = from; minute + durationMinutes <= to; minute += durationMinutes)
      starts.push(
        zonedToUtc(availability.timeZone, day.year, day.month, day.day, Math.floor(minute / 60), minute % 60),
      );
  }
  const horizon = now + AVAILABILITY_DAYS * 86_400;
  return availableSlots(
    starts.filter((start) => start <= horizon),
    durationMinutes,
    busy,
    now,
  ).slice(0, MAX_PROPOSED_SLOTS);
}
