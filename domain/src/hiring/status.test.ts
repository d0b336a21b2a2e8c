import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  canRecruiterSetStatus,
  CANDIDATE_SORT_ORDER,
  defaultStatusChoice,
  statusOptions,
  STATUSES_WITH_ANALYSIS,
  suggestedNextStatus,
  vacancyStatusOf,
} from './status';

describe('application statuses (SPEC §3/§4)', () => {
  it('has the seven statuses in order', () => {
    expect(APPLICATION_STATUSES).toEqual([
      'Nueva',
      'Entrevista',
      'Evaluar',
      'Reclutador',
      'Proceso',
      'Seleccionado',
      'Descartado',
    ]);
  });

  it('sorts candidates Seleccionado first and Descartado last', () => {
    expect(CANDIDATE_SORT_ORDER).toEqual([
      'Seleccionado',
      'Proceso',
      'Reclutador',
      'Evaluar',
      'Entrevista',
      'Nueva',
      'Descartado',
    ]);
  });

  it('shows the analysis icon only for Evaluar, Reclutador, Proceso and Descartado', () => {
    expect([...STATUSES_WITH_ANALYSIS].sort()).toEqual(['Descartado', 'Evaluar', 'Proceso', 'Reclutador']);
  });
});

describe('statusOptions', () => {
  it.each([
    ['Nueva', ['Evaluar', 'Reclutador', 'Proceso', 'Seleccionado', 'Descartado']],
    ['Entrevista', ['Evaluar', 'Reclutador', 'Proceso', 'Seleccionado', 'Descartado']],
    ['Evaluar', ['Reclutador', 'Proceso', 'Seleccionado', 'Descartado']],
    ['Reclutador', ['Evaluar', 'Proceso', 'Seleccionado', 'Descartado']],
    ['Proceso', ['Evaluar', 'Reclutador', 'Seleccionado', 'Descartado']],
    ['Seleccionado', ['Evaluar', 'Reclutador', 'Proceso', 'Descartado']],
    ['Descartado', ['Evaluar', 'Reclutador', 'Proceso', 'Seleccionado', 'Descartado']],
  ] as const)('from %s offers %j', (current, expected) => {
    expect(statusOptions(current)).toEqual(expected);
  });

  it('never offers Nueva or Entrevista (those come from assigning and finishing an interview)', () => {
    for (const current of APPLICATION_STATUSES) {
      expect(statusOptions(current)).not.toContain('Nueva');
      expect(statusOptions(current)).not.toContain('Entrevista');
    }
  });

  it('always offers Descartado', () => {
    for (const current of APPLICATION_STATUSES) expect(statusOptions(current)).toContain('Descartado');
  });
});

describe('suggestedNextStatus', () => {
  it.each([
    ['Nueva', 'Entrevista'],
    ['Entrevista', 'Evaluar'],
    ['Evaluar', 'Reclutador'],
    ['Reclutador', 'Proceso'],
    ['Proceso', 'Seleccionado'],
    ['Seleccionado', 'Nueva'],
    ['Descartado', 'Descartado'],
  ] as const)('%s suggests %s', (current, next) => {
    expect(suggestedNextStatus(current)).toBe(next);
  });
});

describe('canRecruiterSetStatus', () => {
  it('accepts the offered moves and refuses the rest', () => {
    expect(canRecruiterSetStatus('Evaluar', 'Reclutador')).toBe(true);
    expect(canRecruiterSetStatus('Evaluar', 'Evaluar')).toBe(false);
    expect(canRecruiterSetStatus('Evaluar', 'Nueva')).toBe(false);
    expect(canRecruiterSetStatus('Nueva', 'Entrevista')).toBe(false);
    expect(canRecruiterSetStatus('Descartado', 'Descartado')).toBe(true);
  });
});

describe('vacancyStatusOf', () => {
  it('keeps the three known statuses and counts anything else as No Activa', () => {
    expect(vacancyStatusOf('Activa')).toBe('Activa');
    expect(vacancyStatusOf('Cerrada')).toBe('Cerrada');
    expect(vacancyStatusOf('No Activa')).toBe('No Activa');
    expect(vacancyStatusOf(undefined)).toBe('No Activa');
    expect(vacancyStatusOf('activa')).toBe('No Activa');
  });
});

describe('defaultStatusChoice', () => {
  it.each([
    ['Nueva', 'Evaluar'],
    ['Entrevista', 'Evaluar'],
    ['Evaluar', 'Reclutador'],
    ['Reclutador', 'Proceso'],
    ['Proceso', 'Seleccionado'],
    ['Seleccionado', 'Evaluar'],
    ['Descartado', 'Descartado'],
  ] as const)('preselects %s → %s, always one of the offered options', (current, choice) => {
    expect(defaultStatusChoice(current)).toBe(choice);
    expect(statusOptions(current)).toContain(choice);
  });
});
