/** Issue 23: scheduling the human interviews. */
import { defineRoute } from '../common/route';
import { applicationIdParams } from '../common/ids';
import {
  availabilityResponseSchema,
  availabilitySchema,
  bookingListSchema,
  upcomingListSchema,
  bookingPickBody,
  bookingSchema,
  bookingIdParams,
  bookingTokenBody,
  candidateBookingSchema,
  companyCancelBody,
  companyMoveBody,
  proposalSchema,
} from './schemas';

// The company's side.
export const availabilityRoute = defineRoute({
  method: 'GET',
  path: '/api/interview-availability',
  auth: 'company',
  access: { action: 'self' },
  response: availabilityResponseSchema,
});
export const saveAvailabilityRoute = defineRoute({
  method: 'PUT',
  path: '/api/interview-availability',
  auth: 'company',
  access: { action: 'self' },
  body: availabilitySchema,
  response: availabilityResponseSchema,
});
export const applicationBookingsRoute = defineRoute({
  method: 'GET',
  path: '/api/application/:applicationId/interview-bookings',
  auth: 'company',
  access: { action: 'view', target: { kind: 'application', from: 'params', field: 'applicationId' } },
  params: applicationIdParams,
  invalidParams: 404,
  response: bookingListSchema,
});
export const proposeInterviewRoute = defineRoute({
  method: 'POST',
  path: '/api/application/:applicationId/interview-bookings',
  auth: 'company',
  access: { action: 'manage', target: { kind: 'application', from: 'params', field: 'applicationId' } },
  params: applicationIdParams,
  invalidParams: 404,
  body: proposalSchema,
  response: bookingSchema,
  status: 201,
});
/**
 * The company's interviews from now on (scheduled, and proposals awaiting an answer); `mine` marks the caller's.
 * `past`: the caller's own interviews held in the last PAST_INTERVIEWS_DAYS, newest first, whose scorecard may
 * still be owed.
 */
export const upcomingInterviewsRoute = defineRoute({
  method: 'GET',
  path: '/api/upcoming-interviews',
  auth: 'company',
  access: { action: 'view' },
  response: upcomingListSchema,
});

/** Issue 32: the company cancels one of its interviews (the candidate and the interviewers are told). */
export const companyCancelInterviewRoute = defineRoute({
  method: 'POST',
  path: '/api/interview-bookings/:id/cancel',
  auth: 'company',
  access: { action: 'manage', target: { kind: 'booking', from: 'params', field: 'id' } },
  params: bookingIdParams,
  invalidParams: 404,
  body: companyCancelBody,
  response: bookingSchema,
});
/** Issue 32: the company moves a set interview to another time (the .ics keeps its UID, with a higher SEQUENCE). */
export const companyMoveInterviewRoute = defineRoute({
  method: 'POST',
  path: '/api/interview-bookings/:id/move',
  auth: 'company',
  access: { action: 'manage', target: { kind: 'booking', from: 'params', field: 'id' } },
  params: bookingIdParams,
  invalidParams: 404,
  body: companyMoveBody,
  response: bookingSchema,
});

// The candidate's side: the emailed link's token in the body.
export const candidateBookingRoute = defineRoute({
  method: 'POST',
  path: '/api/interview-booking',
  auth: 'none',
  body: bookingTokenBody,
  response: candidateBookingSchema,
});
export const pickSlotRoute = defineRoute({
  method: 'POST',
  path: '/api/interview-booking/pick',
  auth: 'none',
  body: bookingPickBody,
  response: candidateBookingSchema,
});
export const cancelBookingRoute = defineRoute({
  method: 'POST',
  path: '/api/interview-booking/cancel',
  auth: 'none',
  body: bookingTokenBody,
  response: candidateBookingSchema,
});
