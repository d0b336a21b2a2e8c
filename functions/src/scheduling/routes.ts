import type { Router } from 'express';
import {
  applicationBookingsRoute,
  availabilityRoute,
  cancelBookingRoute,
  candidateBookingRoute,
  companyCancelInterviewRoute,
  companyMoveInterviewRoute,
  pickSlotRoute,
  proposeInterviewRoute,
  saveAvailabilityRoute,
  upcomingInterviewsRoute,
} from '@clara/domain/scheduling/routes';
import { register } from '../http/register';
import { publicOriginOf } from '../platform/origin';
import { limit } from '../platform/rateLimit';
import { cancelBooking, candidateBooking, pickSlot } from './candidate';
import { cancelByCompany, moveByCompany } from './company';
import {
  getMyAvailability,
  listApplicationBookings,
  listUpcoming,
  proposeInterview,
  saveMyAvailability,
} from './service';

/** Issue 23: scheduling the human interviews (domain/src/scheduling/routes.ts). */
export function registerSchedulingRoutes(router: Router): void {
  register(router, availabilityRoute, ({ companyId, caller }) => getMyAvailability(companyId, caller));
  register(router, saveAvailabilityRoute, ({ companyId, caller, body }) => saveMyAvailability(companyId, caller, body));
  register(router, applicationBookingsRoute, ({ companyId, caller, params }) =>
    listApplicationBookings(companyId, caller, params.applicationId),
  );
  register(router, proposeInterviewRoute, ({ companyId, caller, params, body, req }) =>
    proposeInterview(companyId, caller, params.applicationId, body, publicOriginOf(req)),
  );
  register(router, upcomingInterviewsRoute, ({ companyId, caller, member }) => listUpcoming(companyId, caller, member));
  // Issue 32: the company cancels or moves an interview it proposed.
  register(router, companyCancelInterviewRoute, ({ companyId, caller, params, body }) =>
    cancelByCompany(companyId, caller, params.id, body.reason),
  );
  register(router, companyMoveInterviewRoute, ({ companyId, caller, params, body, req }) =>
    moveByCompany(companyId, caller, params.id, body.startAt, publicOriginOf(req)),
  );

  // The candidate's link: the token in the body; bounded per client like the other candidate-token calls.
  const candidateData = { before: [limit('CANDIDATE_DATA')] };
  register(router, candidateBookingRoute, ({ body }) => candidateBooking(body.token), candidateData);
  register(
    router,
    pickSlotRoute,
    ({ body, req }) => pickSlot(body.token, body.startAt, body.timeZone, publicOriginOf(req)),
    candidateData,
  );
  register(router, cancelBookingRoute, ({ body }) => cancelBooking(body.token), candidateData);
}
