import { useEffect, useRef, useState } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { BOARD_COLUMNS, BOARD_TEXTS, canMoveCard } from '@clara/domain/recruiting/board';
import type { VacancySummary } from '@clara/domain/recruiting/pipeline/model';
import type { ApplicationStatus } from '@clara/domain/hiring/status';
import type { Application } from '@clara/domain/recruiting/types';
import { BoardColumn } from './BoardColumn';
import { CardPreview } from './BoardCard';
import { columnCollision, columnCoordinates, draggedApplication } from './keyboard';
import { MoveNoteDialog, type PendingMove } from './MoveNoteDialog';
import { holdEarlyKeys } from './earlyKeys';

const nameOf = (active: Parameters<Announcements['onDragStart']>[0]['active']) =>
  draggedApplication(active)?.name ?? '';

/**
 * What screen readers hear while a card moves (dnd-kit's live region). The card starts over its own column:
 * that is not announced until it has left it, so "picked up" is what is heard first.
 */
function boardAnnouncements(): Announcements {
  let leftHome = false;
  return {
    onDragStart: ({ active }) => {
      leftHome = false;
      const application = draggedApplication(active);
      return application ? BOARD_TEXTS.pickedUp(application.name, application.status) : undefined;
    },
    onDragOver: ({ active, over }) => {
      const home = draggedApplication(active)?.status;
      if (!leftHome && over?.id === home) return undefined;
      leftHome = true;
      return over
        ? BOARD_TEXTS.over(nameOf(active), over.id as ApplicationStatus)
        : BOARD_TEXTS.overNothing(nameOf(active));
    },
    onDragEnd: ({ active, over }) => {
      const application = draggedApplication(active);
      const to = over?.id as ApplicationStatus | undefined;
      if (!application || !to || !canMoveCard(application.status, to))
        return BOARD_TEXTS.droppedNowhere(nameOf(active));
      return BOARD_TEXTS.dropped(application.name, to);
    },
    onDragCancel: ({ active }) => BOARD_TEXTS.dragCancelled(nameOf(active)),
  };
}

/**
 * After a drop, dnd-kit's pointer sensor keeps its document listeners 50 ms more: they clear every text selection
 * and swallow clicks. The note dialog opens once they are gone, or a note pasted or selected, or «Mover» clicked,
 * at once would be lost.
 */
const DIALOG_AFTER_DROP_MS = 60;

/** Puts the keyboard focus back on a card's handle (after the note dialog), when the card is on screen. */
function focusHandle(applicationId: string) {
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>(`[data-move-handle="${CSS.escape(applicationId)}"]`)?.focus(),
  );
}

/** The columns of one vacancy, drag and drop between them, and the note dialog that confirms a move. */
export function Board({ vacancy }: { vacancy: VacancySummary }) {
  const [dragging, setDragging] = useState<Application | null>(null);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [result, setResult] = useState('');
  const [announcements] = useState(boardAnnouncements);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates, onActivation: () => holdEarlyKeys() }),
  );

  const start = ({ active }: DragStartEvent) => {
    setResult('');
    setDragging(draggedApplication(active));
  };
  const opening = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(opening.current), []);
  const end = ({ active, over, activatorEvent }: DragEndEvent) => {
    setDragging(null);
    const application = draggedApplication(active);
    const to = over?.id as ApplicationStatus | undefined;
    if (application && to && canMoveCard(application.status, to)) {
      window.clearTimeout(opening.current);
      opening.current = window.setTimeout(() => setPending({ application, to }), DIALOG_AFTER_DROP_MS);
    } else if (application && activatorEvent instanceof KeyboardEvent) focusHandle(application.id);
  };
  const cancelMove = () => {
    if (pending) {
      setResult(BOARD_TEXTS.dragCancelled(pending.application.name));
      focusHandle(pending.application.id);
    }
    setPending(null);
  };
  const moved = () => {
    if (pending) {
      setResult(BOARD_TEXTS.moved(pending.application.name, pending.to));
      focusHandle(pending.application.id);
    }
    setPending(null);
  };

  return (
    <>
      <p className="muted small rc-board-help">{BOARD_TEXTS.instructions}</p>
      <p className="rc-board-result" role="status" aria-live="polite" data-testid="board-result">
        {result}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={columnCollision}
        // dnd-kit's own focus restoring would take the focus from the note dialog; the board restores it itself.
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: BOARD_TEXTS.instructions },
          restoreFocus: false,
        }}
        onDragStart={start}
        onDragEnd={end}
        onDragCancel={({ active, activatorEvent }) => {
          setDragging(null);
          if (activatorEvent instanceof KeyboardEvent) focusHandle(String(active.id));
        }}
      >
        <div className="rc-board-columns">
          {BOARD_COLUMNS.map((status) => (
            <BoardColumn
              key={status}
              vacancyId={vacancy.id}
              status={status}
              count={vacancy.counts.byStatus[status]}
              dragging={dragging}
            />
          ))}
        </div>
        <DragOverlay dropAnimation={null}>{dragging && <CardPreview application={dragging} />}</DragOverlay>
      </DndContext>
      {pending && <MoveNoteDialog move={pending} onDone={moved} onCancel={cancelMove} />}
    </>
  );
}
