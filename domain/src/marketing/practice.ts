/** What SPEC §1 promises job seekers about the practice interview; the landing pages and FAQ quote these. */
export const PRACTICE_FACTS = {
  /** Free during the beta; a fee is announced for later. */
  freeDuringBeta: true,
  /** The number of practices is unlimited. */
  unlimitedPractices: true,
  /** An interview takes about 15 to 30 minutes. */
  minMinutes: 15,
  maxMinutes: 30,
} as const;

export const PRACTICE_DURATION_TEXT = `${PRACTICE_FACTS.minMinutes} a ${PRACTICE_FACTS.maxMinutes} minutos`;
