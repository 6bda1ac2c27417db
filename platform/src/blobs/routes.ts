import type { Router } from 'express';
import { blobParamsSchema } from '@scout/contracts/platform/blobs';
import type { PlatformContext } from '../context';
import { NotFoundError } from '../errors';
import { blobStoreOf } from './blobStoreOf';

/**
 * SVG may carry scripts: opened on its own it runs in a sandbox with no script, plugin or network
 * access (`<img>` never runs them anyway); uploads with scripts are refused before they get here.
 */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/** `GET /misc/blobs/:id`: a stored file with its content type; blobs never change, so it is cached for a year. */
export function mountBlobs(router: Router, ctx: PlatformContext): void {
  router.get('/misc/blobs/:id', async (req, res) => {
    // Anything but a blob id (a path, say) is simply not a file here.
    const params = blobParamsSchema.safeParse(req.params);
    const blob = params.success ? await blobStoreOf(ctx).get(params.data.id) : null;
    if (!blob) throw new NotFoundError('No such file');
    res.setHeader('Content-Type', blob.contentType);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    if (blob.contentType === 'image/svg+xml') {
      res.setHeader('Content-Security-Policy', SVG_POLICY);
      res.setHeader('Content-Disposition', 'inline; filename="image.svg"');
    }
    res.setHeader('Content-Length', String(blob.bytes.length));
    res.end(blob.bytes);
  });
}
