import { JOBDESC_TEXTS, nowSeconds, RECRUITING_ERRORS, type Company } from '@clara/domain';
import { ConflictError, NotFoundError } from '@clara/domain/common/failures';
import { anyActiveCodeOf, isActiveCodeOf, issueAccessCode } from './accessCodes';
import type { Caller } from '../platform/auth';
import { db } from '../platform/firebase';
import { isAlreadyExists } from '../platform/firestoreErrors';
import { createUserProfile, getUserProfile } from './users';

/**
 * Data access for `companies/{companyId}` {name, ownerUid, createdAt, jobAccessCode}: `jobAccessCode` is the
 * company's own code of the job-description assistant (DECISIONS).
 */
export const companies = () => db().collection('companies');
export const companyRef = (companyId: string) => companies().doc(companyId);

/** The company with its owner (who signed up): the owner manages the team. */
export async function getCompanyRecord(companyId: string): Promise<{ name: string; ownerUid: string } | null> {
  const data = (await companyRef(companyId).get()).data();
  return data ? { name: String(data.name ?? ''), ownerUid: String(data.ownerUid ?? '') } : null;
}

export async function getCompany(companyId: string): Promise<Company | null> {
  const snapshot = await companies().doc(companyId).get();
  const data = snapshot.data();
  return data ? { id: snapshot.id, name: String(data.name ?? '') } : null;
}

/** `GET /api/company-names`: the caller's company first (DECISIONS); empty when the account has none yet. */
export async function companyNamesFor(caller: Caller): Promise<Company[]> {
  const profile = await getUserProfile(caller.uid);
  if (!profile) return [];
  const company = await getCompany(profile.companyId);
  return company ? [company] : [];
}

/**
 * `POST /api/register-company`: creates the caller's company and profile in one transaction. The profile is
 * written with `create()`, so two racing calls cannot give one user two companies.
 */
export async function registerCompany(caller: Caller, companyName: string): Promise<Company> {
  const newCompany = companies().doc();
  try {
    await db().runTransaction(async (tx) => {
      const jobAccessCode = issueAccessCode(tx, newCompany.id);
      tx.create(newCompany, { name: companyName, ownerUid: caller.uid, createdAt: nowSeconds(), jobAccessCode });
      createUserProfile(tx, caller.uid, {
        companyId: newCompany.id,
        email: caller.email ?? '',
        joinedAt: nowSeconds(),
      });
    });
  } catch (error) {
    if (isAlreadyExists(error)) throw new ConflictError(RECRUITING_ERRORS.companyExists);
    throw error;
  }
  return { id: newCompany.id, name: companyName };
}

/**
 * The company's access code of the job-description assistant. A company registered before codes were per
 * company gets one on first need (an active code it already has, else a new one), once: the transaction
 * makes two concurrent calls answer the same code.
 */
export async function companyAccessCode(companyId: string): Promise<string> {
  const ref = companyRef(companyId);
  return db().runTransaction(async (tx) => {
    const company = await tx.get(ref);
    if (!company.exists) throw new NotFoundError(JOBDESC_TEXTS.companyMissing);
    const current = company.get('jobAccessCode') as string | undefined;
    if (current && (await isActiveCodeOf(tx, current, companyId))) return current;
    const code = (await anyActiveCodeOf(tx, companyId)) ?? issueAccessCode(tx, companyId);
    tx.update(ref, { jobAccessCode: code });
    return code;
  });
}
