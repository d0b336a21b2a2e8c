/** The shape of a calibration case and the score bands it must land in (`npm run eval`). */
import type { IntegritySignalKind } from '@clara/domain';
import type { RoleName } from './contexts';

/** `gamed`: an adversarial case, whatever its content would otherwise be worth. */
export type Band = 'strong' | 'average' | 'weak' | 'gamed';

export const BAND_RANGES: Record<Band, [number, number]> = {
  strong: [80, 100],
  average: [45, 70],
  weak: [0, 25],
  gamed: [0, 35],
};

/** Held-out strong transcripts need only clear 75: they were written apart from the tuning. */
export const HELD_OUT_STRONG_MIN = 75;

/** How one main answer was written: milliseconds from the first key to sending, and the characters of each paste. */
export interface CaseTyping {
  typingMs: number;
  pastes: number[];
}

export interface CalibrationCase {
  id: string;
  role: RoleName;
  band: Band;
  /** Edge and adversarial cases are checked against their band, not in the per-role order. */
  edge?: string;
  answers: string[];
  /**
   * Written apart from the tuning, reported separately: `blind` never examined while tuning; `examined` written
   * blind but looked at once while tuning (docs/architecture.md says which general fixes followed), so no longer a clean hold-out;
   * `substance` written before the substance fixes of issue 31 without reading the recognisers, then looked at
   * while making them.
   */
  heldOut?: 'blind' | 'examined' | 'substance';
  /** The integrity signal the case must raise; a case without one must raise none (an honest transcript). */
  expectSignal?: IntegritySignalKind;
  /** Keyword lists must also score below every honest average transcript of their role. */
  keywordList?: boolean;
  /** How each main answer was typed (the web app's report); without it the answers carry no input report. */
  typing?: CaseTyping[];
  /** Hollow answers: the highest score allowed (the band's range otherwise). */
  maxScore?: number;
  /** With `maxScore`: a higher score still passes when most answers are flagged. */
  orFlaggedOnMost?: boolean;
  /** Must also score below every honest average transcript of its role. */
  belowHonestAverage?: boolean;
  /** Scored against another case: within 3 points of it, or no higher than it. */
  pair?: { of: string; rule: 'within3' | 'notHigher' };
}

export function rangeOf(item: CalibrationCase): [number, number] {
  const [low, high] = BAND_RANGES[item.band];
  if (item.maxScore !== undefined) return [0, item.maxScore];
  return item.heldOut && item.band === 'strong' ? [HELD_OUT_STRONG_MIN, high] : [low, high];
}
