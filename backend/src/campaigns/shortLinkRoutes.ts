import type { Router } from 'express';
import { shortLinkQuerySchema, type ShortLinkResponse } from '@scout/contracts/campaigns/shortLink';
import type { AppContext } from '../platform/context';
import { NotFoundError } from '../platform/errors';
import { parseQuery } from '../platform/http/validate';
import { publicCampaign } from './publicReport';

const isHttp = (url: string) => {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * `GET /misc/shortLink`: resolves one link of a shared campaign (the public report's links) to
 * the address the campaign stored, as JSON or (`redirect=true`) a 302. The same rules as the
 * public report: 404 for an unknown slug or link, sharing off, or a deleted campaign or link.
 * Never an open redirect: the target comes only from the campaign's events, never the request.
 */
export function mountShortLinks(router: Router, ctx: AppContext): void {
  router.get('/misc/shortLink', async (req, res) => {
    const { slug, linkId, redirect } = parseQuery(req, shortLinkQuerySchema);
    const campaign = await publicCampaign(ctx, slug).catch((error: unknown) => {
      if (error instanceof NotFoundError) throw new NotFoundError('Link not found');
      throw error;
    });
    const link = campaign.links.find((l) => l.linkId === linkId);
    if (!link) throw new NotFoundError('Link not found');
    const body: ShortLinkResponse = { url: link.url, shortUrl: link.shortUrl ?? null, linkText: link.linkText };
    const target = body.shortUrl && isHttp(body.shortUrl) ? body.shortUrl : body.url;
    if (redirect && isHttp(target)) {
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(302, target);
      return;
    }
    if (redirect) throw new NotFoundError('Link not found');
    res.json(body);
  });
}
