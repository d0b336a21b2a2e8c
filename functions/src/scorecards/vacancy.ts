import { RECRUITING_ERRORS } from '@clara/domain';
import { NotFoundError } from '@clara/domain/common/failures';
import { vacancies, vacancyDocs } from '../company/documents';

/** The vacancy of the caller's company; another company's (or an unknown) vacancy: 404. */
export async function requireVacancy(companyId: string, vacancyId: string): Promise<void> {
  const vacancy = vacancyDocs.read(await vacancies().doc(vacancyId).get());
  if (vacancy?.companyId !== companyId) throw new NotFoundError(RECRUITING_ERRORS.vacancyNotFound);
}
