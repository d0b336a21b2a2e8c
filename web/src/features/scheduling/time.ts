/** Times in the viewer's own zone (the browser's), from the UTC epoch seconds the server stores. */
import { formatInZone, localTimeZone } from '@clara/domain/scheduling/zones';

export const viewerZone = (): string => localTimeZone();
export const showTime = (seconds: number): string => formatInZone(seconds, viewerZone());

/** A `datetime-local` value (the browser's local time) as epoch seconds; null when empty or invalid. */
export function fromLocalInput(value: string): number | null {
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) && value ? Math.floor(ms / 1000) : null;
}
