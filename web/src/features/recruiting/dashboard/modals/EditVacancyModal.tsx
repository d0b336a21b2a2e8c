import { useState, type FormEvent } from 'react';
import { JOB_TYPES, jobTypeOrDefault, workplaceTypeOrDefault, LIMITS } from '@clara/domain/recruiting/fields';
import { VACANCY_STATUSES } from '@clara/domain/hiring/status';
import { recruitingFailure, RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import { ModalActions, SubmitButton } from '../../../../ui/forms';
import { Modal } from '../../../../ui/Modal';
import type { VacancyEditForm } from '../../shared/companyApi';
import { VacancyFields } from '../../shared/VacancyFields';
import { PaySection } from '../../vacancies/design/PaySection';
import { ScreeningSection } from '../../vacancies/design/ScreeningSection';
import { useSaveVacancy } from '../../shared/vacancyMutations';
import { useDashboardData } from '../dashboardData';
import type { VacancyDetails } from '../store';
import type { DesignInput } from '@clara/domain/analysis/design';
import { DesignStep, designFormOf } from '../../vacancies/design/DesignStep';
import { TryInterviewButton } from '../../vacancies/design/TryInterviewButton';
import '../../vacancies/design/design.css';

/** Edit vacancy (SPEC §5); SPEC §8's fallback text when the vacancy is no longer in the dashboard's data. */
export function EditVacancyModal({ vacancy, onClose }: { vacancy: VacancyDetails | null; onClose: () => void }) {
  if (!vacancy) {
    return (
      <Modal title="Editar vacante" onClose={onClose}>
        <p>{RECRUITING_TEXTS.vacancyUnavailable}</p>
      </Modal>
    );
  }
  return <EditVacancyForm vacancy={vacancy} onClose={onClose} />;
}

/** The form itself: required fields, status selectable, comments optional, company read-only. */
function EditVacancyForm({ vacancy, onClose }: { vacancy: VacancyDetails; onClose: () => void }) {
  const data = useDashboardData();
  const companyName = data.state === 'ready' ? data.companyName : '';
  const save = useSaveVacancy();
  const [form, setForm] = useState<VacancyEditForm>({
    jobTitle: vacancy.title,
    workplaceType: workplaceTypeOrDefault(vacancy.workplaceType),
    employeeLocation: vacancy.employeeLocation,
    country: vacancy.country ?? '',
    jobType: jobTypeOrDefault(vacancy.jobType),
    description: vacancy.description,
    status: vacancy.status,
    comments: vacancy.comments,
    screening: vacancy.screening ?? [],
    payRange: vacancy.payRange ?? null,
    closingDate: vacancy.closingDate ?? '',
  });
  const [design, setDesign] = useState<DesignInput | null>(() => designFormOf(vacancy.design));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({ id: vacancy.id, form: { ...form, design } });
    } catch (error) {
      window.alert(recruitingFailure.updateVacancy(error instanceof Error ? error.message : String(error)));
      return;
    }
    window.alert(RECRUITING_TEXTS.vacancyUpdated);
    onClose();
  };

  return (
    <Modal title="Editar vacante" onClose={onClose}>
      <form className="stack" onSubmit={submit}>
        <VacancyFields
          form={form}
          onChange={setForm}
          companyName={companyName || RECRUITING_TEXTS.companyError}
          jobTypes={JOB_TYPES}
        />
        <DesignStep value={design} onChange={setDesign} rubricVersion={vacancy.design?.rubricVersion} />
        <TryInterviewButton vacancyId={vacancy.id} />
        <PaySection
          payRange={form.payRange}
          closingDate={form.closingDate}
          onChange={(change) => setForm((current) => ({ ...current, ...change }))}
        />
        <ScreeningSection
          value={form.screening}
          onChange={(screening) => setForm((current) => ({ ...current, screening }))}
        />
        <label className="field">
          <span>Estado</span>
          <select
            name="status"
            value={form.status}
            onChange={(e) => setForm({ ...form, status: e.target.value as VacancyEditForm['status'] })}
          >
            {VACANCY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Comentarios (opcional)</span>
          <textarea
            name="comments"
            rows={3}
            maxLength={LIMITS.comments}
            value={form.comments}
            onChange={(e) => setForm({ ...form, comments: e.target.value })}
          />
        </label>
        <ModalActions onCancel={onClose}>
          <SubmitButton busy={save.isPending} busyLabel="Guardando...">
            Guardar cambios
          </SubmitButton>
        </ModalActions>
      </form>
    </Modal>
  );
}
