import type { z } from 'zod';
import type { PlanFeature } from '../billing/plans';
import type { ErrorName } from './errors';

export const HTTP_METHODS = ['get', 'post', 'put', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** What an actor may do; each route names the one capability it needs (the table of who may is backend/src/accounts/permissions.ts). */
export const CAPABILITIES = [
  'profiles:read',
  'profiles:write',
  'dashboard:read',
  'campaigns:read',
  'campaigns:write',
  'account:self',
  'apiKeys:manage',
  'team:manage',
  'organization:manage',
  'billing:manage',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** Who may call a route: anyone (`public`, some proving themselves by a token in the request), or whoever holds the capability. */
export type RouteAccess = Capability | 'public';

/** How the request body travels: JSON, multipart form fields with files, or the raw bytes (a signed webhook). */
export type RouteBody = 'json' | 'multipart' | 'raw';

/** What the answer is: a JSON document, a file download, or a redirect. */
export type RouteAnswer = 'json' | 'file' | 'redirect';

/** One HTTP call of the API under `/api/v1`, declared once. */
export interface RouteDef {
  method: HttpMethod;
  /** Express style, as mounted under `/api/v1`: `/customer/campaign/:id`. */
  path: string;
  summary: string;
  tags: readonly string[];
  access: RouteAccess;
  /** The plan feature the call needs (423 `PlanLimit` without it), when it is gated as a whole or by some of its actions. */
  planFeature?: PlanFeature;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  bodyType?: RouteBody;
  /**
   * The multipart form the call takes: its only body when `bodyType` is `multipart` (the text
   * fields are then `body`), else a form it takes instead of the JSON `body`.
   */
  form?: RouteForm;
  answer?: z.ZodType;
  answerType?: RouteAnswer;
  /** The status of a success when it is not 200. */
  status?: number;
  /**
   * Other statuses a success answers with: the same answer (a subscription active at once, or
   * waiting for the card's confirmation), or a redirect for a 3xx.
   */
  otherStatuses?: readonly number[];
  /** Mounted only under a setting (the route answers 404 otherwise): the setting's name. */
  mountedWhen?: string;
  /**
   * The errors the handler itself can answer beyond those its declaration implies (see
   * backend/src/apiDocs/errorStatuses.ts): a wrong password's 401, a plan limit's 423 on a save.
   */
  errors?: readonly ErrorName[];
}

/** A multipart form: text fields and the fields files come in. */
export interface RouteForm {
  /** The text fields when they differ from `body` (a form beside a JSON body). */
  fields?: z.ZodType;
  files: Readonly<Record<string, FormFile>>;
}

/** One file field of a form. */
export interface FormFile {
  required: boolean;
  /** How many files the field takes; one when not given. */
  maxCount?: number;
  description: string;
}

/** Declares one route; the `const` keeps its literal method and path and its schemas' types. */
export const defineRoute = <const Route extends RouteDef>(route: Route): Route => route;

/** A feature's routes by name. */
export type RouteGroup = Readonly<Record<string, RouteDef>>;
export const defineRoutes = <const Group extends RouteGroup>(group: Group): Group => group;

type Parsed<Schema, Fallback> = Schema extends z.ZodType ? z.output<Schema> : Fallback;
type Sent<Schema, Fallback> = Schema extends z.ZodType ? z.input<Schema> : Fallback;

/** What a handler of the route receives, parsed; a multipart or raw body is the handler's to read, after its files or signature. */
export interface RouteInput<Route extends RouteDef> {
  params: Parsed<Route['params'], Record<string, never>>;
  query: Parsed<Route['query'], Record<string, never>>;
  body: Route['bodyType'] extends 'multipart' | 'raw' ? undefined : Parsed<Route['body'], Record<string, never>>;
}

/** What a client sends and gets back. */
export type RouteParams<Route extends RouteDef> = Sent<Route['params'], Record<string, never>>;
export type RouteQuery<Route extends RouteDef> = Sent<Route['query'], Record<string, never>>;
export type RouteRequestBody<Route extends RouteDef> = Sent<Route['body'], undefined>;
export type RouteAnswerOf<Route extends RouteDef> = Parsed<Route['answer'], unknown>;

/** `/customer/campaign/:id` with `{ id }` → `/customer/campaign/<id>`, each value URI-encoded. */
export function pathOf(route: Pick<RouteDef, 'path'>, params: Readonly<Record<string, string>> = {}): string {
  return route.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path} needs :${name}`);
    return encodeURIComponent(value);
  });
}

/** `GET /customer/campaign/:id`: how tests and logs name a route. */
export const routeKey = (route: Pick<RouteDef, 'method' | 'path'>): string => `${route.method.toUpperCase()} ${route.path}`;
