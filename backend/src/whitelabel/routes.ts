import type { Request, Router } from 'express';
import type { ImageRef } from '@scout/contracts/whitelabel/events';
import { brandingQuerySchema, configureWhitelabelRequestSchema } from '@scout/contracts/whitelabel/requests';
import { organizationStream } from '../accounts/service';
import { allow, metadataFor, principalOf } from '../accounts/principal';
import { blobStoreOf } from '../platform/blobs/blobStoreOf';
import { execute, type AppContext } from '../platform/context';
import { ConflictError, ValidationError } from '../platform/errors';
import { parse, parseQuery } from '../platform/http/validate';
import { domainVerifierFor } from './domainVerifier';
import { DOMAIN_TAKEN } from './domainReservation';
import { brandingForHost, domainOwner, normalizeHost, whitelabelSettings } from './queries';
import { configuredDomain, releaseDomain, reserveDomain } from './reservedDomain';
import { receiveWhitelabelImages, type CheckedImage } from './uploads';
import { sealerFor } from './mailKey';
import { whitelabelDecider } from './whitelabel';

async function stored(ctx: AppContext, image: CheckedImage | undefined, now: string): Promise<ImageRef | undefined> {
  if (!image) return undefined;
  const blobId = await blobStoreOf(ctx).put(image);
  return { blobId, contentType: image.contentType, size: image.bytes.length, uploadedAt: now };
}

/**
 * A domain may be white-labelled by one organisation only, and never be Scout's own. The domain's
 * reservation stream decides between organisations (see `reserveDomain`); the read model check
 * covers domains configured before reservations existed.
 */
async function checkDomainIsFree(ctx: AppContext, domain: string, orgId: string): Promise<void> {
  const scoutHost = new URL(ctx.config.PUBLIC_URL).host.toLowerCase();
  if (domain === scoutHost || domain === scoutHost.replace(/:\d+$/, '')) {
    throw new ValidationError(`domain: ${domain} is Scout's own address`, [{ path: 'domain', message: "is Scout's own address" }]);
  }
  const owner = await domainOwner(ctx, domain);
  if (owner && owner !== orgId) throw new ConflictError(DOMAIN_TAKEN);
}

const bodyOf = (req: Request): unknown => (req.body as unknown) ?? {};

/**
 * White-label (spec sections 5 and 7): the organisation's setup under `/customer/account`, and the
 * public branding of a host under `/misc/customer/logo`.
 */
export function mountWhitelabel(router: Router, ctx: AppContext): void {
  const manage = allow(ctx, 'organization:manage');
  const verifier = domainVerifierFor(ctx.config);

  router.put('/customer/account/config-whitelabel', manage, async (req, res) => {
    const principal = principalOf(res);
    const images = await receiveWhitelabelImages(ctx, req, res, principal.orgId);
    const { apiKey, ...setup } = parse(configureWhitelabelRequestSchema, bodyOf(req));
    await checkDomainIsFree(ctx, setup.domain, principal.orgId);
    const now = ctx.clock().toISOString();
    const metadata = metadataFor(ctx, req, principal);
    const previousDomain = await configuredDomain(ctx, principal.orgId);
    await reserveDomain(ctx, setup.domain, principal.orgId, metadata);
    try {
      await execute(
        ctx,
        whitelabelDecider,
        organizationStream(principal.orgId),
        {
          type: 'ConfigureWhitelabel',
          setup: { ...setup, ...(apiKey ? { mailApiKey: apiKey } : {}) },
          seal: sealerFor(ctx),
          logo: await stored(ctx, images.logo, now),
          favicon: await stored(ctx, images.favicon, now),
          now,
        },
        metadata,
      );
    } catch (error) {
      if (setup.domain !== previousDomain) await releaseDomain(ctx, setup.domain, principal.orgId, metadata);
      throw error;
    }
    if (previousDomain && previousDomain !== setup.domain) await releaseDomain(ctx, previousDomain, principal.orgId, metadata);
    res.json({ whitelabel: await whitelabelSettings(ctx, principal.orgId) });
  });

  router.get('/customer/account/whitelabel', manage, async (_req, res) => {
    res.json({ whitelabel: await whitelabelSettings(ctx, principalOf(res).orgId) });
  });

  /** Checks the domain's DNS now; the first time it points at Scout is recorded, and from then on the domain brands. */
  router.get('/customer/account/domain-status', manage, async (req, res) => {
    const principal = principalOf(res);
    const settings = await whitelabelSettings(ctx, principal.orgId);
    if (!settings) {
      res.json({ configured: false, domain: null, status: 'none' });
      return;
    }
    const status = await verifier.check(settings.domain);
    if (status === 'verified') {
      const command = { type: 'RecordDomainVerified', domain: settings.domain, now: ctx.clock().toISOString() } as const;
      await execute(ctx, whitelabelDecider, organizationStream(principal.orgId), command, metadataFor(ctx, req, principal));
    }
    res.json({ configured: true, domain: settings.domain, status });
  });

  router.delete('/customer/account/whitelabel', manage, async (req, res) => {
    const principal = principalOf(res);
    const metadata = metadataFor(ctx, req, principal);
    const { events } = await execute(ctx, whitelabelDecider, organizationStream(principal.orgId), { type: 'RemoveWhitelabel', now: ctx.clock().toISOString() }, metadata);
    for (const event of events) if (event.type === 'WhiteLabelRemoved') await releaseDomain(ctx, event.data.domain, principal.orgId, metadata);
    res.json({ removed: true });
  });

  // Public: what the login page of this host looks like, and nothing else about the organisation.
  router.get('/misc/customer/logo', async (req, res) => {
    const { host } = parseQuery(req, brandingQuerySchema);
    res.setHeader('Cache-Control', 'no-cache');
    res.json(await brandingForHost(ctx, host ? normalizeHost(host) : undefined));
  });
}
