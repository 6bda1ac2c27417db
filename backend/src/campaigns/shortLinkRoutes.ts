import type { Router } from 'express';
import { campaignRoutes } from '@scout/contracts/campaigns/routes';
import type { ShortLinkResponse } from '@scout/contracts/campaigns/shortLink';
import { accessGuard } from '../accounts/routeAccess';
import type { AppContext } from '../runtime/context';
import { NotFoundError } from '@scout/platform/errors';
import { routeMounter } from '@scout/platform/http/route';
import { productNameForHost, verifiedDomainOf } from '../whitelabel/queries';
import { isHttpAddress, isVerifiedDestination } from './linkDestination';
import { sendLinkInterstitial } from './linkInterstitial';
import { linkInterstitialMessages } from './linkInterstitialMessages';
import { sharedCampaign } from './publicReport';

/**
 * `GET /misc/shortLink`: resolves one link of a shared campaign (the public report's links) to
 * the address the campaign stored, as JSON or (`redirect=true`) a visit. The same rules as the
 * public report: 404 for an unknown slug or link, sharing off, or a deleted campaign or link.
 * Never an open redirect: the target comes only from the campaign's events, never the request, and
 * a 302 only leads to the domain DNS proved the organisation holds; any other address gets a page
 * of Scout's that shows it and lets the visitor choose to go on.
 */
export function mountShortLinks(router: Router, ctx: AppContext): void {
  routeMounter(router, accessGuard(ctx))(campaignRoutes.shortLink, async ({ query: { slug, linkId, redirect } }, req, res) => {
    const { orgId, doc } = await sharedCampaign(ctx, slug).catch((error: unknown) => {
      if (error instanceof NotFoundError) throw new NotFoundError('Link not found');
      throw error;
    });
    const link = doc.links.find((l) => l.linkId === linkId);
    if (!link) throw new NotFoundError('Link not found');
    const body: ShortLinkResponse = { url: link.url, shortUrl: link.shortUrl ?? null, linkText: link.linkText };
    if (!redirect) {
      res.json(body);
      return;
    }
    if (!isHttpAddress(body.url)) throw new NotFoundError('Link not found');
    const target = body.shortUrl && isHttpAddress(body.shortUrl) ? body.shortUrl : body.url;
    if (isVerifiedDestination(body.url, await verifiedDomainOf(ctx, orgId))) {
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(302, target);
      return;
    }
    sendLinkInterstitial(res, {
      destination: body.url,
      target,
      product: await productNameForHost(ctx, req.host),
      messages: linkInterstitialMessages(req.acceptsLanguages('en', 'de')),
    });
  });
}
