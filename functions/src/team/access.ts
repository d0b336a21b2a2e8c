/**
 * Issue 32: what the authorisation rule (domain common/access.ts) needs from the datastore, handed to the HTTP core
 * by src/api.ts: the caller's role and assignments, and the vacancy (and candidate) a route's target id names.
 */
import { RECRUITING_ERRORS } from '@clara/domain';
import type { AccessTarget, AccessTargetKind, MemberAccess } from '@clara/domain/common/access';
import { ForbiddenError } from '@clara/domain/common/failures';
import type { Caller } from '../platform/auth';
import { roleOf } from '../company/companies';
import { applicationDocs, applications, vacancyDocs, vacancies } from '../company/documents';
import { getUserProfile } from '../company/users';
import { privateRef, privateDocs } from '../sessions/sessions';
import { bookingDocs, bookings } from '../scheduling/store';
import { reviewDocs, reviewRequests } from '../reviews/store';

/** The applications of the interviews (proposed or set, not cancelled) that name this member as an interviewer. */
async function scheduledApplicationIds(uid: string, companyId: string): Promise<string[]> {
  const snapshot = await bookings().where('interviewerUids', 'array-contains', uid).get();
  return snapshot.docs
    .map((doc) => bookingDocs.read(doc))
    .filter((booking) => booking.companyId === companyId && booking.status !== 'cancelled')
    .map((booking) => booking.applicationId);
}

/** Every company call starts here: the caller's company and role, or 403 when the account has none yet. */
export async function memberOf(caller: Caller): Promise<{ companyId: string; access: MemberAccess }> {
  const profile = await getUserProfile(caller.uid);
  if (!profile) throw new ForbiddenError(RECRUITING_ERRORS.noCompany);
  const role = await roleOf(caller.uid, profile.companyId, profile.role);
  const applicationIds = role === 'interviewer' ? await scheduledApplicationIds(caller.uid, profile.companyId) : [];
  return {
    companyId: profile.companyId,
    access: { role, vacancyIds: role === 'hiringManager' ? (profile.vacancyIds ?? []) : [], applicationIds },
  };
}

async function applicationTarget(companyId: string, applicationId: string): Promise<AccessTarget | null> {
  const application = applicationDocs.read(await applications().doc(applicationId).get());
  if (application?.companyId !== companyId) return null;
  return { kind: 'application', vacancyId: application.vacancyId, applicationId };
}

/** The vacancy (and candidate) an id of `kind` names in this company; null when it names none there. */
export async function targetOf(companyId: string, kind: AccessTargetKind, id: string): Promise<AccessTarget | null> {
  switch (kind) {
    case 'vacancy': {
      const vacancy = vacancyDocs.read(await vacancies().doc(id).get());
      return vacancy?.companyId === companyId ? { kind: 'vacancy', vacancyId: id } : null;
    }
    case 'application':
      return applicationTarget(companyId, id);
    case 'booking': {
      const booking = bookingDocs.read(await bookings().doc(id).get());
      return booking?.companyId === companyId ? applicationTarget(companyId, booking.applicationId) : null;
    }
    case 'reviewRequest': {
      const request = reviewDocs.read(await reviewRequests().doc(id).get());
      return request?.companyId === companyId ? applicationTarget(companyId, request.applicationId) : null;
    }
    case 'interview': {
      const stored = privateDocs.read(await privateRef(id).get());
      return stored?.companyId === companyId && stored.applicationId
        ? applicationTarget(companyId, stored.applicationId)
        : null;
    }
  }
}
