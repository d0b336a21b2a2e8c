import { createElement, type ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import type { VacancySummary } from '@clara/domain/recruiting/pipeline/model';
import type { Application } from '@clara/domain/recruiting/types';
import { CandidateModal } from './CandidateModal';
import { ContactModal } from './ContactModal';
import { applicationIn, currentVacancy } from './current';
import { EditVacancyModal } from './EditVacancyModal';
import { StatusModal } from './StatusModal';

const application = { id: 'app-1', name: 'Martina Gómez' } as Application;
const vacancy = { id: 'vac-1', title: 'Enóloga' } as VacancySummary;
const list = (...applications: Application[]) => ({ pages: [{ applications, nextCursor: null }], pageParams: [null] });
const onClose = () => undefined;
/** Rendered as the dashboard does, inside its query client (the status modal holds its mutation). */
const render = (element: ReactElement) =>
  renderToStaticMarkup(createElement(QueryClientProvider, { client: new QueryClient() }, element));

describe('dashboard modals on missing data (SPEC §8 fallback texts)', () => {
  it('resolve the current record, or null once it is gone from the dashboard', () => {
    expect(currentVacancy([vacancy], 'vac-1')).toBe(vacancy);
    expect(applicationIn(list(application), 'app-1')).toBe(application);
    // A failed reload clears the vacancies (SPEC §8): what the modal was opened on is gone.
    expect(currentVacancy([], 'vac-1')).toBeNull();
    // The application left the list it was opened from (erased, or moved out of a status's list).
    expect(applicationIn(list(), 'app-1')).toBeNull();
    expect(applicationIn(undefined, 'app-1')).toBeNull();
  });

  it("the edit-vacancy modal says 'Vacancy information not available.'", () => {
    const html = renderToStaticMarkup(createElement(EditVacancyModal, { vacancy: null, onClose }));
    expect(html).toContain(RECRUITING_TEXTS.vacancyUnavailable);
    expect(RECRUITING_TEXTS.vacancyUnavailable).toBe('Vacancy information not available.');
    expect(html).not.toContain('<form');
  });

  it("the status and contact modals say 'Application information not available.'", () => {
    expect(RECRUITING_TEXTS.applicationUnavailable).toBe('Application information not available.');
    for (const modal of [StatusModal, ContactModal]) {
      const html = render(createElement(modal, { application: null, onClose }));
      expect(html).toContain(RECRUITING_TEXTS.applicationUnavailable);
      expect(html).not.toContain('<form');
    }
  });

  it("the candidate modal keeps 'Candidate information not available.'", () => {
    const html = renderToStaticMarkup(createElement(CandidateModal, { application: null, onClose }));
    expect(html).toContain('Candidate information not available.');
  });
});
