import { z } from 'zod';

/** Error names of the API's error catalogue (API.md), each with the status it travels with. */
export const errorStatusByName = {
  ValidationError: 400,
  Unauthorized: 401,
  AccessBlocked: 402,
  Forbidden: 403,
  EmailNotVerified: 403,
  NotFound: 404,
  RequestTimeout: 408,
  Conflict: 409,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  PlanLimit: 423,
  TooManyRequests: 429,
  InternalError: 500,
  ServiceUnavailable: 503,
} as const;

export type ErrorName = keyof typeof errorStatusByName;

export const errorNames = Object.keys(errorStatusByName) as [ErrorName, ...ErrorName[]];

export function isErrorName(value: unknown): value is ErrorName {
  return typeof value === 'string' && Object.hasOwn(errorStatusByName, value);
}

/** One failed check of a request: `path` is dotted (`tags.0.name`), empty for the whole input. */
export const errorIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});

export type ErrorIssue = z.infer<typeof errorIssueSchema>;

/** Body of every error response. `field` comes with PlanLimit, `issues` with ValidationError. */
export const errorBodySchema = z.object({
  name: z.enum(errorNames),
  message: z.string(),
  field: z.string().optional(),
  issues: z.array(errorIssueSchema).optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
