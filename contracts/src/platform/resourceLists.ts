import { z } from 'zod';
import { stripEmpty } from './cleaning';

/**
 * The list calls the web app's Resources read through react-admin's `ra-data-simple-rest`:
 * `GET /customer/resources/<resource>?range=[0,24]&sort=["field","ASC"]&filter={...}` (each
 * parameter JSON text), answered with the records as a JSON array (each with `id`, the document's
 * `_id`) and `Content-Range: <resource> 0-24/319`. They answer the same documents as the spec's
 * list calls of the same things.
 */
export const RESOURCES_PATH = '/customer/resources';

/** The most records one call answers: react-admin's export asks for 1,000 at once. */
export const RESOURCE_RANGE_MAX = 1000;
/** Without `range`: the first records, as many as react-admin's default page. */
export const RESOURCE_DEFAULT_RANGE: readonly [number, number] = [0, 9];

export const resourcePath = (resource: string): string => `${RESOURCES_PATH}/${resource}`;

export type SortOrder = 'ASC' | 'DESC';

/** A query parameter holding JSON text, parsed by `schema`; text that is no JSON is a 400 like any bad value. */
const jsonParameter = <Schema extends z.ZodType>(schema: Schema, example: string) =>
  z
    .string()
    .max(4000)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: `Use JSON such as ${example}` });
        return z.NEVER;
      }
    })
    .pipe(schema);

const index = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** `[first, last]`, both included, at most RESOURCE_RANGE_MAX records. */
const rangeSchema = z
  .tuple([index, index])
  .refine(([first, last]) => last >= first, 'The range ends before it starts')
  .refine(([first, last]) => last - first < RESOURCE_RANGE_MAX, `At most ${RESOURCE_RANGE_MAX} records at once`);

/**
 * The query of a resource's list call: `filter` names only the resource's filters (strict: an
 * unknown one is a 400, as an unknown parameter is), `sort` only its sortable fields. Empty filter
 * values (`""`, null) are no filter, as empty query parameters are.
 */
export function resourceListQuerySchema<Filter extends z.ZodRawShape, Field extends string>(
  filter: Filter,
  sortFields: readonly [Field, ...Field[]],
) {
  return z
    .object({
      range: jsonParameter(rangeSchema, '[0,24]').optional(),
      sort: jsonParameter(z.tuple([z.enum(sortFields), z.enum(['ASC', 'DESC'])]), `["${sortFields[0]}","ASC"]`).optional(),
      filter: jsonParameter(
        z.preprocess((value) => stripEmpty(value) ?? {}, z.object(filter).strict()),
        '{}',
      ).optional(),
    })
    .strict();
}

/** The parsed query, as a handler uses it. */
export interface ResourceListQuery<Filter, Field extends string> {
  range?: [number, number];
  sort?: [Field, SortOrder];
  filter?: Filter;
}

/** Where a range starts and how many records it takes. */
export function rangeWindow(range: readonly [number, number] = RESOURCE_DEFAULT_RANGE): { skip: number; limit: number } {
  return { skip: range[0], limit: range[1] - range[0] + 1 };
}

// `stories 0-24/319`; `stories */0` when the range holds no record.
export function contentRange(resource: string, skip: number, count: number, total: number): string {
  return count === 0 ? `${resource} */${total}` : `${resource} ${skip}-${skip + count - 1}/${total}`;
}

/** A document as a react-admin record: `id` is its `_id`. */
export const withId = <Doc extends { _id: string }>(doc: Doc): Doc & { id: string } => ({ ...doc, id: doc._id });

/** The answer schema of a resource's list call: the documents of `record`, each with `id`. */
export const resourceListAnswerSchema = <Record extends z.ZodObject>(record: Record) => z.array(record.extend({ id: z.string() }));
