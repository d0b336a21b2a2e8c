/**
 * What an application stores so a vacancy's candidates can be read a page at a time in SPEC's order and
 * searched by prefix with one indexed query: its status rank and the lower-cased prefixes of its name and email.
 */
import { CANDIDATE_SORT_ORDER, type ApplicationStatus } from '../../hiring/status';
import { CANDIDATE_SEARCH_MAX } from './model';

/** The status's place in SPEC's candidate order (Seleccionado 0 … Descartado 6). */
export function candidateStatusRank(status: ApplicationStatus): number {
  const index = CANDIDATE_SORT_ORDER.indexOf(status);
  return index === -1 ? CANDIDATE_SORT_ORDER.length : index;
}

/** Lower case, without accents, inner spaces collapsed, cut to CANDIDATE_SEARCH_MAX: "  José  Pérez" → "jose perez". */
export function normalizeCandidateSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, CANDIDATE_SEARCH_MAX);
}

function prefixesOf(text: string): string[] {
  const prefixes: string[] = [];
  for (let length = 1; length <= text.length; length += 1) prefixes.push(text.slice(0, length));
  return prefixes;
}

/**
 * Every search text that finds this candidate: the prefixes of the full name, of each word of the name and of
 * the email, normalised like the search itself.
 */
export function candidateSearchPrefixes(name: string, email: string): string[] {
  const fullName = normalizeCandidateSearch(name);
  const texts = [fullName, ...fullName.split(' '), normalizeCandidateSearch(email)].filter(Boolean);
  return [...new Set(texts.flatMap(prefixesOf))];
}
