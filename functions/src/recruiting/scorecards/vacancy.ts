import { RECRUITING_ERRORS } from '@clara/domain';
import { NotFoundError } from '@clara/domain/common/failures';
import { db } from '../../platform/firebase';

/** The vacancy of the caller's company; another company's (or an unknown) vacancy: 404. */
export async function requireVacancy(companyId: string, vacancyId: string): Promise<void> {
  const vacancy = await db().collection('vacancies').doc(vacancyId).get();
  if (!vacancy.exists || vacancy.get('companyId') !== companyId)
    throw new NotFoundError(RECRUITING_ERRORS.vacancyNotFound);
}
