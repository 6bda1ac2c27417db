import type { Router } from 'express';
import { CONNECT_LINK_TTL_HOURS, CONNECT_TOKEN_PATTERN, type ConnectLink, type ConnectPage } from '@scout/contracts/connect';
import { connectRoutes } from '@scout/contracts/connect/routes';
import { profileRoutes } from '@scout/contracts/profiles/routes';
import { parseEvent } from '@scout/contracts/events';
import { savedProfileStream } from '@scout/contracts/platform/streams';
import { organizationsCollection, type OrganizationDoc } from '@scout/projections/accounts/organizations';
import { connectTokensCollection, type ConnectTokenDoc } from '@scout/projections/connect/connectTokens';
import { metadataFor, principalOf } from '../accounts/principal';
import { accessGuard } from '../accounts/routeAccess';
import { hashToken, newToken } from '../accounts/tokens';
import { execute, type AppContext } from '../runtime/context';
import { fold } from '@scout/platform/decider';
import { ConflictError } from '@scout/platform/errors';
import { routeMounter } from '@scout/platform/http/route';
import { newId } from '@scout/platform/ids';
import { getProfile, getProfileDoc } from '../profiles/queries';
import type { ConnectSubject } from '../socialData/connect';
import { whitelabelSettings } from '../whitelabel/queries';
import { creatorConnectDecider, linkNotFound, liveRequest, type CreatorConnectEvent, type PendingConnect } from './creatorConnect';

const subjectOf = (profile: { _id?: string; profileId?: string; platform: string; username: string }): ConnectSubject => {
  const externalId = profile._id ?? profile.profileId ?? '';
  return { externalId, platform: profile.platform, username: profile.username, name: profile.username };
};

interface LiveLink {
  orgId: string;
  profileId: string;
  tokenHash: string;
  platform: string;
  username: string;
  pending: PendingConnect;
}

/**
 * The saved profile a link's token names, if the link is live. Unknown, malformed, replaced,
 * withdrawn, used or expired links, and removed profiles, all answer the same 404.
 */
async function liveLink(ctx: AppContext, token: string): Promise<LiveLink> {
  if (!CONNECT_TOKEN_PATTERN.test(token)) throw linkNotFound();
  const tokenHash = hashToken(token);
  const doc = await ctx.readStore.global<ConnectTokenDoc>(connectTokensCollection).findOne({ tokenHash });
  if (!doc || doc.used) throw linkNotFound();
  // The stream decides, not the finder: the link must still be the profile's live one.
  const history = (await ctx.eventStore.readStream(savedProfileStream(doc.profileId))).map(
    (e) => parseEvent(e.type, e.data) as CreatorConnectEvent,
  );
  const state = fold(creatorConnectDecider, history);
  const pending = liveRequest(state, tokenHash, ctx.clock().toISOString());
  if (!pending || state.status !== 'saved') throw linkNotFound();
  return { orgId: doc.orgId, profileId: doc.profileId, tokenHash, platform: state.platform, username: state.username, pending };
}

/** The name the creator is shown: the white-label agency's when the organisation has one, else the organisation's. */
async function organisationName(ctx: AppContext, orgId: string): Promise<string> {
  const whitelabel = await whitelabelSettings(ctx, orgId);
  if (whitelabel?.agencyName) return whitelabel.agencyName;
  const organisation = await ctx.readStore.global<OrganizationDoc>(organizationsCollection).get(orgId);
  return organisation?.name ?? '';
}

const noStore = (res: { setHeader(name: string, value: string): unknown }) => res.setHeader('Cache-Control', 'no-store');

/**
 * Creator connect (docs/content.md, "Creator connect"): the team makes a single-use link, the creator opens
 * it (`/connect?token=…`), consents and logs in with the provider, and the account is linked to the
 * saved profile with its private metrics.
 */
export function mountConnect(router: Router, ctx: AppContext): void {
  const route = routeMounter(router, accessGuard(ctx));

  route(profileRoutes.connectCreator, async ({ body: { profileId, readComments } }, req, res) => {
    const principal = principalOf(res);
    const doc = await getProfileDoc(ctx, principal.orgId, profileId);
    if (doc.connected) throw new ConflictError("The creator's account is connected already: disconnect it first");
    const user = await ctx.socialData.createConnectUser(subjectOf(doc));
    const token = newToken();
    const now = ctx.clock();
    const expiresAt = new Date(now.getTime() + CONNECT_LINK_TTL_HOURS * 3_600_000).toISOString();
    await execute(
      ctx,
      creatorConnectDecider,
      savedProfileStream(profileId),
      {
        type: 'RequestConnect',
        requestId: newId(),
        tokenHash: hashToken(token),
        providerUserId: user.userId,
        readComments,
        simulated: user.simulated,
        expiresAt,
        now: now.toISOString(),
      },
      metadataFor(ctx, req, principal),
    );
    const url = new URL('/connect', ctx.config.PUBLIC_URL);
    url.searchParams.set('token', token);
    const connect: ConnectLink = { url: url.toString(), expiresAt, readComments };
    noStore(res);
    res.json({ connect, profile: await getProfile(ctx, principal.orgId, profileId) });
  });

  route(profileRoutes.disconnectCreator, async ({ body: { profileId } }, req, res) => {
    const principal = principalOf(res);
    const doc = await getProfileDoc(ctx, principal.orgId, profileId);
    // The provider's access ends first: a failure there (503) leaves the link in place to retry.
    if (doc.connected) {
      const { accountId, platform, username, simulated } = doc.connected;
      await ctx.socialData.disconnect({ accountId, platform, username, simulated });
    }
    await execute(
      ctx,
      creatorConnectDecider,
      savedProfileStream(profileId),
      { type: 'Disconnect', now: ctx.clock().toISOString() },
      metadataFor(ctx, req, principal),
    );
    res.json({ profile: await getProfile(ctx, principal.orgId, profileId) });
  });

  // The creator's side: public, authorised by the link's token alone.
  route(connectRoutes.page, async ({ params: { uid } }, _req, res) => {
    const link = await liveLink(ctx, uid);
    const session = await ctx.socialData.createConnectToken(link.pending.providerUserId, subjectOf(link));
    const page: ConnectPage = {
      username: link.username,
      platform: link.platform,
      organisationName: await organisationName(ctx, link.orgId),
      readComments: link.pending.readComments,
      simulated: link.pending.simulated,
      sdk: session.kind === 'sdk' ? { userId: session.userId, token: session.sdkToken, workPlatformId: session.workPlatformId } : null,
    };
    noStore(res);
    res.json(page);
  });

  route(connectRoutes.complete, async ({ body: { token, userId, accountId } }, req, res) => {
    const link = await liveLink(ctx, token);
    if (userId !== undefined && userId !== link.pending.providerUserId) throw linkNotFound();
    const subject = subjectOf(link);
    const account = await ctx.socialData.connectedAccount(link.pending.providerUserId, subject);
    if (!account || (accountId !== undefined && account.accountId !== accountId)) {
      throw new ConflictError('The account is not connected yet: please log in with the platform and try again');
    }
    const metrics = await ctx.socialData.privateMetrics(account, subject);
    await execute(
      ctx,
      creatorConnectDecider,
      savedProfileStream(link.profileId),
      { type: 'CompleteConnect', tokenHash: link.tokenHash, account, metrics, now: ctx.clock().toISOString() },
      metadataFor(ctx, req, null, link.orgId),
    );
    noStore(res);
    res.json({ connected: true, platform: link.platform, username: link.username });
  });
}
