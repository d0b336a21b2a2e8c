/**
 * An error with an HTTP status, for code that must answer one the domain's failures do not name. Services
 * throw the domain's failures instead (`@clara/domain/common/failures`: NotFoundError, ConflictError, …),
 * which app.ts maps to statuses in one place.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}
