/**
 * What the `company` and `accessCode` auth modes (endpoint.ts) ask of the features: the caller's company and the
 * job-description access code. The HTTP core imports no feature: the app that composes them (src/api.ts) hands
 * these in, and `endpoint` reads them from the app a request belongs to.
 */
import type { Application, Request } from 'express';
import type { AccessCode } from '@clara/domain/jobdesc/model';
import type { AccessTarget, AccessTargetKind, MemberAccess } from '@clara/domain/common/access';
import type { Caller } from '../platform/auth';

/** A company member: their company and what the authorisation rule needs of them (role, assignments). */
export interface CompanyMember {
  companyId: string;
  access: MemberAccess;
}

export interface CallerChecks {
  /** The caller's company and role; a failure (403) when the account has none. */
  memberOf(caller: Caller): Promise<CompanyMember>;
  /** The vacancy (and candidate) a route's target id names in this company; null when it names none there. */
  targetOf(companyId: string, kind: AccessTargetKind, id: string): Promise<AccessTarget | null>;
  /** The access code the request carries, known and active; a failure (401 without one, 403 wrong) otherwise. */
  accessCode(req: Request): Promise<AccessCode>;
}

export function setCallerChecks(app: Application, checks: CallerChecks): void {
  app.locals.callerChecks = checks;
}

export function callerChecksOf(req: Request): CallerChecks {
  const checks = req.app.locals.callerChecks as CallerChecks | undefined;
  if (!checks) throw new Error('No caller checks: build the app with createHttpApp (src/api.ts).');
  return checks;
}
