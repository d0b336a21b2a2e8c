/**
 * Issue 33: every rubric version of a vacancy's design, as last saved (`vacancy_design_versions`), written with the
 * vacancy in the same batch or transaction; the works-council sheet compares the current design with the previous
 * version's. A change of the skills or of the questions raises the version (nextDesign); a save that changes
 * neither rewrites the current version's record as it was.
 */
import { WriteBatch, type Transaction } from 'firebase-admin/firestore';
import type { StoredDesign } from '@clara/domain';
import { storedDesignVersionSchema } from '@clara/domain/recruiting/documents';
import { db } from '../platform/firebase';
import { storedConverter } from '../platform/stored';

export const DESIGN_VERSIONS = 'vacancy_design_versions';
const designVersions = () => db().collection(DESIGN_VERSIONS);
export const designVersionDocs = storedConverter(DESIGN_VERSIONS, storedDesignVersionSchema);
const versionRef = (vacancyId: string, version: number) => designVersions().doc(`${vacancyId}_${version}`);

/** Records `design` as its rubric version of the vacancy (nothing when the vacancy has no design). */
export function recordDesignVersion(
  writer: Transaction | WriteBatch,
  ids: { companyId: string; vacancyId: string },
  design: StoredDesign | null | undefined,
  now: number,
): void {
  if (!design) return;
  const { skills, questions, rubricVersion } = design;
  const ref = versionRef(ids.vacancyId, rubricVersion);
  const data = { skills, questions, rubricVersion, ...ids, savedAt: now };
  if (writer instanceof WriteBatch) writer.set(ref, data);
  else writer.set(ref, data);
}

/** The design of the vacancy's rubric version `version`, when it was recorded. */
export async function readDesignVersion(vacancyId: string, version: number) {
  if (version < 1) return null;
  return designVersionDocs.read(await versionRef(vacancyId, version).get());
}
