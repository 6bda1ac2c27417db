import type { Request } from 'express';
import { z } from 'zod';
import { parse, validationErrorFrom } from './validate';
import { assertStorableText } from './storableText';

/**
 * Like `parse`, but a key the (strict) schema does not know is refused even when its value is one
 * that cleaning drops (`''`, `null`): `{ filter: { folowers: null } }` is 400, never a search of
 * everybody. Known keys are cleaned as everywhere else.
 */
export function parseStrict<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  assertStorableText(value);
  const raw = schema.safeParse(value);
  if (!raw.success) {
    const unknown = raw.error.issues.filter((issue) => issue.code === 'unrecognized_keys');
    if (unknown.length > 0) throw validationErrorFrom(new z.ZodError(unknown));
  }
  return parse(schema, value);
}

export const parseStrictBody = <Schema extends z.ZodType>(req: Request, schema: Schema): z.output<Schema> =>
  parseStrict(schema, req.body ?? {});
export const parseStrictQuery = <Schema extends z.ZodType>(req: Request, schema: Schema): z.output<Schema> =>
  parseStrict(schema, req.query);
