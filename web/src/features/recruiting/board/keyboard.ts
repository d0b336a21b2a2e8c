import {
  type Active,
  type ClientRect,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  pointerWithin,
  rectIntersection,
} from '@dnd-kit/core';
import { nextAllowedColumn } from '@clara/domain/recruiting/board';
import type { ApplicationStatus } from '@clara/domain/hiring/status';
import type { Application } from '@clara/domain/recruiting/types';

/** What a dragged card carries (useDraggable's `data`). */
export interface CardData {
  application: Application;
}

export const draggedApplication = (active: Pick<Active, 'data'> | null): Application | null =>
  (active?.data.current as CardData | undefined)?.application ?? null;

/**
 * The arrow keys jump a picked-up card from column to column (only those it may go to, and back to its own),
 * instead of dnd-kit's default 25-pixel steps: left/right place it inside the chosen column's rectangle.
 */
export const columnCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const direction = event.code === 'ArrowRight' ? 'right' : event.code === 'ArrowLeft' ? 'left' : null;
  const application = draggedApplication(context.active);
  if (!direction || !application) return undefined;
  event.preventDefault();
  const current = (context.over?.id as ApplicationStatus | undefined) ?? application.status;
  const target = nextAllowedColumn(application.status, current, direction);
  const rect: ClientRect | undefined = context.droppableRects.get(target);
  const card = context.collisionRect;
  if (!rect || !card) return currentCoordinates;
  return {
    x: rect.left + Math.max(0, (rect.width - card.width) / 2),
    y: rect.top + Math.min(48, Math.max(0, rect.height - card.height)),
  };
};

/** The pointer's column when dragging with the mouse; the column the keys placed the card in otherwise. */
export const columnCollision: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args);
