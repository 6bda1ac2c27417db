import type { ErrorIssue, ErrorName } from '@scout/contracts/platform/errors';

interface AppErrorDetails {
  field?: string;
  issues?: ErrorIssue[];
  headers?: Record<string, string>;
}

/** A failure the client is meant to see: its name, status and message go out as they are. */
export class AppError extends Error {
  override readonly name: ErrorName;
  readonly status: number;
  readonly field: string | undefined;
  readonly issues: ErrorIssue[] | undefined;
  /** Response headers that go with this error, such as Retry-After. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, name: ErrorName, message: string, details: AppErrorDetails = {}) {
    super(message);
    this.name = name;
    this.status = status;
    this.field = details.field;
    this.issues = details.issues;
    this.headers = details.headers ?? {};
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export class ValidationError extends AppError {
  constructor(message: string, issues: ErrorIssue[] = []) {
    super(400, 'ValidationError', message, { issues });
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please log in again') {
    super(401, 'Unauthorized', message);
  }
}

export class AccessBlockedError extends AppError {
  constructor(message = 'Your access is blocked, please choose a plan to continue') {
    super(402, 'AccessBlocked', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this') {
    super(403, 'Forbidden', message);
  }
}

export class EmailNotVerifiedError extends AppError {
  constructor(message = 'Please verify your email address first') {
    super(403, 'EmailNotVerified', message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, 'NotFound', message);
  }
}

export class ConflictError extends AppError {
  /** `field` names what stands in the way (a downgrade below usage names the limit). */
  constructor(message: string, field?: string) {
    super(409, 'Conflict', message, field ? { field } : {});
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message = 'The upload is too large') {
    super(413, 'PayloadTooLarge', message);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message = 'This type of file is not supported') {
    super(415, 'UnsupportedMediaType', message);
  }
}

/** The plan's limit for `field` is reached, or the feature is not in the plan. */
export class PlanLimitError extends AppError {
  constructor(field: string, message = 'Your plan does not allow this, please upgrade') {
    super(423, 'PlanLimit', message, { field });
  }
}

export class TooManyRequestsError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    const seconds = Number.isFinite(retryAfterSeconds) ? Math.max(1, Math.ceil(retryAfterSeconds)) : 1;
    super(429, 'TooManyRequests', `Too many requests, please retry in ${seconds} seconds`, {
      headers: { 'Retry-After': String(seconds) },
    });
    this.retryAfterSeconds = seconds;
  }
}

/** A service Scout depends on (the social-data provider) failed or timed out; retrying later may work. */
export class ServiceUnavailableError extends AppError {
  constructor(message = 'Profile data is unavailable right now, please retry later') {
    super(503, 'ServiceUnavailable', message);
  }
}
