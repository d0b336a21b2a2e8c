/** `self_identification/{applicationId}` (issue 33): its one converter, read only by this folder. */
import { storedSelfIdentificationSchema } from '@clara/domain/fairness/documents';
import { db } from '../platform/firebase';
import { storedConverter } from '../platform/stored';

export const SELF_IDENTIFICATION = 'self_identification';
export const selfIds = () => db().collection(SELF_IDENTIFICATION);
export const selfIdDocs = storedConverter(SELF_IDENTIFICATION, storedSelfIdentificationSchema);
