/**
 * Time zones: times are stored in UTC epoch seconds and shown in the viewer's zone. The arithmetic (offsets,
 * local dates, wall-clock times to instants across clock changes) is @date-fns/tz's TZDate; the Spanish wording is
 * Intl's. Zod-free, runs in the browser and in the functions.
 */
import { TZDate } from '@date-fns/tz';

/** Whether Intl knows the IANA zone. */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The browser's (or the server's) own zone. */
export const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The zone's offset from UTC at an instant, in minutes (Lima: -300). */
export function zoneOffsetMinutes(zone: string, seconds: number): number {
  return -new TZDate(seconds * 1000, zone).getTimezoneOffset();
}

/** The local calendar date (and weekday, 1 = Monday) of an instant in a zone. */
export function localDate(
  zone: string,
  seconds: number,
): { year: number; month: number; day: number; weekday: number } {
  const date = new TZDate(seconds * 1000, zone);
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    weekday: ((date.getDay() + 6) % 7) + 1,
  };
}

/** The UTC instant (epoch seconds) of a wall-clock time in a zone (a time skipped by a clock change moves forward). */
export function zonedToUtc(
  zone: string,
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
): number {
  return Math.floor(new TZDate(year, month - 1, day, hour, minute, zone).getTime() / 1000);
}

/** 'HH:MM' → minutes since midnight, or null. */
export function parseClock(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** "martes, 1 de diciembre, 10:00" in the zone (Spanish, 24-hour clock). */
export function formatInZone(seconds: number, zone: string): string {
  return new Intl.DateTimeFormat('es', {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(seconds * 1000));
}

/** The zone as a person reads it: its Spanish name and the IANA id ("hora de Perú, America/Lima"). */
export function zoneLabel(zone: string, seconds: number): string {
  const name = new Intl.DateTimeFormat('es', { timeZone: zone, timeZoneName: 'long' })
    .formatToParts(new Date(seconds * 1000))
    .find((part) => part.type === 'timeZoneName')?.value;
  return name && name !== zone ? `${name}, ${zone}` : zone;
}

/** A time with its zone named, for emails: "martes, 1 de diciembre, 10:00 (hora de Perú, America/Lima)". */
export const formatWithZone = (seconds: number, zone: string): string =>
  `${formatInZone(seconds, zone)} (${zoneLabel(zone, seconds)})`;
