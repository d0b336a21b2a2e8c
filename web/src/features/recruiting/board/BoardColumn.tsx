import { useId } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { BOARD_TEXTS, moveRefusal } from '@clara/domain/recruiting/board';
import type { ApplicationStatus } from '@clara/domain/hiring/status';
import type { Application } from '@clara/domain/recruiting/types';
import { PIPELINE_TEXTS } from '@clara/domain/recruiting/pipeline/texts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { recruitingQueries } from '../shared/queries';
import { CandidatesLoadError, LoadMoreCandidates } from '../shared/CandidatePages';
import { CandidateListScope } from '../dashboard/listScope';
import { BoardCard } from './BoardCard';
import { ColumnBulkAction } from './ColumnBulkAction';

interface BoardColumnProps {
  vacancyId: string;
  status: ApplicationStatus;
  /** The vacancy's stored counter for this status (all pages, not only the loaded ones). */
  count: number;
  /** The card being dragged, if any: columns it may not go to refuse it and say why. */
  dragging: Application | null;
}

/** One status's column: its count, its own first page of candidates and "Cargar más"; a drop target. */
export function BoardColumn({ vacancyId, status, count, dragging }: BoardColumnProps) {
  const headingId = useId();
  const refusal = dragging && dragging.status !== status ? moveRefusal(dragging.status, status) : null;
  const { setNodeRef, isOver } = useDroppable({ id: status, disabled: refusal !== null });
  const page = useInfiniteQuery(recruitingQueries.candidates(vacancyId, { status }));
  const applications = page.data?.pages.flatMap((p) => p.applications) ?? [];
  const classes = ['rc-board-column', refusal && 'is-refused', isOver && 'is-over'].filter(Boolean).join(' ');

  return (
    <section ref={setNodeRef} className={classes} aria-labelledby={headingId} data-status={status}>
      <h2 id={headingId} className="rc-board-column-title">
        <span>{status}</span>{' '}
        <span className="rc-board-count" data-testid="column-count" aria-label={BOARD_TEXTS.count(count)}>
          {count}
        </span>
      </h2>
      <ColumnBulkAction vacancyId={vacancyId} status={status} count={count} />
      {refusal && (
        <p className="rc-board-refusal" data-testid="column-refusal">
          {BOARD_TEXTS.notAllowedHere}: {refusal}
        </p>
      )}
      {page.isPending && <div className="spinner rc-board-spinner" aria-label={PIPELINE_TEXTS.loadingMore} />}
      {page.isError && <CandidatesLoadError pages={page} className="stack" />}
      {page.isSuccess && applications.length === 0 && <p className="muted small">{BOARD_TEXTS.emptyColumn}</p>}
      {applications.length > 0 && (
        <CandidateListScope.Provider value={{ status }}>
          <ul className="rc-board-cards">
            {applications.map((application) => (
              <BoardCard key={application.id} application={application} />
            ))}
          </ul>
        </CandidateListScope.Provider>
      )}
      <LoadMoreCandidates pages={page} className="rc-board-more" />
    </section>
  );
}
