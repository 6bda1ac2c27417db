import { basename, join, resolve } from 'node:path';
import type { Express, NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The build writes `.br` and `.gz` beside each text file (`frontend/vite.config.ts`); brotli wins when the client takes both. */
const PRECOMPRESSED: expressStaticGzip.ExpressStaticGzipOptions = { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false };

/** `index.html`, or one of its compressed copies. */
const isIndexHtml = (path: string) => /^index\.html(?:\.br|\.gz)?$/.test(basename(path));

/**
 * Serves the built web app: each file as the build compressed it (brotli or gzip, as the client
 * accepts, with `Vary: Accept-Encoding` and the type of the original file), hashed assets cached for
 * good, index.html revalidated on every load so a deploy shows at once, and index.html for every
 * client route outside `/api`.
 */
export function serveFrontend(app: Express, frontendDir: string): void {
  const root = resolve(frontendDir);
  // A missing asset is a 404, never index.html in place of a script.
  app.use(
    '/assets',
    expressStaticGzip(join(root, 'assets'), {
      ...PRECOMPRESSED,
      serveStatic: { maxAge: ONE_YEAR_MS, immutable: true, index: false, fallthrough: false },
    }),
  );
  const files = expressStaticGzip(root, {
    ...PRECOMPRESSED,
    serveStatic: {
      index: false,
      setHeaders: (res, path) => {
        if (isIndexHtml(path)) res.setHeader('Cache-Control', 'no-cache');
      },
    },
  });
  app.use(files);
  app.get(/^\/(?!api(?:\/|$))/, (req: Request, res: Response, next: NextFunction) => {
    if (!req.accepts('html')) {
      next();
      return;
    }
    req.url = '/index.html';
    files(req, res, next);
  });
}
