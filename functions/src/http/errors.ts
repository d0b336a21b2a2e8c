import { COMMON_ERRORS } from '@clara/domain';

/** An error whose message a user may read, answered with its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string = COMMON_ERRORS.notFound) => new ApiError(404, message);
export const unauthenticated = () => new ApiError(401, COMMON_ERRORS.unauthenticated);
export const badRequest = (message: string) => new ApiError(400, message);
export const conflict = (message: string) => new ApiError(409, message);
