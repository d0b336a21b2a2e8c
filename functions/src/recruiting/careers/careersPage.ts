import { type CareersPage, type CareersVacancy } from '@clara/domain';
import { companyDocs, companyRef } from '../../company/documents';
import { acceptsApplications, vacancies, vacancyDocs } from '../vacancies';
import { companySlugDocs, companySlugs, profileFromDoc } from './profile';

/**
 * The careers page of the company holding `slug`: its profile and its open vacancies, newest first; null for a
 * slug no company holds. Two equality filters need no composite index.
 */
export async function findCareersPage(slug: string): Promise<CareersPage | null> {
  const owner = companySlugDocs.read(await companySlugs().doc(slug).get());
  if (!owner) return null;
  const companyId = owner.companyId;
  const [company, open] = await Promise.all([
    companyRef(companyId).get(),
    vacancies().where('companyId', '==', companyId).where('status', '==', 'Activa').get(),
  ]);
  const data = companyDocs.read(company);
  if (!data || data.slug !== slug) return null;
  const { slug: _slug, ...profile } = profileFromDoc(companyId, data);
  const list: CareersVacancy[] = open.docs
    .map((doc) => vacancyDocs.read(doc))
    // Issue 30: a vacancy past its closing date is no longer listed.
    .filter((vacancy) => acceptsApplications(vacancy))
    .map(({ id, title, employeeLocation, country, workplaceType, jobType, createdAt, payRange }) => ({
      id,
      title,
      employeeLocation,
      country,
      workplaceType,
      jobType,
      createdAt,
      payRange,
    }))
    .sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id));
  return { slug, company: profile, vacancies: list };
}

/** Every careers page's slug and whether it lists a vacancy, for the sitemap (only pages with one are listed). */
export async function listCareersSlugs(openCompanyIds: ReadonlySet<string>): Promise<string[]> {
  const snapshot = await companySlugs().get();
  return snapshot.docs
    .filter((doc) => openCompanyIds.has(companySlugDocs.fromFirestore(doc).companyId))
    .map((doc) => doc.id)
    .sort();
}
