/**
 * What a service throws when a request cannot be served: the kind of failure and the text a user reads
 * (from domain's texts). Services know nothing of HTTP; one place in the functions
 * (`functions/src/http/app.ts`, `statusOf`) maps each kind to its status.
 */
export type FailureKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'tooLarge'
  | 'tooMany'
  | 'upstream'
  | 'unavailable'
  | 'internal'
  | 'storedData';

export class DomainError extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    /** Field path → message, for forms. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The input breaks a rule (400). */
export class ValidationError extends DomainError {
  constructor(message: string, fields?: Record<string, string>) {
    super('invalid', message, fields);
  }
}
/** No valid credential (401). */
export class UnauthenticatedError extends DomainError {
  constructor(message: string) {
    super('unauthenticated', message);
  }
}
/** A valid credential that may not do this (403). */
export class ForbiddenError extends DomainError {
  constructor(message: string) {
    super('forbidden', message);
  }
}
/** Nothing the caller may see has this id (404). */
export class NotFoundError extends DomainError {
  constructor(message: string) {
    super('notFound', message);
  }
}
/** The current state forbids it (409). */
export class ConflictError extends DomainError {
  constructor(message: string) {
    super('conflict', message);
  }
}
/** Content over its bound (413). */
export class TooLargeError extends DomainError {
  constructor(message: string) {
    super('tooLarge', message);
  }
}
/** A count over its bound (429); `retryAfterSeconds` when waiting helps. */
export class TooManyError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super('tooMany', message);
  }
}
/** A service we depend on answered wrongly (502). */
export class UpstreamError extends DomainError {
  constructor(message: string) {
    super('upstream', message);
  }
}
/** A service we depend on is not available now (503). */
export class UnavailableError extends DomainError {
  constructor(message: string) {
    super('unavailable', message);
  }
}
/** Our own failure, with a text a user may read (500). */
export class InternalError extends DomainError {
  constructor(message: string) {
    super('internal', message);
  }
}
/**
 * A stored document does not have the shape its collection's schema says (500): written by an older version,
 * the seed or a hand edit. `collection`, `id` and `fields` (the paths that failed, never their values) are for
 * the log, not for the answer.
 */
export class StoredDataError extends DomainError {
  constructor(
    message: string,
    readonly collection: string,
    readonly id: string,
    readonly paths: readonly string[],
  ) {
    super('storedData', message);
  }
}
