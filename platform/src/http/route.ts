import type { Request, RequestHandler, Response, Router } from 'express';
import { noParametersSchema } from '@scout/contracts/platform/noParameters';
import type { RouteAccess, RouteDef, RouteInput } from '@scout/contracts/platform/routes';
import { parseBody, parseParams, parseQuery } from './validate';

/** The middleware that lets through who may call a route of the given access (none for public routes). */
export type AccessGuard = (access: RouteAccess) => RequestHandler[];

export type RouteHandler<Route extends RouteDef> = (input: RouteInput<Route>, req: Request, res: Response) => Promise<void> | void;

export interface RouteOptions {
  /** Before the guard: a check that hands the request on to a later route (`next('route')`). */
  match?: RequestHandler[];
  /** After the guard, before the input is parsed (a verified email, say). */
  require?: RequestHandler[];
}

/**
 * Mounts routes of the table: the method and path declared there, the guard of its access, then
 * params, query and body parsed by its schemas (a query or JSON body the route does not declare
 * must be empty), so the handler gets typed input and bad input is a 400 before it runs.
 */
export function routeMounter(router: Router, guard: AccessGuard) {
  return <Route extends RouteDef>(route: Route, handler: RouteHandler<Route>, options: RouteOptions = {}): void => {
    router[route.method](
      route.path,
      ...(options.match ?? []),
      ...guard(route.access),
      ...(options.require ?? []),
      async (req: Request, res: Response) => {
        const readsBody = route.bodyType === undefined || route.bodyType === 'json';
        const input = {
          params: route.params ? parseParams(req, route.params) : {},
          query: parseQuery(req, route.query ?? noParametersSchema),
          body: readsBody ? parseBody(req, route.body ?? noParametersSchema) : undefined,
        } as RouteInput<Route>;
        await handler(input, req, res);
      },
    );
  };
}
