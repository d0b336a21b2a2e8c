import type { Application, Vacancy } from '@clara/domain/recruiting/types';

/**
 * A modal shows the dashboard's current data, not the copy it was opened with: after a reload the record may
 * have changed, or be gone (a failed reload clears the vacancies, SPEC §8). Gone is null, and the modal then
 * shows SPEC §8's fallback text.
 */
export function currentVacancy(vacancies: readonly Vacancy[], id: string): Vacancy | null {
  return vacancies.find((vacancy) => vacancy.id === id) ?? null;
}

export function currentApplication(vacancies: readonly Vacancy[], id: string): Application | null {
  for (const vacancy of vacancies) {
    const found = vacancy.applications.find((application) => application.id === id);
    if (found) return found;
  }
  return null;
}
