import { JOBDESC_TEXTS, nowSeconds, RECRUITING_ERRORS, type Company, type MemberCompany } from '@clara/domain';
import type { MemberRole } from '@clara/domain/common/access';
import { ConflictError, NotFoundError } from '@clara/domain/common/failures';
import { anyActiveCodeOf, findAccessCode, isActiveCodeOf, issueAccessCode } from './accessCodes';
import type { Caller } from '../platform/auth';
import { db } from '../platform/firebase';
import { companies, companyDocs, companyRef } from './documents';
import { isAlreadyExists } from '../platform/firestoreErrors';
import { createUserProfile, getUserProfile } from './users';

export { companies, companyDocs, companyRef } from './documents';

/** The company with its owner (who signed up): the owner manages the team. */
export async function getCompanyRecord(companyId: string): Promise<{ name: string; ownerUid: string } | null> {
  const company = companyDocs.read(await companyRef(companyId).get());
  return company ? { name: company.name, ownerUid: company.ownerUid } : null;
}

export async function getCompany(companyId: string): Promise<Company | null> {
  const company = companyDocs.read(await companyRef(companyId).get());
  return company ? { id: companyId, name: company.name } : null;
}

/** A profile's role: the stored one, or (profiles from before roles) owner for the company's ownerUid, else recruiter. */
const roleFrom = (uid: string, ownerUid: string | undefined, stored: MemberRole | undefined): MemberRole =>
  stored ?? (ownerUid === uid ? 'owner' : 'recruiter');

export async function roleOf(uid: string, companyId: string, stored: MemberRole | undefined): Promise<MemberRole> {
  return stored ?? roleFrom(uid, (await getCompanyRecord(companyId))?.ownerUid, stored);
}

/**
 * `GET /api/company-names` (and the custom-token exchange, issue 34): the caller's company first (DECISIONS), with
 * their role in it; empty when the account has none yet.
 */
export async function companyNamesFor(uid: string): Promise<MemberCompany[]> {
  const profile = await getUserProfile(uid);
  if (!profile) return [];
  const company = companyDocs.read(await companyRef(profile.companyId).get());
  if (!company) return [];
  return [{ id: profile.companyId, name: company.name, role: roleFrom(uid, company.ownerUid, profile.role) }];
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
        role: 'owner',
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
 * makes two concurrent calls answer the same code. When the transaction fails while another call made the code
 * (two first calls at once on a loaded emulator answered 500 once), the code that call stored is the answer.
 */
export async function companyAccessCode(companyId: string): Promise<string> {
  const ref = companyRef(companyId);
  try {
    return await db().runTransaction(async (tx) => {
      const company = companyDocs.read(await tx.get(ref));
      if (!company) throw new NotFoundError(JOBDESC_TEXTS.companyMissing);
      const current = company.jobAccessCode;
      if (current && (await isActiveCodeOf(tx, current, companyId))) return current;
      const code = (await anyActiveCodeOf(tx, companyId)) ?? issueAccessCode(tx, companyId);
      tx.update(ref, { jobAccessCode: code });
      return code;
    });
  } catch (error) {
    const stored = companyDocs.read(await ref.get())?.jobAccessCode;
    const code = stored ? await findAccessCode(stored) : null;
    if (code?.companyId === companyId && code.active) return code.code;
    throw error;
  }
}
