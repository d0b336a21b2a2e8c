/** `fairness_settings/{companyId}` (issue 33): when the company asks for the voluntary self-identification. */
import type { Transaction } from 'firebase-admin/firestore';
import { COMMON_ERRORS } from '@clara/domain';
import { ForbiddenError, NotFoundError } from '@clara/domain/common/failures';
import { storedFairnessSettingsSchema } from '@clara/domain/fairness/documents';
import { DEFAULT_SELF_ID_TIMING, type SelfIdTiming } from '@clara/domain/fairness/selfIdentification';
import { FAIRNESS_ERRORS } from '@clara/domain/fairness/texts';
import type { FairnessSettings } from '@clara/domain/fairness/routes';
import { db } from '../platform/firebase';
import { storedConverter } from '../platform/stored';
import type { Caller } from '../platform/auth';
import { getCompanyRecord } from '../company/companies';

const settingsRef = (companyId: string) => db().collection('fairness_settings').doc(companyId);
const settingsDocs = storedConverter('fairness_settings', storedFairnessSettingsSchema);

export async function selfIdentificationTiming(companyId: string, tx?: Transaction): Promise<SelfIdTiming> {
  const ref = settingsRef(companyId);
  const snapshot = tx ? await tx.get(ref) : await ref.get();
  return settingsDocs.read(snapshot)?.selfIdentificationTiming ?? DEFAULT_SELF_ID_TIMING;
}

/**
 * Fairness data and its settings are the owner's only (DECISIONS "Fairness data"): a recruiter gets 403. The
 * compliance pack (issue 33) uses the same check with its own message.
 */
export async function requireFairnessOwner(
  companyId: string,
  caller: Caller,
  message: string = FAIRNESS_ERRORS.ownerOnly,
): Promise<void> {
  const company = await getCompanyRecord(companyId);
  if (!company) throw new NotFoundError(COMMON_ERRORS.notFound);
  if (company.ownerUid !== caller.uid) throw new ForbiddenError(message);
}

export async function readFairnessSettings(companyId: string, caller: Caller): Promise<FairnessSettings> {
  await requireFairnessOwner(companyId, caller);
  return { selfIdentificationTiming: await selfIdentificationTiming(companyId) };
}

export async function writeFairnessSettings(
  companyId: string,
  caller: Caller,
  settings: FairnessSettings,
): Promise<FairnessSettings> {
  await requireFairnessOwner(companyId, caller);
  await settingsRef(companyId).set(settings);
  return settings;
}
