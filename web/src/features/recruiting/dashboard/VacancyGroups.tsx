import { useState } from 'react';
import { groupVacancies, VACANCY_GROUPS, type VacancyGroupDef } from '@clara/domain/recruiting/dashboard';
import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import type { VacancySummary } from '@clara/domain/recruiting/pipeline/model';
import { VacancyRow } from './VacancyRow';

/** The three collapsible groups with counts: Activas open, the others collapsed until clicked (SPEC §2). */
export function VacancyGroups({ vacancies }: { vacancies: VacancySummary[] }) {
  const groups = groupVacancies(vacancies);
  return (
    <div className="stack">
      {VACANCY_GROUPS.map((group) => (
        <VacancyGroup key={group.status} group={group} vacancies={groups[group.status]} />
      ))}
    </div>
  );
}

function VacancyGroup({ group, vacancies }: { group: VacancyGroupDef; vacancies: VacancySummary[] }) {
  const [open, setOpen] = useState(group.openByDefault);
  return (
    <section className="rc-vacancy-group" aria-label={group.title}>
      <button type="button" className="rc-group-head" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span className="rc-chevron" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
        <h2>{group.title}</h2>
        <span className="rc-count" aria-label={`${vacancies.length} vacantes`}>
          {vacancies.length}
        </span>
      </button>
      {open &&
        (vacancies.length === 0 ? (
          <p className="muted rc-empty">{RECRUITING_TEXTS.noVacancies}</p>
        ) : (
          <div className="stack rc-vacancy-list">
            {vacancies.map((vacancy) => (
              <VacancyRow key={vacancy.id} vacancy={vacancy} />
            ))}
          </div>
        ))}
    </section>
  );
}
