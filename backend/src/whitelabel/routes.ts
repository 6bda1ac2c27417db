import type { Request, Router } from 'express';
import { domainChallengeName } from '@scout/contracts/whitelabel/constants';
import type { ImageRef } from '@scout/contracts/whitelabel/events';
import type { DomainStatusResponse } from '@scout/contracts/whitelabel/responses';
import { configureWhitelabelRequestSchema } from '@scout/contracts/whitelabel/requests';
import { whitelabelRoutes } from '@scout/contracts/whitelabel/routes';
import { organizationStream } from '../accounts/service';
import { metadataFor, principalOf } from '../accounts/principal';
import { accessGuard } from '../accounts/routeAccess';
import { blobStoreOf } from '@scout/platform/blobs/blobStoreOf';
import { execute, type AppContext } from '../runtime/context';
import { ConflictError, ValidationError } from '@scout/platform/errors';
import { routeMounter } from '@scout/platform/http/route';
import { parse } from '@scout/platform/http/validate';
import { newDomainChallenge } from './domainChallenge';
import { domainVerifierFor } from './domainVerifier';
import { DOMAIN_TAKEN } from './domainReservation';
import { brandingForHost, domainOwner, normalizeHost, whitelabelSettings } from './queries';
import { configuredDomain, proveDomain, releaseDomain, reserveDomain, takeDomainFrom } from './reservedDomain';
import { withStorageReserved } from '../billing/planUsageService';
import { imageBytes, receiveWhitelabelImages, type CheckedImage } from './uploads';
import { sealerFor } from './mailKey';
import { currentChallenge, whitelabelDecider } from './whitelabel';

async function stored(ctx: AppContext, image: CheckedImage | undefined, now: string): Promise<ImageRef | undefined> {
  if (!image) return undefined;
  const blobId = await blobStoreOf(ctx).put(image);
  return { blobId, contentType: image.contentType, size: image.bytes.length, uploadedAt: now };
}

/**
 * A domain may be white-labelled by one organisation only, and never be Scout's own. The domain's
 * reservation stream decides between organisations (see `reserveDomain`); the read model check
 * covers domains proven before reservations recorded proofs.
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
  const route = routeMounter(router, accessGuard(ctx));
  const verifier = domainVerifierFor(ctx.config);

  // JSON or multipart with the logo and favicon: the body is parsed after the images are received and checked.
  route({ ...whitelabelRoutes.configure, bodyType: 'multipart' }, async (_input, req, res) => {
    const principal = principalOf(res);
    const images = await receiveWhitelabelImages(ctx, req, res, principal.orgId);
    const { apiKey, ...setup } = parse(configureWhitelabelRequestSchema, bodyOf(req));
    await checkDomainIsFree(ctx, setup.domain, principal.orgId);
    const now = ctx.clock().toISOString();
    const metadata = metadataFor(ctx, req, principal);
    const previousDomain = await configuredDomain(ctx, principal.orgId);
    // Not held when another organisation holds it unproven: the setup gets a pending TXT challenge, and its proof takes the domain over.
    await reserveDomain(ctx, setup.domain, principal.orgId, metadata);
    const configure = async () =>
      execute(
        ctx,
        whitelabelDecider,
        organizationStream(principal.orgId),
        {
          type: 'ConfigureWhitelabel',
          setup: { ...setup, ...(apiKey ? { mailApiKey: apiKey } : {}) },
          seal: sealerFor(ctx),
          logo: await stored(ctx, images.logo, now),
          favicon: await stored(ctx, images.favicon, now),
          challenge: newDomainChallenge(),
          now,
        },
        metadata,
      );
    try {
      const bytes = imageBytes(images);
      // The images' bytes are held against the plan's storage until the setup that keeps them is recorded.
      if (bytes > 0) await withStorageReserved(ctx, principal.orgId, bytes, metadata, configure);
      else await configure();
    } catch (error) {
      if (setup.domain !== previousDomain) await releaseDomain(ctx, setup.domain, principal.orgId, metadata);
      throw error;
    }
    if (previousDomain && previousDomain !== setup.domain) await releaseDomain(ctx, previousDomain, principal.orgId, metadata);
    res.json({ whitelabel: await whitelabelSettings(ctx, principal.orgId) });
  });

  route(whitelabelRoutes.get, async (_input, _req, res) => {
    res.json({ whitelabel: await whitelabelSettings(ctx, principalOf(res).orgId) });
  });

  /**
   * Checks the domain's DNS now, and answers the TXT record to set (a setup from before tokens is
   * issued one here). The first time the domain points at Scout with the organisation's token is
   * recorded, on the domain's reservation (taking it over from an organisation that never proved it,
   * whose setup loses it) and then on the organisation's stream; from then on the domain brands.
   * Another organisation's earlier proof keeps the domain: the status stays pending.
   */
  route(whitelabelRoutes.domainStatus, async (_input, req, res) => {
    const principal = principalOf(res);
    const stream = organizationStream(principal.orgId);
    const metadata = metadataFor(ctx, req, principal);
    const issue = { type: 'IssueDomainChallenge', challenge: newDomainChallenge(), now: ctx.clock().toISOString() } as const;
    const { state } = await execute(ctx, whitelabelDecider, stream, issue, metadata);
    const challenge = currentChallenge(state);
    if (!state.setup || !challenge) {
      const none: DomainStatusResponse = { configured: false, domain: null, status: 'none', challenge: null };
      res.json(none);
      return;
    }
    const { domain } = state.setup;
    let status = state.verifiedDomain === domain ? 'verified' : await verifier.check(domain, challenge);
    if (status === 'verified' && state.verifiedDomain !== domain) {
      const takenFrom = await proveDomain(ctx, domain, principal.orgId, metadata).catch((error: unknown) => {
        if (error instanceof ConflictError) return false as const;
        throw error;
      });
      if (takenFrom === false) status = 'pending';
      else if (takenFrom) await takeDomainFrom(ctx, domain, takenFrom, principal.orgId, metadata);
    }
    if (status === 'verified' && state.verifiedDomain !== domain) {
      const command = { type: 'RecordDomainVerified', domain, challenge, now: ctx.clock().toISOString() } as const;
      const recorded = await execute(ctx, whitelabelDecider, stream, command, metadata);
      // The setup moved on between the check and the record: what was checked proves nothing now.
      if (recorded.state.verifiedDomain !== domain) status = 'pending';
      // It moved to another domain: the proof taken for this one goes back.
      if (recorded.state.setup?.domain !== domain) await releaseDomain(ctx, domain, principal.orgId, metadata);
    }
    const body: DomainStatusResponse = {
      configured: true,
      domain,
      status,
      challenge: { type: 'TXT', name: domainChallengeName(domain), value: challenge },
    };
    res.json(body);
  });

  route(whitelabelRoutes.remove, async (_input, req, res) => {
    const principal = principalOf(res);
    const metadata = metadataFor(ctx, req, principal);
    const { events } = await execute(
      ctx,
      whitelabelDecider,
      organizationStream(principal.orgId),
      { type: 'RemoveWhitelabel', now: ctx.clock().toISOString() },
      metadata,
    );
    for (const event of events)
      if (event.type === 'WhiteLabelRemoved') await releaseDomain(ctx, event.data.domain, principal.orgId, metadata);
    res.json({ removed: true });
  });

  // Public: what the login page of this host looks like, and nothing else about the organisation.
  route(whitelabelRoutes.branding, async ({ query: { host } }, _req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(await brandingForHost(ctx, host ? normalizeHost(host) : undefined));
  });
}
