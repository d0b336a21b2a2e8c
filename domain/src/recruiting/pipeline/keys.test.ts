import { describe, expect, it } from 'vitest';
import { candidateSearchPrefixes, candidateStatusRank, normalizeCandidateSearch } from './keys';
import { CANDIDATE_SEARCH_MAX } from './model';

describe('candidate search keys', () => {
  it('ranks statuses in SPEC order', () => {
    expect(candidateStatusRank('Seleccionado')).toBe(0);
    expect(candidateStatusRank('Nueva')).toBe(5);
    expect(candidateStatusRank('Descartado')).toBe(6);
  });

  it('normalises case, accents and spaces, and cuts long text', () => {
    expect(normalizeCandidateSearch('  José   PÉREZ ')).toBe('jose perez');
    expect(normalizeCandidateSearch('a'.repeat(60))).toHaveLength(CANDIDATE_SEARCH_MAX);
  });

  it('finds a candidate by a prefix of the full name, of any name word or of the email', () => {
    const prefixes = candidateSearchPrefixes('María José Núñez', 'MJ.Nunez@Correo.test');
    for (const search of ['m', 'maria j', 'maria jose nunez', 'jos', 'nun', 'mj.nunez@c', 'mj.nunez@correo.test'])
      expect(prefixes).toContain(search);
    expect(prefixes).not.toContain('correo');
    expect(prefixes).not.toContain('ose');
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});
