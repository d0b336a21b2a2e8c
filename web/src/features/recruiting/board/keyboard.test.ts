import { describe, expect, it } from 'vitest';
import type { ClientRect, SensorContext } from '@dnd-kit/core';
import { BOARD_COLUMNS } from '@clara/domain/recruiting/board';
import type { ApplicationStatus } from '@clara/domain/hiring/status';
import type { Application } from '@clara/domain/recruiting/types';
import { columnCoordinates } from './keyboard';

const rect = (left: number, top: number, width: number, height: number): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});

/** Seven 200-px columns side by side (only those the card may enter are measured, as dnd-kit does). */
function contextFor(status: ApplicationStatus, over: ApplicationStatus | null, measured: ApplicationStatus[]) {
  const columns = BOARD_COLUMNS;
  const droppableRects = new Map(
    columns.filter((c) => measured.includes(c)).map((c) => [c, rect(columns.indexOf(c) * 210, 100, 200, 600)]),
  );
  const application = { id: 'a1', name: 'Ana', status } as Application;
  return {
    active: { id: 'a1', data: { current: { application } }, rect: { current: { initial: null, translated: null } } },
    over: over ? { id: over, rect: droppableRects.get(over), disabled: false, data: { current: undefined } } : null,
    collisionRect: rect(columns.indexOf(status) * 210 + 10, 150, 180, 60),
    droppableRects,
  } as unknown as SensorContext;
}

const press = (code: string, context: SensorContext) =>
  columnCoordinates({ code, preventDefault: () => {} } as unknown as KeyboardEvent, {
    active: 'a1',
    context,
    currentCoordinates: { x: context.collisionRect!.left, y: context.collisionRect!.top },
  });

const allowedFromEvaluar: ApplicationStatus[] = ['Evaluar', 'Reclutador', 'Proceso', 'Seleccionado', 'Descartado'];

describe('arrow keys on a picked-up card', () => {
  it('place it inside the next allowed column to the right', () => {
    expect(press('ArrowRight', contextFor('Evaluar', 'Evaluar', allowedFromEvaluar))).toEqual({ x: 640, y: 148 });
  });

  it('step on from the column it is over, and back to its own column', () => {
    expect(press('ArrowRight', contextFor('Evaluar', 'Proceso', allowedFromEvaluar))).toEqual({ x: 1060, y: 148 });
    expect(press('ArrowLeft', contextFor('Evaluar', 'Reclutador', allowedFromEvaluar))).toEqual({ x: 430, y: 148 });
  });

  it('skip the refused columns: left of Evaluar there is none, so the card stays in place', () => {
    expect(press('ArrowLeft', contextFor('Evaluar', 'Evaluar', allowedFromEvaluar))).toEqual({ x: 430, y: 148 });
  });

  it('leave the other keys to dnd-kit (up and down do not move the card)', () => {
    expect(press('ArrowDown', contextFor('Evaluar', 'Evaluar', allowedFromEvaluar))).toBeUndefined();
  });
});
