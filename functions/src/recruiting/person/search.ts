/**
 * Issue 32, «Buscar candidatos»: the company's people found by a name or email prefix, or by a tag, with a flat
 * cost whatever the company's size: no scan. A prefix is one query on the prefixes every application stores for
 * the per-vacancy search (`searchPrefixes`), bounded; a tag is one query on the people documents' tag keys,
 * bounded, then each person's applications by their key (PERSON_APPLICATIONS_SHAPE). Only the applications the
 * member may see are answered (`maySee`); a person with none is left out.
 */
import { maySee, type MemberAccess } from '@clara/domain/common/access';
import { normalizeCandidateSearch } from '@clara/domain/recruiting/pipeline/keys';
import {
  PEOPLE_SEARCH_LIMIT,
  PEOPLE_TAG_SEARCH_LIMIT,
  tagKey,
  type FoundPerson,
  type PeopleSearch,
} from '@clara/domain/recruiting/person/model';
import { applicationDocs, applications, companyRef, type ApplicationDocument } from '../../company/documents';
import { shapedQuery, type QueryShape } from '../queryShapes';
import { PERSON_APPLICATIONS_SHAPE, personDocs, personKeyOf, tagsOfApplications, vacancyTitles } from './service';

/** The company's applications whose name or email starts with the text, newest first. */
export const PEOPLE_PREFIX_SHAPE = {
  collection: 'applications',
  equals: ['companyId'],
  arrayContains: 'searchPrefixes',
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
} as const satisfies QueryShape;

/** The company's people with a tag (`companies/{companyId}/people`), the latest changed first. */
export const PEOPLE_TAG_SHAPE = {
  collection: 'people',
  equals: [],
  arrayContains: 'tagKeys',
  orderBy: [{ field: 'updatedAt', direction: 'desc' }],
} as const satisfies QueryShape;

/** `GET /api/people?q=`: the people found, those by tag first, then by name or email (newest application first). */
export async function searchPeople(companyId: string, member: MemberAccess, q: string): Promise<PeopleSearch> {
  const prefix = normalizeCandidateSearch(q);
  const [byPrefix, tagged] = await Promise.all([
    prefix
      ? shapedQuery(applications(), PEOPLE_PREFIX_SHAPE, { companyId, searchPrefixes: prefix })
          .limit(PEOPLE_SEARCH_LIMIT)
          .get()
      : null,
    shapedQuery(companyRef(companyId).collection('people'), PEOPLE_TAG_SHAPE, { tagKeys: tagKey(q) })
      .limit(PEOPLE_TAG_SEARCH_LIMIT)
      .get(),
  ]);
  const taggedPeople = tagged.docs.map((doc) => personDocs.read(doc));
  const ofTagged = await Promise.all(
    taggedPeople.map(async (person) => {
      const snapshot = await shapedQuery(applications(), PERSON_APPLICATIONS_SHAPE, {
        companyId,
        candidateId: person.personKey,
      }).get();
      return snapshot.docs.map((doc) => applicationDocs.read(doc));
    }),
  );
  // One group per person (their key), in the order found; an application found twice is listed once.
  const groups = new Map<string, Map<string, ApplicationDocument>>();
  const found = [...ofTagged.flat(), ...(byPrefix?.docs.map((doc) => applicationDocs.read(doc)) ?? [])];
  for (const application of found) {
    if (!maySee(member, { kind: 'application', vacancyId: application.vacancyId, applicationId: application.id }))
      continue;
    const key = personKeyOf(application);
    const group = groups.get(key) ?? new Map<string, ApplicationDocument>();
    group.set(application.id, application);
    groups.set(key, group);
  }
  const people = [...groups.values()].map((group) =>
    [...group.values()].sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id)),
  );
  const firsts = people.map((list) => list[0]!);
  const [titles, tags] = await Promise.all([
    vacancyTitles(people.flat().map((application) => application.vacancyId)),
    tagsOfApplications(companyId, firsts),
  ]);
  return {
    truncated: (byPrefix?.size ?? 0) >= PEOPLE_SEARCH_LIMIT || tagged.size >= PEOPLE_TAG_SEARCH_LIMIT,
    people: people.map((list, index): FoundPerson => {
      const latest = firsts[index]!;
      return {
        personKey: personKeyOf(latest),
        name: latest.name,
        email: latest.email,
        tags: tags.get(latest.id) ?? [],
        applications: list.map((application) => ({
          applicationId: application.id,
          vacancyId: application.vacancyId,
          vacancyTitle: titles.get(application.vacancyId) ?? '',
          status: application.status,
          createdAt: application.createdAt,
        })),
      };
    }),
  };
}
