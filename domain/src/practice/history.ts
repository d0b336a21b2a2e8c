/**
 * "Mi práctica": the practice interviews remembered on this device (DECISIONS: practice history lives on the
 * candidate's device; the server learns nothing new). Stored in local storage under one key as
 * `{ v: 1, entries: PracticeEntry[] }`. Parsing never throws: a corrupt or foreign value reads as no entries,
 * a malformed entry is skipped.
 */
import type { InterviewLabel } from '../interview/session';

export const PRACTICE_HISTORY_KEY = 'clara.practiceHistory';
export const PRACTICE_HISTORY_VERSION = 1;
/** The most entries kept (the oldest are dropped first). */
export const PRACTICE_HISTORY_MAX = 50;

const CODE = /^[A-Za-z0-9-]{36}$/;
const LABEL_KINDS: readonly InterviewLabel['kind'][] = ['practice', 'predefined', 'custom'];

/** One remembered practice: its code (the key to it) and what lists it when the interview is gone. */
export interface PracticeEntry {
  code: string;
  /** Epoch milliseconds of when this device remembered it. */
  savedAt: number;
  label?: InterviewLabel;
  /** Epoch seconds: the interview's date (first answer, else creation). */
  date?: number;
  score?: number;
  /** Epoch seconds after which the interview is erased; null never. */
  expiresAt?: number | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function labelOf(value: unknown): InterviewLabel | undefined {
  if (
    !isRecord(value) ||
    typeof value.title !== 'string' ||
    !LABEL_KINDS.includes(value.kind as InterviewLabel['kind'])
  )
    return undefined;
  return { kind: value.kind as InterviewLabel['kind'], title: value.title.slice(0, 200) };
}

/** What an entry keeps of the practice itself (its label, date, score and expiry), as the device remembers it. */
export type PracticeEntryFields = Omit<PracticeEntry, 'code' | 'savedAt'>;

/**
 * What «Mi práctica» reads of a practice's `interviews/{code}` (the browser's own read; zod is not in that page's
 * chunk): each field checked, a field of another type read as missing; the analysis kept as stored, for its reader
 * (`readStoredAnalysis`, or the schema for another shape).
 */
export interface PracticeDocument {
  label?: InterviewLabel;
  interviewDate?: number;
  createdAt?: number;
  score?: number;
  analysis?: unknown;
  expiresAt?: number | null;
  /** Epoch milliseconds of the session's first message (Clara's greeting, written at its creation). */
  startedMs?: number;
}

/** A practice's stored document as «Mi práctica» reads it; never throws. */
export function practiceDocumentOf(value: unknown): PracticeDocument {
  if (!isRecord(value)) return {};
  const read: PracticeDocument = {};
  const label = labelOf(value.label);
  if (label) read.label = label;
  if (finite(value.interviewDate)) read.interviewDate = value.interviewDate;
  if (finite(value.createdAt)) read.createdAt = value.createdAt;
  if (finite(value.score)) read.score = value.score;
  if (value.analysis !== undefined && value.analysis !== null) read.analysis = value.analysis;
  if (value.expiresAt === null || finite(value.expiresAt)) read.expiresAt = value.expiresAt;
  const first: unknown = Array.isArray(value.chatHistory) ? value.chatHistory[0] : undefined;
  if (isRecord(first) && finite(first.timestamp)) read.startedMs = first.timestamp;
  return read;
}

/** The entry's fields of a practice's stored document (read by code, or answered by GET /api/chat/{code}). */
export function practiceEntryFields(doc: {
  label?: InterviewLabel | null;
  interviewDate?: number | null;
  createdAt?: number | null;
  score?: number | null;
  analysis?: unknown;
  expiresAt?: number | null;
}): PracticeEntryFields {
  const fields: PracticeEntryFields = {};
  if (doc.label) fields.label = doc.label;
  const date = doc.interviewDate ?? doc.createdAt;
  if (typeof date === 'number') fields.date = date;
  const analysed = isRecord(doc.analysis) ? doc.analysis : undefined;
  const score = analysed ? (doc.score ?? analysed.score) : undefined;
  if (typeof score === 'number') fields.score = score;
  if (doc.expiresAt !== undefined) fields.expiresAt = doc.expiresAt;
  return fields;
}

/** One stored entry, or null when it is not one. */
export function entryOf(value: unknown): PracticeEntry | null {
  if (!isRecord(value) || typeof value.code !== 'string' || !CODE.test(value.code)) return null;
  const entry: PracticeEntry = { code: value.code, savedAt: finite(value.savedAt) ? value.savedAt : 0 };
  const label = labelOf(value.label);
  if (label) entry.label = label;
  if (finite(value.date)) entry.date = value.date;
  if (finite(value.score)) entry.score = value.score;
  if (value.expiresAt === null || finite(value.expiresAt)) entry.expiresAt = value.expiresAt as number | null;
  return entry;
}

/** The entries of a stored value (newest first, one per code); [] for anything unreadable. */
export function parsePracticeHistory(raw: string | null | undefined): PracticeEntry[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!isRecord(value) || !Array.isArray(value.entries)) return [];
  const seen = new Set<string>();
  const entries: PracticeEntry[] = [];
  for (const item of value.entries) {
    const entry = entryOf(item);
    if (!entry || seen.has(entry.code)) continue;
    seen.add(entry.code);
    entries.push(entry);
  }
  return sortEntries(entries).slice(0, PRACTICE_HISTORY_MAX);
}

export function serializePracticeHistory(entries: readonly PracticeEntry[]): string {
  return JSON.stringify({ v: PRACTICE_HISTORY_VERSION, entries });
}

const sortEntries = (entries: PracticeEntry[]) => entries.sort((a, b) => b.savedAt - a.savedAt);

/** Adds or refreshes an entry: known fields are updated, the first `savedAt` is kept. */
export function withEntry(entries: readonly PracticeEntry[], update: PracticeEntry): PracticeEntry[] {
  const current = entries.find((entry) => entry.code === update.code);
  const merged: PracticeEntry = current ? { ...current, ...definedOf(update), savedAt: current.savedAt } : update;
  return sortEntries([merged, ...entries.filter((entry) => entry.code !== update.code)]).slice(0, PRACTICE_HISTORY_MAX);
}

export function withoutEntry(entries: readonly PracticeEntry[], code: string): PracticeEntry[] {
  return entries.filter((entry) => entry.code !== code);
}

function definedOf(entry: PracticeEntry): Partial<PracticeEntry> {
  return Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== undefined)) as Partial<PracticeEntry>;
}
