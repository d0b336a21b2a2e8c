import { useState } from 'react';
import { BULK_TEXTS } from '@clara/domain/recruiting/bulk/model';
import type { ApplicationStatus } from '@clara/domain/hiring/status';
import { useRoleMay } from '../../hiring/role';
import { BulkActionForm } from '../bulk/BulkActionForm';

interface ColumnBulkActionProps {
  vacancyId: string;
  status: ApplicationStatus;
  /** The column's candidates: nothing to offer on an empty one (the results stay shown once it empties). */
  count: number;
}

/**
 * Issue 32: the bulk action on every candidate of a board column. Offered only to a role that may change the
 * pipeline (not a hiring manager nor an interviewer).
 */
export function ColumnBulkAction(props: ColumnBulkActionProps) {
  return useRoleMay('manage') ? <ColumnBulk {...props} /> : null;
}

function ColumnBulk({ vacancyId, status, count }: ColumnBulkActionProps) {
  const [opened, setOpened] = useState(0);
  if (!opened)
    return count === 0 ? null : (
      <button type="button" className="link-btn small" onClick={() => setOpened(Date.now())}>
        {BULK_TEXTS.selectColumn(status)}
      </button>
    );
  return (
    <BulkActionForm
      key={opened}
      vacancyId={vacancyId}
      target={{ status }}
      label={BULK_TEXTS.selectColumn(status)}
      from={status}
      onClose={() => setOpened(0)}
    />
  );
}
