import type { Request, RequestHandler } from 'express';

/** Labels of one finished HTTP request; `route` is a route pattern, never a raw path. */
export interface HttpRequestLabels {
  method: string;
  route: string;
  status: number;
}

/** The route label of requests no route matched: unknown paths and static files share it, so no URL adds a label value. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Where the router that matched a request is mounted (`/api/v1`), remembered on entering it: by the
 * time a response that went through the error mapper finishes, Express has reset `req.baseUrl`.
 */
const mountPaths = new WeakMap<Request, string>();

/** The first middleware of a mounted router: remembers its mount path for the route label. */
export const rememberMountPath: RequestHandler = (req, _res, next) => {
  mountPaths.set(req, req.baseUrl);
  next();
};

/** The pattern of the route that handled `req` (`/api/v1/customer/socialProfile/:id`), or UNMATCHED_ROUTE. */
export function routeLabel(req: Request): string {
  const route: unknown = req.route;
  if (!route || typeof route !== 'object' || !('path' in route)) return UNMATCHED_ROUTE;
  return `${mountPaths.get(req) ?? ''}${String(route.path)}`;
}

/** Observes every request's duration, method, route pattern and status once its response is finished. */
export function recordRequestMetrics(observe: (labels: HttpRequestLabels, seconds: number) => void): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      observe({ method: req.method, route: routeLabel(req), status: res.statusCode }, seconds);
    });
    next();
  };
}
