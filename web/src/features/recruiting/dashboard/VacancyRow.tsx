import { useState } from 'react';
import { BOARD_TEXTS, boardPath } from '@clara/domain/recruiting/board';
import { publicJobUrl, sortCandidates, vacancyCounts } from '@clara/domain/recruiting/dashboard';
import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import type { Vacancy } from '@clara/domain/recruiting/types';
import { formatDateTime } from '@clara/domain/common/dates';
import { WITHDRAWAL_TEXTS } from '@clara/domain/trust/rights';
import { CopyButton } from '../shared/CopyButton';
import { AppLink } from '../../../ui/AppLink';
import { Icon } from '../../../ui/Icon';
import { plural } from '../shared/plural';
import { useDashboard } from './store';
import { CandidateRow } from './CandidateRow';
import { VacancyComparison } from './VacancyComparison';

/** One vacancy as an accordion row: title and counts; open, its public link, edit icon and candidates. */
export function VacancyRow({ vacancy }: { vacancy: Vacancy }) {
  const [open, setOpen] = useState(false);
  const openModal = useDashboard((s) => s.openModal);
  const counts = vacancyCounts(vacancy.applications);
  const link = publicJobUrl(window.location.origin, vacancy.id);

  return (
    <article className="rc-vacancy card" data-vacancy-id={vacancy.id}>
      <button type="button" className="rc-vacancy-head" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span className="rc-vacancy-title">{vacancy.title}</span>
        <span className="rc-vacancy-meta">
          <span className="rc-pill">{plural(counts.applications, 'candidato', 'candidatos')}</span>
          <span className="rc-pill">{plural(counts.interviews, 'entrevista', 'entrevistas')}</span>
          <span className="muted rc-small">{formatDateTime(vacancy.createdAt)}</span>
        </span>
      </button>
      {open && (
        <div className="rc-vacancy-body">
          <div className="row rc-vacancy-tools">
            <span className="muted rc-small">Enlace público:</span>
            <a href={link} target="_blank" rel="noreferrer" className="rc-public-link">
              {link}
            </a>
            <CopyButton text={link} />
            <button
              type="button"
              className="icon-btn rc-row-tool-btn"
              aria-label="Editar vacante"
              title="Editar vacante"
              onClick={() => openModal({ kind: 'editVacancy', vacancy })}
            >
              <Icon name="edit" size={18} />
            </button>
            <AppLink to={boardPath(vacancy.id)} className="btn rc-btn-outline btn-sm">
              {BOARD_TEXTS.openBoard}
            </AppLink>
          </div>
          {counts.interviews > 0 && <VacancyComparison vacancyId={vacancy.id} />}
          {vacancy.applications.length === 0 && !vacancy.withdrawals?.length ? (
            <p className="muted rc-empty">{RECRUITING_TEXTS.noCandidates}</p>
          ) : (
            <ul className="rc-candidates">
              {sortCandidates(vacancy.applications).map((application) => (
                <CandidateRow key={application.id} application={application} />
              ))}
              {vacancy.withdrawals?.map((line) => (
                <li key={line.id} className="rc-candidate rc-withdrawn muted" data-withdrawal-id={line.id}>
                  {WITHDRAWAL_TEXTS[line.by]} · {formatDateTime(line.date)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </article>
  );
}
