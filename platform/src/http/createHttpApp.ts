import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { paceRequestBodies, type BodyPace } from './bodyPace';
import { compressAnswers } from './compression';
import { errorMapperWith, notFoundApi, type ProductNameOf } from './errorMapper';
import { checkForwardedFor, warnTrustedProxies } from './forwardedFor';
import { serveFrontend } from './frontendFiles';
import { recordRequestMetrics, rememberMountPath, type HttpRequestLabels } from './requestMetrics';
import { requestContext } from './requestContext';
import { refuseHostileInput } from './inputShape';
import { refuseUnstorableText } from './storableText';
import type { ExtraSources } from './widgetSources';

export interface HttpAppOptions {
  logger: Logger;
  /** Largest JSON body, in body-parser's notation (`1mb`). */
  bodyLimit: string;
  /** How fast request bodies must arrive (uploads and the rest); unset: not watched. */
  bodyPace?: BodyPace;
  /** Paths under `/api/v1` whose handlers need the body's exact bytes (webhook signatures): kept as `rawBodyOf(req)`. */
  rawBodyPaths?: readonly string[];
  /** Adds the API's routes to the router served at `/api/v1`. */
  mountApi: (router: express.Router) => void;
  /** Adds routes served at the root, outside `/api/v1` and ahead of the SPA (the image proxy at `/_next/image`); no body parser runs for them. */
  mountRoot?: (router: express.Router) => void;
  /** Folder of the built SPA; served at `/` when it exists. */
  frontendDir?: string;
  /** Reverse proxies whose X-Forwarded-For `req.ip` believes (Express's `trust proxy`); 0 or unset: none. */
  trustProxyHops?: number;
  /** The product name a request's client knows (the agency's on its white-label host), put in error messages in place of data-provider brands; Scout when unset. */
  productNameOf?: ProductNameOf;
  /** Origins of configured third-party widgets the page may load from. */
  extraSources?: ExtraSources;
  /** Prometheus metrics: every request's duration is observed, and `GET /metrics` answers with `route`. */
  metrics?: {
    observeRequest: (labels: HttpRequestLabels, seconds: number) => void;
    route: express.RequestHandler;
  };
}

/**
 * The SPA loads only its own scripts (plus configured widgets); emotion injects inline styles;
 * images may come from any https host.
 */
const securityHeaders = (extra?: ExtraSources) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'", ...(extra?.script ?? [])],
        'style-src': ["'self'", "'unsafe-inline'", ...(extra?.style ?? [])],
        'img-src': ["'self'", 'data:', 'https:'],
        'connect-src': ["'self'", ...(extra?.connect ?? [])],
        'frame-src': ["'self'", ...(extra?.frame ?? [])],
        'font-src': ["'self'", 'https:', 'data:', ...(extra?.font ?? [])],
        // Scout may be served over plain http on a private host; upgrading would break the SPA there.
        'upgrade-insecure-requests': null,
      },
    },
  });

/**
 * The built web app's hashed files are scripts and styles, never documents: the headers that act on a
 * document (CSP, framing, opener, referrer …) do nothing there and would cost about 600 bytes on each
 * of the dozens of files a page loads. What matters for a subresource stays: nosniff, the resource
 * policy and HSTS.
 */
const assetHeaders = helmet({
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

const isBuiltAsset = (req: Request) => req.method === 'GET' && req.path.startsWith('/assets/');

const RAW_BODY = Symbol('rawBody');
type RequestWithRawBody = Request & { [RAW_BODY]?: Buffer };

/** The JSON body's bytes as they came, on the paths named in `rawBodyPaths`; undefined elsewhere or without a JSON body. */
export const rawBodyOf = (req: Request): Buffer | undefined => (req as RequestWithRawBody)[RAW_BODY];

export function createHttpApp(options: HttpAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxyHops ?? 0);
  warnTrustedProxies(options.logger, options.trustProxyHops ?? 0);
  if (options.metrics) app.use(recordRequestMetrics(options.metrics.observeRequest));
  const documentHeaders = securityHeaders(options.extraSources);
  app.use((req, res, next) => (isBuiltAsset(req) ? assetHeaders : documentHeaders)(req, res, next));
  app.use(requestContext(options.logger));
  if (options.trustProxyHops) app.use(checkForwardedFor(options.logger, options.trustProxyHops));
  if (options.bodyPace) app.use(paceRequestBodies(options.bodyPace));
  app.use(compressAnswers());

  const api = express.Router();
  api.use(rememberMountPath);
  options.mountApi(api);
  // Refused here once, for every route, before anything recurses into the input: nesting deeper than
  // 64, prototype keys, numbers beyond ±2^53, then text PostgreSQL cannot store (NUL, lone surrogates).
  const rawBodyPaths = new Set(options.rawBodyPaths ?? []);
  const keepRawBody = (req: Request, _res: Response, bytes: Buffer) => {
    if (rawBodyPaths.has(req.path)) (req as RequestWithRawBody)[RAW_BODY] = bytes;
  };
  app.use(
    '/api/v1',
    express.json({ limit: options.bodyLimit, strict: true, verify: keepRawBody }),
    refuseHostileInput,
    refuseUnstorableText,
    api,
  );
  app.use('/api', notFoundApi);
  if (options.mountRoot) {
    const root = express.Router();
    options.mountRoot(root);
    app.use(root);
  }
  // At the root, as Prometheus expects; outside /api/v1, so no JSON body parser runs for it.
  if (options.metrics) app.get('/metrics', options.metrics.route);

  if (options.frontendDir && existsSync(join(options.frontendDir, 'index.html'))) {
    serveFrontend(app, options.frontendDir);
  }

  app.use(errorMapperWith(options.productNameOf));
  return app;
}
