// Mirror of the browser-facing part of the repository's firestore.rules for the REST front.
// KEEP IN STEP with firestore.rules: this table is the whole allow-list; everything else is refused.
// Conditions are mirrored by hand as `when` (the rules language is not interpreted here).
//
// Who bypasses it: firebase/firestore/lite (4.x) sends no Authorization header by default, also
// after connectFirestoreEmulator(); it sends `Authorization: Bearer <Firebase ID token>` when a
// user is signed in, and `Bearer owner` only when the app passes `{ mockUserToken: 'owner' }`.
// So, like the official emulator, `Authorization: Bearer owner` means admin and skips the mirror.
// Every other request (anonymous or signed in with an ID token) gets the browser allow-list.

export type BrowserAccess = 'get' | 'list';

export interface BrowserRule {
  /** Document path pattern relative to `/databases/{db}/documents`; `{name}` matches one segment. */
  path: string;
  allow: readonly BrowserAccess[];
  /** Extra condition on the path's `{names}`; for `list` the last one (the document id) is absent. */
  when?: (params: Record<string, string>) => boolean;
}

// `code.size() == 36`: an interview is reachable only by its full 36-character code.
const fullCode = ({ code = '' }: Record<string, string>) => [...code].length === 36;

// interview_private/{code} (COMMON decision 1), outbox/{id}, candidate_links/{hash} and practice_shares/{id}
// (issue 12), audit_log/{id} (issue 20), interview_bookings/{id} and interview_availability/{uid} (issue 23),
// self_identification/{applicationId}, fairness_counts/{id} and fairness_settings/{companyId} (issue 33;
// firestore.rules denies them explicitly) are absent on purpose: nothing
// not listed is readable, and the REST front refuses every write.
export const BROWSER_RULES: readonly BrowserRule[] = [
  { path: 'interviews/{code}', allow: ['get'], when: fullCode },
  { path: 'company_interviews/{code}', allow: ['get'], when: fullCode },
  { path: 'media/{mediaId}', allow: ['get'] },
  { path: 'media/{mediaId}/chunks/{chunkId}', allow: ['get', 'list'] },
];

export const ADMIN_AUTHORIZATION = 'Bearer owner';

export const isAdminRequest = (authorization: string | undefined): boolean =>
  (authorization ?? '').trim().replace(/^bearer\s+/i, 'Bearer ') === ADMIN_AUTHORIZATION;

/** The pattern's `{name}` -> segment bindings, or null when the path does not match. */
function bind(pattern: string[], path: string[]): Record<string, string> | null {
  if (pattern.length !== path.length) return null;
  const params: Record<string, string> = {};
  for (const [i, p] of pattern.entries()) {
    const name = /^\{(\w+)\}$/.exec(p)?.[1];
    if (name && path[i]) params[name] = path[i]!;
    else if (p !== path[i]) return null;
  }
  return params;
}

function allowed(
  rules: readonly BrowserRule[],
  access: BrowserAccess,
  path: string,
  pattern: (r: BrowserRule) => string[],
) {
  return rules.some((r) => {
    const params = r.allow.includes(access) ? bind(pattern(r), path.split('/')) : null;
    return params !== null && (r.when?.(params) ?? true);
  });
}

/** May the browser `get` the document at this path (relative to the database's documents root)? */
export const browserMayGet = (documentPath: string, rules: readonly BrowserRule[] = BROWSER_RULES): boolean =>
  allowed(rules, 'get', documentPath, (r) => r.path.split('/'));

/** May the browser list/query the documents of this collection path? */
export const browserMayList = (collectionPath: string, rules: readonly BrowserRule[] = BROWSER_RULES): boolean =>
  allowed(rules, 'list', collectionPath, (r) => r.path.split('/').slice(0, -1));
