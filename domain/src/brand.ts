/** The product and interviewer name. A rebrand changes only this file. */
export const PRODUCT = {
  /** Shown to users: "Entrevistar con Clara". */
  name: 'Clara',
  /** Used in routes and API paths: /clara, /api/start-clara-interview. */
  path: 'clara',
} as const;
