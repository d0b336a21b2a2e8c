import { create } from 'zustand';
import { recruitingFailure, RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import type { ApplicationStatus } from '@clara/domain/recruiting/status';
import type { Application, InterviewSummary, Vacancy } from '@clara/domain/recruiting/types';
import { ApiRequestError } from '../../../platform/api';
import {
  fetchCompanyNames,
  fetchVacancies,
  registerCompany,
  startClaraInterview,
  updateApplicationStatus,
  updateVacancy,
  type VacancyEditForm,
} from '../shared/companyApi';

/** Which dashboard modal is open, with what it shows. */
export type DashboardModal =
  | { kind: 'candidate'; application: Application }
  | { kind: 'interview'; interview: InterviewSummary }
  | { kind: 'editVacancy'; vacancy: Vacancy }
  | { kind: 'status'; application: Application }
  | { kind: 'contact'; application: Application }
  | null;

type LoadState = 'idle' | 'loading' | 'ready' | 'needsCompany' | 'error';

interface DashboardState {
  state: LoadState;
  /** SPEC §8: the load failure's message, shown instead of the vacancies. */
  error: string | null;
  companyName: string;
  vacancies: Vacancy[];
  /** Applications whose interview is being assigned (their button shows 'Asignando Entrevista...'). */
  assigning: Record<string, boolean>;
  modal: DashboardModal;
  load(): Promise<void>;
  registerCompany(name: string): Promise<string | null>;
  assignInterview(application: Application): Promise<void>;
  changeStatus(application: Application, newStatus: ApplicationStatus, notes: string): Promise<boolean>;
  saveVacancy(id: string, form: VacancyEditForm): Promise<boolean>;
  openModal(modal: DashboardModal): void;
  closeModal(): void;
  reset(): void;
}

const initial = { state: 'idle' as LoadState, error: null, companyName: '', vacancies: [], assigning: {}, modal: null };

/** "HTTP 500: message" — the failure with its status, as SPEC §8 asks. */
export function describeFailure(error: unknown): string {
  if (error instanceof ApiRequestError) return error.status ? `HTTP ${error.status}: ${error.message}` : error.message;
  return error instanceof Error ? error.message : String(error);
}

function responseBody(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return error instanceof Error ? error.message : String(error);
  return typeof error.body === 'string' ? error.body : JSON.stringify(error.body ?? error.message);
}

export const useDashboard = create<DashboardState>()((set, get) => ({
  ...initial,

  async load() {
    set({ state: get().state === 'ready' ? 'ready' : 'loading' });
    try {
      const companies = await fetchCompanyNames();
      if (companies.length === 0) {
        set({ state: 'needsCompany', error: null, companyName: '', vacancies: [] });
        return;
      }
      const vacancies = await fetchVacancies();
      set({ state: 'ready', error: null, companyName: companies[0].name, vacancies });
    } catch (error) {
      // SPEC §8: show the failure, clear vacancies and company name.
      set({ state: 'error', error: describeFailure(error), companyName: '', vacancies: [] });
    }
  },

  async registerCompany(name) {
    try {
      await registerCompany(name);
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
    await get().load();
    return null;
  },

  async assignInterview(application) {
    set((s) => ({ assigning: { ...s.assigning, [application.id]: true } }));
    try {
      await startClaraInterview({ applicationId: application.id, candidateId: application.candidateId, vacancyId: application.vacancyId });
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : '';
      window.alert(recruitingFailure.createInterview(status, responseBody(error)));
    }
    await get().load();
    set((s) => ({ assigning: { ...s.assigning, [application.id]: false } }));
  },

  async changeStatus(application, newStatus, notes) {
    try {
      await updateApplicationStatus({ applicationId: application.id, newStatus, notes, interviewId: application.interviewId });
    } catch {
      window.alert(recruitingFailure.updateStatus);
      return false;
    }
    await get().load();
    return true;
  },

  async saveVacancy(id, form) {
    try {
      await updateVacancy(id, form);
    } catch (error) {
      window.alert(recruitingFailure.updateVacancy(error instanceof Error ? error.message : String(error)));
      return false;
    }
    window.alert(RECRUITING_TEXTS.vacancyUpdated);
    await get().load();
    return true;
  },

  openModal: (modal) => set({ modal }),
  closeModal: () => set({ modal: null }),
  reset: () => set({ ...initial }),
}));
