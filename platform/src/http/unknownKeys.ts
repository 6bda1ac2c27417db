import type { z } from 'zod';
import type { ErrorIssue } from '@scout/contracts/platform/errors';
import { stripEmpty } from '@scout/contracts/platform/cleaning';

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional', 'success']);

/** What a preprocess step makes of `value` (the value itself when the step refuses it: zod reports that). */
function preprocessed(step: z.ZodType, value: unknown): unknown {
  try {
    const fed = step.safeParse(value);
    return fed.success ? fed.data : value;
  } catch {
    return value; // an asynchronous step: zod's own parse runs it
  }
}

/**
 * The keys of `value` that `schema` does not declare, at any depth. zod's plain objects strip
 * such keys silently, so `?listSlug=` would filter nothing and a misspelt field would change
 * nothing: the API refuses them instead. Objects that declare what extra keys may hold (records,
 * `.catchall()`, `.loose()`) take any key; `.strict()` ones are checked here too, since cleaning
 * drops an empty value (`?foo=`) before zod would see it.
 */
export function unknownKeyIssues(schema: z.ZodType, value: unknown, path: readonly (string | number)[] = []): ErrorIssue[] {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return unknownKeyIssues(def.innerType, value, path);
  if (def.type === 'lazy' && def.getter) return unknownKeyIssues(def.getter(), value, path);
  if (def.type === 'pipe' && def.in && def.out) {
    if (defOf(def.in).type !== 'transform') return unknownKeyIssues(def.in, value, path);
    // A preprocess step changes the value before the schema sees it: walk what it feeds.
    return unknownKeyIssues(def.out, preprocessed(def.in, value), path);
  }
  if (def.type === 'object' && def.shape && isPlainObject(value)) {
    const issues: ErrorIssue[] = [];
    for (const [key, item] of Object.entries(value)) {
      const field = Object.hasOwn(def.shape, key) ? def.shape[key] : undefined;
      if (field) issues.push(...unknownKeyIssues(field, item, [...path, key]));
      else if (!def.catchall || defOf(def.catchall).type === 'never')
        issues.push({ path: [...path, key].join('.'), message: `Unrecognized key: "${key}"` });
    }
    return issues;
  }
  if (def.type === 'array' && def.element && Array.isArray(value))
    return value.flatMap((item, index) => unknownKeyIssues(def.element!, item, [...path, index]));
  if (def.type === 'tuple' && def.items && Array.isArray(value))
    return def.items.flatMap((item, index) => unknownKeyIssues(item, value[index], [...path, index]));
  if (def.type === 'record' && def.valueType && isPlainObject(value))
    return Object.entries(value).flatMap(([key, item]) => unknownKeyIssues(def.valueType!, item, [...path, key]));
  if (def.type === 'union' && def.options) {
    // The option zod chose: the first that takes the value.
    const cleaned = stripEmpty(value);
    const chosen = def.options.find((option) => option.safeParse(cleaned).success);
    return chosen ? unknownKeyIssues(chosen, value, path) : [];
  }
  return [];
}
