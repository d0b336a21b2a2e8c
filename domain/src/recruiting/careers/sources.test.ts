import { describe, expect, it } from 'vitest';
import { CAREERS_ERRORS, DIRECT_SOURCE, sourceFromQuery, sourceLabel, TEAM_SOURCE } from './model';
import { sourceField } from './schemas';

describe('where candidates come from (`?fuente=`)', () => {
  it('takes a short slug from a link, normalised, and nothing else', () => {
    expect(sourceFromQuery(' LinkedIn ')).toBe('linkedin');
    expect(sourceFromQuery('feria-2026')).toBe('feria-2026');
    expect(sourceFromQuery('a b')).toBeNull();
    expect(sourceFromQuery(null)).toBeNull();
  });

  it("does not let a link pass its candidates off as the team's («Añadir a otra vacante»)", () => {
    expect(sourceFromQuery(TEAM_SOURCE)).toBeNull();
    expect(sourceFromQuery('EQUIPO')).toBeNull();
    const refused = sourceField.safeParse(TEAM_SOURCE);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(CAREERS_ERRORS.sourceReserved);
    expect(sourceField.parse('linkedin')).toBe('linkedin');
  });

  it('names the sources for the team: the common ones, direct and team-added; any other as its slug', () => {
    expect(sourceLabel('linkedin')).toBe('LinkedIn');
    expect(sourceLabel(DIRECT_SOURCE)).toBe('Directo');
    expect(sourceLabel(TEAM_SOURCE)).toBe('Añadido por el equipo');
    expect(sourceLabel('feria-2026')).toBe('feria-2026');
  });
});
