import type { z } from 'zod';
import { errorStatusByName, type ErrorName } from '@scout/contracts/platform/errors';
import type { RouteDef } from '@scout/contracts/platform/routes';
import { OPEN_WHEN_BLOCKED } from '../accounts/principal';

/** What each error means, as the document says it. */
export const ERROR_MEANINGS: Readonly<Record<ErrorName, string>> = {
  ValidationError: 'the input does not fit, or holds a parameter or field the call does not know (`issues` says which)',
  Unauthorized: 'no valid session or API key, or wrong credentials',
  AccessBlocked: "the organisation's access is blocked (trial over, unpaid)",
  Forbidden: "the caller's role may not do this",
  EmailNotVerified: 'the call needs a verified email address',
  NotFound: 'no such thing in this organisation',
  RequestTimeout: 'the body did not arrive in time',
  Conflict: 'a duplicate, or a change that contradicts a concurrent one; nothing was changed',
  PayloadTooLarge: 'the body or a file is larger than the call takes',
  UnsupportedMediaType: "the body's encoding or a file's type (told by its bytes) is not one the call takes",
  PlanLimit: "the plan's limit for `field` is reached, or the feature is not in the plan",
  TooManyRequests: 'too many requests; `Retry-After` says when to try again',
  InternalError: 'a bug: something unexpected',
  ServiceUnavailable: 'a dependency is away (the database, the data provider, Stripe); nothing was changed; `Retry-After` is set',
};

/** Field names by which a call names a thing it looks up, so it can answer 404 when there is none. */
const NAMES_A_THING = /(^id$|Ids?$|^slug$|Slug$|^username$|^token$|^uid$)/;

function namesAThing(schema: z.ZodType | undefined): boolean {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return Object.keys(shape ?? {}).some((key) => NAMES_A_THING.test(key));
}

/**
 * The errors a call can answer, from its declaration: every call can be refused its input (400),
 * rate limited (429), meet a bug (500) or a dependency that is away (503); a guarded call its
 * caller (401, 403, and 402 unless open to blocked organisations); a call with a body a body too
 * large, slow or in an encoding it does not take (413, 408, 415); a call that changes something a
 * concurrent change (409); a call that names a thing (a path parameter, an id, slug, handle or
 * token) a thing that is not there (404); a call of a plan feature a plan without it (423); and
 * whatever its handler adds (`errors` in the route table).
 */
export function errorNamesOf(route: RouteDef): ErrorName[] {
  const names = new Set<ErrorName>(['ValidationError', 'TooManyRequests', 'InternalError', 'ServiceUnavailable']);
  if (route.access !== 'public') {
    names.add('Unauthorized').add('Forbidden');
    if (!OPEN_WHEN_BLOCKED.has(route.access)) names.add('AccessBlocked');
  }
  if (route.body || route.form || route.bodyType === 'raw') names.add('PayloadTooLarge').add('RequestTimeout').add('UnsupportedMediaType');
  if (route.method !== 'get') names.add('Conflict');
  if (route.path.includes(':') || route.mountedWhen || [route.query, route.body, route.form?.fields].some(namesAThing))
    names.add('NotFound');
  if (route.planFeature) names.add('PlanLimit');
  for (const name of route.errors ?? []) names.add(name);
  return [...names];
}

/** The errors by the status they travel with, in the order of statuses. */
export function errorStatusesOf(route: RouteDef): Array<[status: number, names: ErrorName[]]> {
  const byStatus = new Map<number, ErrorName[]>();
  for (const name of errorNamesOf(route)) {
    const status = errorStatusByName[name];
    byStatus.set(status, [...(byStatus.get(status) ?? []), name]);
  }
  return [...byStatus.entries()].sort(([a], [b]) => a - b);
}
