import type { Request } from 'express';
import type { z } from 'zod';
import { stripEmpty } from '@scout/contracts/platform/cleaning';
import type { ErrorIssue } from '@scout/contracts/platform/errors';
import { ValidationError } from '../errors';
import { assertSafeInputShape } from './inputShape';
import { unknownKeyIssues } from './unknownKeys';
import { assertStorableText } from './storableText';

/** Issues as the API reports them: a dotted path (`tags.0.name`) and zod's message. */
export function toIssues(error: z.core.$ZodError): ErrorIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** One line for a toast, such as `email: Invalid email address; password: Too small`. */
export function describeIssues(issues: ErrorIssue[]): string {
  if (issues.length === 0) return 'Invalid input';
  return issues.map(({ path, message }) => (path ? `${path}: ${message}` : message)).join('; ');
}

export function validationErrorFrom(error: z.core.$ZodError): ValidationError {
  const issues = toIssues(error);
  return new ValidationError(describeIssues(issues), issues);
}

/** `refuse` (the default): a key the schema does not declare is a 400. `ignore`: a look at part of an input, which another parse reads whole. */
export type UnknownKeys = 'refuse' | 'ignore';

/**
 * Cleans the input (spec section 5) and parses it; throws ValidationError on failure.
 * A key the schema does not declare is refused, even when its value is one cleaning drops
 * (`?listSlug=`): nothing unexpected reaches the handler and nothing sent is silently ignored.
 * Text that cannot be stored (NUL, lone surrogates), nesting deeper than 64, prototype keys and
 * numbers beyond ±2^53 are refused.
 */
export function parse<Schema extends z.ZodType>(schema: Schema, value: unknown, unknownKeys: UnknownKeys = 'refuse'): z.output<Schema> {
  // Input the HTTP layer did not see as JSON (multipart fields) is checked here as well, before
  // stripEmpty recurses into it.
  assertSafeInputShape(value);
  assertStorableText(value);
  const result = schema.safeParse(stripEmpty(value));
  if (!result.success) throw validationErrorFrom(result.error);
  if (unknownKeys === 'refuse') {
    const issues = unknownKeyIssues(schema, value);
    if (issues.length > 0) throw new ValidationError(describeIssues(issues), issues);
  }
  return result.data;
}

/** Which part of a request a schema parsed. */
export type RequestPart = 'body' | 'query' | 'params';
export type SchemaObserver = (req: Request, part: RequestPart, schema: z.ZodType) => void;

let schemaObserver: SchemaObserver | undefined;

/** Sees the schema each request part is parsed with (the fuzzer learns the routes' inputs so); undefined stops. */
export function observeParsedSchemas(observer: SchemaObserver | undefined): void {
  schemaObserver = observer;
}

/** A request without a JSON body parses as `{}`, so the issues name the missing fields. */
export function parseBody<Schema extends z.ZodType>(req: Request, schema: Schema): z.output<Schema> {
  schemaObserver?.(req, 'body', schema);
  const body: unknown = req.body;
  return parse(schema, body ?? {});
}

export function parseQuery<Schema extends z.ZodType>(req: Request, schema: Schema): z.output<Schema> {
  schemaObserver?.(req, 'query', schema);
  return parse(schema, req.query);
}

export function parseParams<Schema extends z.ZodType>(req: Request, schema: Schema): z.output<Schema> {
  schemaObserver?.(req, 'params', schema);
  return parse(schema, req.params);
}
