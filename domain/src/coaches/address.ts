/**
 * SPEC §5 coach-address rule: a path starting with / or an http(s) URL; anything else is an error that is
 * logged and does nothing; an empty address does nothing.
 */
export type CoachAddressTarget =
  | { kind: 'none' }
  | { kind: 'path'; path: string }
  | { kind: 'url'; url: string }
  | { kind: 'invalid'; address: string };

export function classifyCoachAddress(address: string | null | undefined): CoachAddressTarget {
  const value = (address ?? '').trim();
  if (!value) return { kind: 'none' };
  // "//host" starts with / but leaves the site: not a path.
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'path', path: value };
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') return { kind: 'url', url: url.href };
    } catch {
      // falls through to invalid
    }
  }
  return { kind: 'invalid', address: value };
}

/** Appends `code` as the `code` query parameter of a path or URL target. */
export function withSessionCode(target: string, code: string): string {
  if (!code) return target;
  const [base = '', hash = ''] = target.split('#');
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}code=${encodeURIComponent(code)}${hash ? `#${hash}` : ''}`;
}
