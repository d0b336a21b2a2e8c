import type { PublicVacancy } from '@clara/domain';
import { publicViewOf, vacancies, vacancyFromDoc } from '../recruiting/vacancies';

/** A vacancy as the public pages need it: the public view plus what the JobPosting and the sitemap add. */
export interface PublicJob {
  vacancy: PublicVacancy;
  /** Epoch seconds. */
  createdAt: number;
  /** Only open (Activa) vacancies are indexed and carry a JobPosting. */
  open: boolean;
}

/** Ids are URL path segments and Firestore document ids: anything else is certainly unknown. */
const VACANCY_ID = /^[A-Za-z0-9_-]{1,128}$/;

export async function findPublicJob(id: string): Promise<PublicJob | null> {
  if (!VACANCY_ID.test(id)) return null;
  const snapshot = await vacancies().doc(id).get();
  const data = snapshot.data();
  if (!data) return null;
  const vacancy = vacancyFromDoc(snapshot.id, data);
  return { vacancy: await publicViewOf(vacancy), createdAt: vacancy.createdAt, open: vacancy.status === 'Activa' };
}

/** Ids and dates of the open vacancies, for the sitemap. */
export async function listOpenJobs(): Promise<{ id: string; createdAt: number }[]> {
  const snapshot = await vacancies().where('status', '==', 'Activa').get();
  return snapshot.docs.map((doc) => ({ id: doc.id, createdAt: vacancyFromDoc(doc.id, doc.data()).createdAt }));
}
