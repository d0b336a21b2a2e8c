import type { KeyboardEventHandler, PointerEventHandler } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { BOARD_TEXTS, cardMarker } from '@clara/domain/recruiting/board';
import type { Application } from '@clara/domain/recruiting/types';
import { useCandidateListFilter } from '../dashboard/listScope';
import { useDashboard } from '../dashboard/store';
import type { CardData } from './keyboard';
import { ReviewBadge } from '../../reviews/ReviewBadge';
import { InterviewMarker } from '../../scheduling/InterviewMarker';

/**
 * A candidate's card: the name opens the candidate modal; the grip button is the card's keyboard handle (Space
 * or Enter picks it up), and the mouse drags the card from anywhere on it.
 */
export function BoardCard({ application }: { application: Application }) {
  const openModal = useDashboard((s) => s.openModal);
  const list = useCandidateListFilter();
  const data: CardData = { application };
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: application.id,
    data,
    attributes: { roleDescription: 'tarjeta movible' },
  });
  const marker = cardMarker(application);
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'rc-board-card is-dragging' : 'rc-board-card'}
      data-application-id={application.id}
      onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
    >
      <CardBody
        name={application.name}
        marker={marker}
        onOpen={() => openModal({ kind: 'candidate', application, list })}
      />
      <ReviewBadge applicationId={application.id} />
      <InterviewMarker applicationId={application.id} />
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="icon-btn rc-board-handle"
        {...attributes}
        onKeyDown={listeners?.onKeyDown as KeyboardEventHandler | undefined}
        aria-label={BOARD_TEXTS.moveHandle(application.name)}
        data-move-handle={application.id}
      >
        <Grip />
      </button>
    </li>
  );
}

/** What the dragged copy under the pointer shows. */
export function CardPreview({ application }: { application: Application }) {
  return (
    <div className="rc-board-card rc-board-preview">
      <CardBody name={application.name} marker={cardMarker(application)} />
      <span className="rc-board-handle">
        <Grip />
      </span>
    </div>
  );
}

function CardBody({ name, marker, onOpen }: { name: string; marker: string | null; onOpen?: () => void }) {
  return (
    <div className="rc-board-card-body">
      {onOpen ? (
        <button type="button" className="link-btn rc-board-name" onClick={onOpen}>
          {name}
        </button>
      ) : (
        <span className="rc-board-name">{name}</span>
      )}
      {marker && <span className="rc-board-marker">{marker}</span>}
    </div>
  );
}

function Grip() {
  return (
    <svg width="14" height="20" viewBox="0 0 14 20" aria-hidden="true" focusable="false">
      {[4, 10].flatMap((x) => [4, 10, 16].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
    </svg>
  );
}
