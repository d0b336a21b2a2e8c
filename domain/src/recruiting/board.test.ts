import { describe, expect, it } from 'vitest';
import {
  allowedColumns,
  BOARD_COLUMNS,
  BOARD_TEXTS,
  boardPath,
  canMoveCard,
  cardMarker,
  moveRefusal,
  nextAllowedColumn,
} from './board';
import { APPLICATION_STATUSES, statusOptions, type ApplicationStatus } from '../hiring/status';

describe('board columns', () => {
  it('are every status in the pipeline order, Descartado last', () => {
    // The pipeline order itself is status.test's.
    expect(BOARD_COLUMNS).toEqual(APPLICATION_STATUSES);
    expect(BOARD_COLUMNS.at(-1)).toBe('Descartado');
  });

  it('accept exactly the status modal’s options, never the card’s own column', () => {
    for (const from of BOARD_COLUMNS) {
      const modal = statusOptions(from).filter((to) => to !== from);
      expect(allowedColumns(from), from).toEqual(BOARD_COLUMNS.filter((to) => modal.includes(to)));
      expect(canMoveCard(from, from)).toBe(false);
    }
  });

  it('never accept Nueva or Entrevista, which belong to applying and assigning an interview', () => {
    for (const from of BOARD_COLUMNS) {
      expect(canMoveCard(from, 'Nueva')).toBe(false);
      expect(canMoveCard(from, 'Entrevista')).toBe(false);
    }
    expect(allowedColumns('Nueva')).toEqual(['Evaluar', 'Reclutador', 'Proceso', 'Seleccionado', 'Descartado']);
    expect(allowedColumns('Descartado')).toEqual(['Evaluar', 'Reclutador', 'Proceso', 'Seleccionado']);
  });

  it('say why a column is refused', () => {
    expect(moveRefusal('Evaluar', 'Nueva')).toBe(BOARD_TEXTS.refusedNueva);
    expect(moveRefusal('Evaluar', 'Entrevista')).toBe(BOARD_TEXTS.refusedEntrevista);
    expect(moveRefusal('Evaluar', 'Evaluar')).toBe(BOARD_TEXTS.refusedSameColumn);
    expect(moveRefusal('Descartado', 'Descartado')).toBe(BOARD_TEXTS.refusedSameColumn);
    expect(moveRefusal('Evaluar', 'Proceso')).toBeNull();
  });
});

describe('keyboard moves between columns', () => {
  const walk = (from: ApplicationStatus, direction: 'left' | 'right', steps: number) => {
    let at = from;
    const seen: ApplicationStatus[] = [];
    for (let i = 0; i < steps; i++) seen.push((at = nextAllowedColumn(from, at, direction)));
    return seen;
  };

  it('skip refused columns and stop at the last allowed one', () => {
    expect(walk('Nueva', 'right', 6)).toEqual([
      'Evaluar',
      'Reclutador',
      'Proceso',
      'Seleccionado',
      'Descartado',
      'Descartado',
    ]);
    expect(walk('Evaluar', 'left', 2)).toEqual(['Evaluar', 'Evaluar']);
  });

  it('can come back to the card’s own column (dropping there moves nothing)', () => {
    expect(walk('Reclutador', 'right', 1)).toEqual(['Proceso']);
    expect(nextAllowedColumn('Reclutador', 'Proceso', 'left')).toBe('Reclutador');
    expect(nextAllowedColumn('Reclutador', 'Reclutador', 'left')).toBe('Evaluar');
  });
});

describe('card marker', () => {
  const interview = (score: number | string | null) => ({
    id: 'c'.repeat(36),
    status: 'Finished',
    interviewDate: null,
    createdAt: null,
    score,
    overall: '',
    interviewerId: '',
    transcription: '',
    feedback: '',
    integritySignals: [],
  });

  it('shows the score when analysed, that an interview exists otherwise, nothing without one', () => {
    expect(cardMarker({ interviewId: 'company_interviews/x', interviews: [interview(82)] })).toBe('Puntuación 82');
    expect(cardMarker({ interviewId: 'company_interviews/x', interviews: [interview(null)] })).toBe(
      BOARD_TEXTS.interviewAssigned,
    );
    expect(cardMarker({ interviewId: null, interviews: [] })).toBeNull();
  });
});

describe('board path', () => {
  it('carries the vacancy in the query, encoded', () => {
    expect(boardPath('abc 1')).toBe('/tablero?vacante=abc%201');
  });
});
