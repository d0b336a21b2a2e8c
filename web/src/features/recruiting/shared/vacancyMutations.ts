import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createVacancy, registerCompany, updateVacancy, type VacancyEditForm, type VacancyForm } from './companyApi';
import { publicRecruitingQueries } from './publicQueries';
import { recruitingQueries } from './queries';

/** A registered company: the caller's companies and everything read for them. */
export function useRegisterCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => registerCompany(name),
    onSettled: () => client.invalidateQueries({ queryKey: recruitingQueries.recruiter }),
  });
}

/** A new vacancy: the vacancy list with its counters, and the funnels that count it. */
export function useCreateVacancy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: VacancyForm) => createVacancy(form),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: recruitingQueries.vacancySummaries().queryKey }),
        client.invalidateQueries({ queryKey: recruitingQueries.funnels }),
      ]),
  });
}

/** An edited vacancy: the vacancy list, and its public page (title, description, whether it accepts applications). */
export function useSaveVacancy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: string; form: VacancyEditForm }) => updateVacancy(id, form),
    onSettled: (_answer, _error, { id }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: recruitingQueries.vacancySummaries().queryKey }),
        client.invalidateQueries({ queryKey: publicRecruitingQueries.vacancy(id).queryKey }),
      ]),
  });
}
