import { errorMessage } from '../platform/errorMessage';

/** A server error that names one of a form's fields, to show under that field. */
export interface ServerFieldError<K extends string> {
  field: K;
  message: string;
}

/**
 * The form field an API error names, when it is one of `fields`: the body's `field`, or else the
 * first of its validation `issues` whose `path` is a field (`{ name, message, field?, issues? }`,
 * carried as the HttpError's body). Undefined otherwise, and the error is a toast.
 */
export function serverFieldError<K extends string>(error: unknown, fields: readonly K[]): ServerFieldError<K> | undefined {
  const body = errorBody(error);
  if (!body) return undefined;
  const named = fields.find((candidate) => candidate === body.field);
  if (named !== undefined) return { field: named, message: errorMessage(body) };
  for (const issue of Array.isArray(body.issues) ? body.issues : []) {
    if (!isRecord(issue)) continue;
    const field = fields.find((candidate) => candidate === issue.path);
    if (field !== undefined) return { field, message: errorMessage(issue) };
  }
  return undefined;
}

function errorBody(error: unknown): Record<string, unknown> | undefined {
  if (!isRecord(error) || !('body' in error)) return undefined;
  return isRecord(error.body) ? error.body : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
