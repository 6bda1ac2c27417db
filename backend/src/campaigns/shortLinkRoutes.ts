import type { Router } from 'express';
import { campaignRoutes } from '@scout/contracts/campaigns/routes';
import type { ShortLinkResponse } from '@scout/contracts/campaigns/shortLink';
import { accessGuard } from '../accounts/routeAccess';
import type { AppContext } from '../runtime/context';
import { NotFoundError } from '@scout/platform/errors';
import { routeMounter } from '@scout/platform/http/route';
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
  routeMounter(router, accessGuard(ctx))(campaignRoutes.shortLink, async ({ query: { slug, linkId, redirect } }, _req, res) => {
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
