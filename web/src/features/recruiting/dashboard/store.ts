import { create } from 'zustand';
import type { Application, Vacancy } from '@clara/domain/recruiting/types';
import type { InterviewSummary } from '@clara/domain/hiring/interviews';
import type { CandidatesFilter } from '../shared/queries';

/** A vacancy's own fields, as the vacancy list has them (no candidates). */
export type VacancyDetails = Omit<Vacancy, 'applications' | 'withdrawals'>;

/**
 * An application opened from a candidate list, with the list it was in (its vacancy's list under that filter):
 * the modal reads the current copy from that list's query.
 */
export interface OpenedApplication {
  application: Application;
  list: CandidatesFilter;
}

/**
 * The dashboard's UI state only: which modal is open, with what. Server data (company, vacancies) comes from
 * the queries of ../shared/queries.ts.
 */
export type DashboardModal =
  | ({ kind: 'candidate' | 'status' | 'contact' } & OpenedApplication)
  | { kind: 'interview'; interview: InterviewSummary; applicationId: string }
  | { kind: 'editVacancy'; vacancy: VacancyDetails }
  | null;

interface DashboardUiState {
  modal: DashboardModal;
  openModal(modal: DashboardModal): void;
  closeModal(): void;
}

export const useDashboard = create<DashboardUiState>()((set) => ({
  modal: null,
  openModal: (modal) => set({ modal }),
  closeModal: () => set({ modal: null }),
}));
