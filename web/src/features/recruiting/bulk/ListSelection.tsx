import { useState } from 'react';
import { BULK_TEXTS } from '@clara/domain/recruiting/bulk/model';
import type { BulkActionInput } from '@clara/domain/recruiting/bulk/schemas';
import type { ApplicationStatus } from '@clara/domain/hiring/status';
import { ExportButton } from '../export/ExportButton';
import { BulkActionForm } from './BulkActionForm';

/** The candidate list's filter, as the list sends it. */
export interface ListFilter {
  status?: ApplicationStatus | undefined;
  search?: string | undefined;
}

interface Selection {
  /** The filter it was made under: another filter starts with nothing selected. */
  scope: string;
  ids: ReadonlySet<string>;
  /** Every candidate matching the filter, not only those on screen. */
  matching: boolean;
  /** A new selection mounts a new form (a new request id). */
  version: number;
}

/** Issue 32: what is picked on a vacancy's candidate list, under the current filter. */
export function useListSelection(filter: ListFilter, shownIds: readonly string[]) {
  const scope = JSON.stringify(filter);
  const [state, setState] = useState<Selection>({ scope, ids: new Set(), matching: false, version: 0 });
  const current = state.scope === scope ? state : { scope, ids: new Set<string>(), matching: false, version: 0 };
  const change = (ids: ReadonlySet<string>, matching: boolean) =>
    setState({ scope, ids, matching, version: current.version + 1 });
  const allShown = shownIds.length > 0 && shownIds.every((id) => current.ids.has(id));
  return {
    ...current,
    isPicked: (id: string) => current.matching || current.ids.has(id),
    toggle: (id: string) => {
      const ids = new Set(current.matching ? shownIds : current.ids);
      if (ids.has(id)) ids.delete(id);
      else ids.add(id);
      change(ids, false);
    },
    allShown: current.matching || allShown,
    toggleShown: () => change(allShown || current.matching ? new Set() : new Set(shownIds), false),
    pickMatching: () => change(new Set(), true),
    clear: () => change(new Set(), false),
  };
}

type ListSelectionState = ReturnType<typeof useListSelection>;

/** The bar above the list: pick the page or all that match, then one action or an export of those picked. */
export function ListSelectionBar({
  vacancyId,
  title,
  filter,
  selection,
}: {
  vacancyId: string;
  title: string;
  filter: ListFilter;
  selection: ListSelectionState;
}) {
  const [formOpen, setFormOpen] = useState(false);
  const any = selection.matching || selection.ids.size > 0;
  const target: BulkActionInput['target'] = selection.matching
    ? filter.status || filter.search
      ? { ...(filter.status ? { status: filter.status } : {}), ...(filter.search ? { search: filter.search } : {}) }
      : { all: true }
    : { ids: [...selection.ids] };
  return (
    <div className="stack rc-bulk-bar" role="group" aria-label={BULK_TEXTS.bar}>
      <div className="row">
        <label className="small">
          <input type="checkbox" checked={selection.allShown} onChange={selection.toggleShown} />{' '}
          {BULK_TEXTS.selectPage}
        </label>
        <button type="button" className="link-btn small" onClick={selection.pickMatching}>
          {BULK_TEXTS.selectMatching}
        </button>
        {any && (
          <span className="small" role="status">
            {selection.matching ? BULK_TEXTS.allMatching : BULK_TEXTS.selected(selection.ids.size)}
          </span>
        )}
        {any && !selection.matching && (
          <ExportButton
            vacancyId={vacancyId}
            title={title}
            ids={[...selection.ids]}
            label={BULK_TEXTS.exportSelection}
          />
        )}
        {any && !formOpen && (
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setFormOpen(true)}>
            {BULK_TEXTS.action}
          </button>
        )}
      </div>
      {any && formOpen && (
        <BulkActionForm
          key={selection.version}
          vacancyId={vacancyId}
          target={target}
          label={BULK_TEXTS.bar}
          from={filter.status}
          onClose={() => {
            setFormOpen(false);
            selection.clear();
          }}
        />
      )}
    </div>
  );
}
