import { PIPELINE_TEXTS } from '@clara/domain/recruiting/pipeline/texts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { CandidatesPage } from '@clara/domain/recruiting/pipeline/model';
import { describeFailure } from '../../hiring/failures';

type CandidatePages = UseInfiniteQueryResult<InfiniteData<CandidatesPage>>;

/** "Cargar más" under candidates read a page at a time (a vacancy's list, a board column); nothing on the last page. */
export function LoadMoreCandidates({ pages, className = '' }: { pages: CandidatePages; className?: string }) {
  if (!pages.hasNextPage) return null;
  return (
    <button
      type="button"
      className={`btn btn-outline btn-sm ${className}`.trim()}
      disabled={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {pages.isFetchingNextPage ? PIPELINE_TEXTS.loadingMore : PIPELINE_TEXTS.loadMore}
    </button>
  );
}

/** Candidates that could not be loaded: why, and a retry. */
export function CandidatesLoadError({ pages, className }: { pages: CandidatePages; className: string }) {
  return (
    <div className={className}>
      <p className="error-text" role="alert">
        {PIPELINE_TEXTS.loadFailed} {describeFailure(pages.error)}
      </p>
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => void pages.refetch()}>
        {PIPELINE_TEXTS.retry}
      </button>
    </div>
  );
}
