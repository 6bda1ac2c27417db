import type { z } from 'zod';
import type { PlanFeature } from '../billing/plans';

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
  /** Multipart routes: the form field the files come in. */
  fileField?: string;
  answer?: z.ZodType;
  answerType?: RouteAnswer;
  /** The status of a success when it is not 200. */
  status?: number;
  /** Mounted only under a setting (the route answers 404 otherwise): the setting's name. */
  mountedWhen?: string;
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
