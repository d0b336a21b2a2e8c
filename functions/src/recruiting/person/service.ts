/**
 * Issue 32, one person across vacancies: the applications of one company with the same normalised email are one
 * person. Their key is the application's `candidateId` (applicationKeys.ts: a hash of the trimmed, lower-cased
 * email), so finding them is one bounded query (company and key), never a scan of the company.
 */
import { maySee, type MemberAccess } from '@clara/domain/common/access';
import { interviewCodeFromRef, maySeeClara, type ClaraAccess } from '@clara/domain';
import { NotFoundError } from '@clara/domain/common/failures';
import { RECRUITING_ERRORS } from '@clara/domain/recruiting/texts';
import {
  normalizePersonEmail,
  tagKey,
  type Person,
  type PersonApplication,
  type PersonTagsInput,
} from '@clara/domain/recruiting/person/model';
import { storedPersonSchema } from '@clara/domain/recruiting/documents';
import { nowSeconds } from '@clara/domain/common/dates';
import {
  applicationDocs,
  applications,
  companyRef,
  vacancies,
  vacancyDocs,
  type ApplicationDocument,
} from '../../company/documents';
import { db } from '../../platform/firebase';
import { storedConverter } from '../../platform/stored';
import { candidateIdFor } from '../applicationKeys';
import { getInterviewSummaries } from '../companyInterviews';
import { claraAccessFor } from '../../scorecards/access';
import { applicationScorecards } from '../../scorecards/store';
import { shapedQuery, type QueryShape } from '../queryShapes';

/** The applications of one person in one company, oldest first (firestore.indexes.json has its index). */
export const PERSON_APPLICATIONS_SHAPE = {
  collection: 'applications',
  equals: ['companyId', 'candidateId'],
  orderBy: [{ field: 'createdAt', direction: 'asc' }],
} as const satisfies QueryShape;

/** The person's key: the same for every application of theirs (their normalised email's hash). */
export const personKeyOf = (application: Pick<ApplicationDocument, 'email'>): string =>
  candidateIdFor(application.email);

/** `companies/{companyId}/people/{personKey}`: what the company keeps about the person (their tags). */
export const personRef = (companyId: string, personKey: string) =>
  companyRef(companyId).collection('people').doc(personKey);

export const personDocs = storedConverter('people', storedPersonSchema);

/** The person's tags (none until a member adds one). */
async function personTags(companyId: string, personKey: string): Promise<string[]> {
  return personDocs.read(await personRef(companyId, personKey).get())?.tags ?? [];
}

/** The tags of the people behind these applications, by application id (one read for the lot). */
export async function tagsOfApplications(
  companyId: string,
  list: readonly { id: string; email: string }[],
): Promise<Map<string, string[]>> {
  const keys = [...new Set(list.map((application) => personKeyOf(application)))];
  const tags = new Map<string, string[]>();
  if (!keys.length) return tags;
  const snapshots = await db().getAll(...keys.map((key) => personRef(companyId, key)));
  const byKey = new Map(snapshots.map((snapshot) => [snapshot.id, personDocs.read(snapshot)?.tags ?? []]));
  for (const application of list) tags.set(application.id, byKey.get(personKeyOf(application)) ?? []);
  return tags;
}

/**
 * `PUT /api/person/:applicationId/tags`: the person's whole list of tags, stored on their document with their
 * name and email normalised (the company-wide search reads them).
 */
export async function savePersonTags(
  companyId: string,
  applicationId: string,
  input: PersonTagsInput,
): Promise<{ tags: string[] }> {
  const application = await requireCompanyApplication(companyId, applicationId);
  const personKey = personKeyOf(application);
  await personRef(companyId, personKey).set({
    companyId,
    personKey,
    name: application.name.trim().toLowerCase(),
    email: normalizePersonEmail(application.email),
    tags: input.tags,
    tagKeys: input.tags.map(tagKey),
    updatedAt: nowSeconds(),
  });
  return { tags: input.tags };
}

/** Erases the person's own document (with the last of their applications). */
export async function erasePersonRecord(companyId: string, personKey: string): Promise<void> {
  await personRef(companyId, personKey).delete();
}

/** Erases the person's document when no application of theirs is left in the company (one bounded read). */
export async function forgetPersonIfGone(companyId: string, personKey: string): Promise<void> {
  const left = await shapedQuery(applications(), PERSON_APPLICATIONS_SHAPE, { companyId, candidateId: personKey })
    .limit(1)
    .get();
  if (left.empty) await erasePersonRecord(companyId, personKey);
}

/** The company's application, or 404 (another company's reads like an unknown one). */
export async function requireCompanyApplication(companyId: string, applicationId: string) {
  const application = applicationDocs.read(await applications().doc(applicationId).get());
  if (!application || application.companyId !== companyId)
    throw new NotFoundError(RECRUITING_ERRORS.applicationNotFound);
  return application;
}

/**
 * Every application of the person behind `application` in the company (whatever the member may see): by the
 * key each application stores, and the application itself when it was stored under another key (older data).
 */
export async function personApplications(application: ApplicationDocument): Promise<ApplicationDocument[]> {
  const snapshot = await shapedQuery(applications(), PERSON_APPLICATIONS_SHAPE, {
    companyId: application.companyId,
    candidateId: personKeyOf(application),
  }).get();
  const found = snapshot.docs.map((doc) => applicationDocs.read(doc));
  if (!found.some((other) => other.id === application.id)) found.push(application);
  return found.sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
}

/** `GET /api/person/:applicationId`: the person, with the applications of theirs the member may see. */
export async function getPerson(
  companyId: string,
  uid: string,
  member: MemberAccess,
  applicationId: string,
): Promise<Person> {
  const application = await requireCompanyApplication(companyId, applicationId);
  const visible = (await personApplications(application)).filter((other) =>
    maySee(member, { kind: 'application', vacancyId: other.vacancyId, applicationId: other.id }),
  );
  const [titles, interviews, access, scorecards, tags] = await Promise.all([
    vacancyTitles(visible.map((other) => other.vacancyId)),
    getInterviewSummaries(visible.map((other) => other.interviewId ?? '')),
    claraAccessFor(companyId, uid),
    Promise.all(visible.map((other) => applicationScorecards(companyId, other.id))),
    personTags(companyId, personKeyOf(application)),
  ]);
  return {
    name: application.name,
    email: application.email,
    applications: visible.map((other, index) => {
      const code = interviewCodeFromRef(other.interviewId);
      const interview = code ? interviews.get(code) : undefined;
      const team = scorecards[index] ?? [];
      return {
        applicationId: other.id,
        vacancyId: other.vacancyId,
        vacancyTitle: titles.get(other.vacancyId) ?? '',
        status: other.status,
        createdAt: other.createdAt,
        source: other.source,
        ...claraScore(access, other.id, interview?.score ?? null),
        // The team's notes: those a member wrote with a status move (not the system's own lines).
        notes: other.statusHistory.flatMap((entry) =>
          entry.by && entry.notes.trim() ? [{ date: entry.date, author: entry.by.email, text: entry.notes }] : [],
        ),
        // As the scorecard section: the team's scorecards once the member has submitted their own.
        scorecards: team.some((card) => card.author.uid === uid)
          ? team.map((card) => ({
              author: card.author.email,
              recommendation: card.recommendation,
              note: card.note,
              date: card.createdAt,
            }))
          : [],
      } satisfies PersonApplication;
    }),
    tags,
  };
}

/** Clara's score under the one rule (`maySeeClara`): withheld while the member scores this candidate blind. */
function claraScore(access: ClaraAccess, applicationId: string, score: number | string | null) {
  if (score === null) return { score: null, claraHidden: false };
  return maySeeClara(access, applicationId) ? { score, claraHidden: false } : { score: null, claraHidden: true };
}

/** The titles of these vacancies, by id (one read for all). */
export async function vacancyTitles(ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter(Boolean))];
  if (!unique.length) return new Map();
  const snapshots = await db().getAll(...unique.map((id) => vacancies().doc(id)));
  const titles = new Map<string, string>();
  for (const snapshot of snapshots) {
    const vacancy = vacancyDocs.read(snapshot);
    if (vacancy) titles.set(snapshot.id, vacancy.title);
  }
  return titles;
}
