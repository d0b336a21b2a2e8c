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
