import type { PublicVacancy } from '@clara/domain';
import { StoredDataError } from '@clara/domain/common/failures';
import { companyDocs, companyRef } from '../company/documents';
import { profileFromDoc } from '../recruiting/careers/profile';
import { acceptsApplications, publicViewWith, vacancies, vacancyDocs } from '../recruiting/vacancies';

/** A vacancy as the public pages need it: the public view plus what the JobPosting and the sitemap add. */
export interface PublicJob {
  vacancy: PublicVacancy;
  /** Epoch seconds. */
  createdAt: number;
  /** Only open (Activa, closing date not past) vacancies are indexed and carry a JobPosting. */
  open: boolean;
  /** Issue 23: the company's website ('' when none) and logo path (null when none), for the JobPosting. */
  organization: { website: string; logoPath: string | null };
}

/** Ids are URL path segments and Firestore document ids: anything else is certainly unknown. */
const VACANCY_ID = /^[A-Za-z0-9_-]{1,128}$/;

export async function findPublicJob(id: string): Promise<PublicJob | null> {
  if (!VACANCY_ID.test(id)) return null;
  const vacancy = vacancyDocs.read(await vacancies().doc(id).get());
  if (!vacancy) return null;
  const company = companyDocs.read(await companyRef(vacancy.companyId).get());
  const profile = company ? profileFromDoc(vacancy.companyId, company) : null;
  return {
    vacancy: publicViewWith(vacancy, company),
    createdAt: vacancy.createdAt,
    open: acceptsApplications(vacancy),
    organization: { website: profile?.website ?? '', logoPath: profile?.logoUrl ?? null },
  };
}

/** Ids, dates and companies of the open vacancies, for the sitemap. */
export async function listOpenJobs(): Promise<{ id: string; createdAt: number; companyId: string }[]> {
  const snapshot = await vacancies().where('status', '==', 'Activa').get();
  // One malformed vacancy (logged by its converter) leaves the sitemap without it, not without every job.
  return snapshot.docs.flatMap((doc) => {
    try {
      const vacancy = vacancyDocs.read(doc);
      if (!acceptsApplications(vacancy)) return [];
      return [{ id: doc.id, createdAt: vacancy.createdAt, companyId: vacancy.companyId }];
    } catch (error) {
      if (error instanceof StoredDataError) return [];
      throw error;
    }
  });
}
