import { useState } from 'react';
import { BOARD_TEXTS, boardPath } from '@clara/domain/recruiting/board';
import { publicJobUrl } from '@clara/domain/recruiting/dashboard';
import type { VacancySummary } from '@clara/domain/recruiting/pipeline/model';
import { formatDateTime } from '@clara/domain/common/dates';
import { CopyButton } from '../shared/CopyButton';
import { AppLink } from '../../../ui/AppLink';
import { Icon } from '../../../ui/Icon';
import { plural } from '../shared/plural';
import { useDashboard } from './store';
import { CandidateList } from './CandidateList';
import { VacancyComparison } from './VacancyComparison';
import { SourceLinks } from '../careers/SourceLinks';
import { ExportButton } from '../export/ExportButton';
import { useRoleMay } from '../../hiring/role';

/**
 * One vacancy as an accordion row: title and counts (the stored counters); open, its public link, edit icon and
 * its candidates, loaded a page at a time only now.
 */
export function VacancyRow({ vacancy }: { vacancy: VacancySummary }) {
  const [open, setOpen] = useState(false);
  const openModal = useDashboard((s) => s.openModal);
  // Issue 32: a hiring manager reads the vacancy assigned to them; editing it is a recruiter's.
  const mayManage = useRoleMay('manage');
  const { counts, ...fields } = vacancy;
  const link = publicJobUrl(window.location.origin, vacancy.id);

  return (
    <article className="rc-vacancy card" data-vacancy-id={vacancy.id}>
      <button type="button" className="rc-vacancy-head" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span className="rc-vacancy-title">{vacancy.title}</span>
        <span className="rc-vacancy-meta">
          <span className="rc-pill">{plural(counts.applications, 'candidato', 'candidatos')}</span>
          <span className="rc-pill">{plural(counts.interviews, 'entrevista', 'entrevistas')}</span>
          <span className="muted small">{formatDateTime(vacancy.createdAt)}</span>
        </span>
      </button>
      {open && (
        <div className="rc-vacancy-body">
          <div className="row rc-vacancy-tools">
            <span className="muted small">Enlace público:</span>
            <a href={link} target="_blank" rel="noreferrer" className="rc-public-link">
              {link}
            </a>
            <CopyButton text={link} />
            {mayManage && (
              <button
                type="button"
                className="icon-btn rc-row-tool-btn"
                aria-label="Editar vacante"
                title="Editar vacante"
                onClick={() => openModal({ kind: 'editVacancy', vacancy: fields })}
              >
                <Icon name="edit" size={18} />
              </button>
            )}
            <AppLink to={boardPath(vacancy.id)} className="btn btn-outline btn-sm">
              {BOARD_TEXTS.openBoard}
            </AppLink>
            <ExportButton vacancyId={vacancy.id} title={vacancy.title} />
          </div>
          <SourceLinks vacancyId={vacancy.id} />

          {counts.interviews > 0 && <VacancyComparison vacancyId={vacancy.id} />}
          <CandidateList vacancyId={vacancy.id} title={vacancy.title} />
        </div>
      )}
    </article>
  );
}
