import { format } from 'date-fns';

/** Firestore-free time helpers. Dates travel between server and client as epoch seconds. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** SPEC: "Date format everywhere: month/day/year with hour and minute." */
export function formatDateTime(value: number | Date | undefined | null): string {
  if (value === undefined || value === null) return '';
  const date = typeof value === 'number' ? new Date(value * 1000) : value;
  if (Number.isNaN(date.getTime())) return '';
  return format(date, 'MM/dd/yyyy HH:mm');
}

/**
 * The same day and time (UTC) `months` calendar months before `now` (epoch seconds), on the month's last day when
 * it has no such day (31 August less 6 months: 28 or 29 February). Retentions count calendar months with it.
 */
export function calendarMonthsBefore(now: number, months: number): number {
  const date = new Date(now * 1000);
  const target = new Date(date.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}
