import { create } from 'zustand';
import type { Application, InterviewSummary, Vacancy } from '@clara/domain/recruiting/types';

/**
 * The dashboard's UI state only: which modal is open, with what. Server data (company, vacancies) comes from
 * the queries of ../shared/queries.ts.
 */
export type DashboardModal =
  | { kind: 'candidate'; application: Application }
  | { kind: 'interview'; interview: InterviewSummary }
  | { kind: 'editVacancy'; vacancy: Vacancy }
  | { kind: 'status'; application: Application }
  | { kind: 'contact'; application: Application }
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
