import type { Router } from 'express';
import { savedProfileStream } from '@scout/contracts/platform/streams';
import { saveProfileRequestSchema } from '@scout/contracts/profiles';
import type { CreatorPreview, CreatorSearchResponse, MultiSaveResult } from '@scout/contracts/profiles/providerRequests';
import { profileRoutes } from '@scout/contracts/profiles/routes';
import type { ProfileSnapshot } from '@scout/contracts/socialData';
import { metadataFor, principalOf } from '../accounts/principal';
import { accessGuard } from '../accounts/routeAccess';
import { assertPlanFeature, assertWithinLimit } from '../billing/planLimits';
import { recordUsage } from '../billing/billingService';
import { execute, type AppContext } from '../runtime/context';
import { ConflictError, NotFoundError, PlanLimitError, ServiceUnavailableError } from '@scout/platform/errors';
import { routeMounter } from '@scout/platform/http/route';
import { analyticsOfSnapshot } from './analyticsQueries';
import { observeProfile } from './observe';
import { profileDataDecider } from './profileData';
import { getProfile, getProfileDoc, savedProfiles } from './queries';
import { saveProfile, savedProfileId, UnknownCreatorError } from './saveProfile';
import { visibleProfileIds } from './visibility';

const previewOf = (snapshot: ProfileSnapshot): CreatorPreview => ({
  platform: snapshot.platform,
  username: snapshot.username,
  identity: snapshot.identity,
  statistics: snapshot.statistics,
  followerHistory: snapshot.followerHistory,
  recentPostCount: snapshot.recentPosts.length,
});

/** Which of these (platform, username) the organisation has saved, by profile id. */
async function savedIdsOf(
  ctx: AppContext,
  orgId: string,
  creators: readonly { platform: string; username: string }[],
): Promise<Map<string, string>> {
  const idByKey = new Map<string, string>();
  for (const creator of creators) {
    const parsed = saveProfileRequestSchema.safeParse(creator);
    if (parsed.success)
      idByKey.set(`${creator.platform}/${creator.username}`, savedProfileId(orgId, parsed.data.platform, parsed.data.username));
  }
  const docs = idByKey.size ? await savedProfiles(ctx, orgId).find({ filter: { _id: { $in: [...idByKey.values()] } } }) : [];
  const saved = new Set(docs.map((doc) => doc._id));
  return new Map([...idByKey].filter(([, id]) => saved.has(id)));
}

/** The profile routes that ask the social-data provider (mounted from `mountProfiles`). */
export function mountProviderProfiles(router: Router, ctx: AppContext): void {
  const route = routeMounter(router, accessGuard(ctx));

  route(profileRoutes.enrich, async ({ params: { id } }, req, res) => {
    const principal = principalOf(res);
    const outcome = await observeProfile(ctx, principal.orgId, id, metadataFor(ctx, req, principal));
    if (outcome === 'provider_error') throw new ServiceUnavailableError();
    res.json({ outcome, profile: await getProfile(ctx, principal.orgId, id) });
  });

  route(profileRoutes.collectContacts, async ({ params: { id } }, req, res) => {
    const principal = principalOf(res);
    const profile = await getProfileDoc(ctx, principal.orgId, id);
    await assertPlanFeature(ctx, principal.orgId, 'unlockContacts');
    const contacts = await ctx.socialData.contacts(profile.platform, profile.username);
    if (contacts === null) throw new NotFoundError('No contact details are known for this creator');
    await execute(
      ctx,
      profileDataDecider,
      savedProfileStream(id),
      { type: 'CollectContacts', contacts, now: ctx.clock().toISOString() },
      metadataFor(ctx, req, principal),
    );
    res.json({ contacts, profile: await getProfile(ctx, principal.orgId, id) });
  });

  route(profileRoutes.related, async ({ params: { id }, query: { limit } }, _req, res) => {
    const principal = principalOf(res);
    const profile = await getProfileDoc(ctx, principal.orgId, id, await visibleProfileIds(ctx, principal));
    const related = await ctx.socialData.related(profile.platform, profile.username, limit);
    const saved = await savedIdsOf(ctx, principal.orgId, related);
    res.json({
      profiles: related.map((creator) => {
        const profileId = saved.get(`${creator.platform}/${creator.username}`) ?? null;
        return { ...creator, saved: profileId !== null, profileId };
      }),
    });
  });

  route(profileRoutes.saveFromBank, async ({ body: { profileBankId } }, req, res) => {
    const principal = principalOf(res);
    const entry = await ctx.socialData.bankEntry(profileBankId);
    const creator = entry && saveProfileRequestSchema.safeParse(entry);
    if (!creator?.success) throw new NotFoundError('This creator is not in the profile bank');
    const metadata = metadataFor(ctx, req, principal);
    // A bank creator is known by construction; should the provider still not know it, it is saved without data.
    const profileId = await saveProfile(ctx, metadata, principal.orgId, creator.data.platform, creator.data.username, {
      observe: true,
      keepUnknown: true,
    });
    // Contacts this organisation unlocked in discover show on the saved profile too.
    await ctx.profileHooks.savedFromBank(ctx, req, principal, profileBankId);
    res.status(201).json({ profile: await getProfile(ctx, principal.orgId, profileId) });
  });

  route(profileRoutes.search, async ({ body: { platform, username } }, req, res) => {
    const principal = principalOf(res);
    await assertWithinLimit(ctx, principal.orgId, 'searchCount');
    const snapshot = await ctx.socialData.lookup(platform, username);
    await recordUsage(ctx, req, principal, 'searchCount');
    const profileId = (await savedIdsOf(ctx, principal.orgId, [{ platform, username }])).get(`${platform}/${username}`) ?? null;
    const body: CreatorSearchResponse = {
      found: snapshot !== null,
      creator: snapshot && previewOf(snapshot),
      saved: profileId !== null,
      profileId,
    };
    res.json(body);
  });

  route(profileRoutes.saveMany, async ({ body: { profiles, group } }, req, res) => {
    const principal = principalOf(res);
    const metadata = metadataFor(ctx, req, principal);
    const results: MultiSaveResult[] = [];
    const unknown = new Set<string>();
    const seen = new Set<string>();
    for (const { platform, username } of profiles) {
      const key = `${platform}/${username}`;
      if (unknown.has(key)) {
        results.push({ platform, username, status: 'unknown', profileId: null });
        continue;
      }
      if (seen.has(key)) {
        results.push({ platform, username, status: 'duplicate', profileId: savedProfileId(principal.orgId, platform, username) });
        continue;
      }
      seen.add(key);
      try {
        const profileId = await saveProfile(ctx, metadata, principal.orgId, platform, username, { observe: true });
        results.push({ platform, username, status: 'saved', profileId });
      } catch (error) {
        if (error instanceof ConflictError)
          results.push({ platform, username, status: 'duplicate', profileId: savedProfileId(principal.orgId, platform, username) });
        else if (error instanceof PlanLimitError) results.push({ platform, username, status: 'limit', profileId: null });
        else if (error instanceof UnknownCreatorError) {
          unknown.add(key);
          results.push({ platform, username, status: 'unknown', profileId: null });
        } else throw error;
      }
    }
    const inList = results.flatMap((r) => (r.profileId === null ? [] : [r.profileId]));
    if (group && inList.length > 0) await ctx.profileHooks.addToLists(ctx, metadata, principal.orgId, inList, [group]);
    res.json({ results });
  });

  route(profileRoutes.viewReport, async ({ body: { platform, username } }, _req, res) => {
    const principal = principalOf(res);
    const snapshot = await ctx.socialData.lookup(platform, username);
    if (!snapshot) throw new NotFoundError('There is no data for this creator');
    const profileId = (await savedIdsOf(ctx, principal.orgId, [{ platform, username }])).get(`${platform}/${username}`) ?? null;
    res.json({
      creator: previewOf(snapshot),
      analytics: analyticsOfSnapshot(snapshot, ctx.clock().toISOString()),
      saved: profileId !== null,
      profileId,
    });
  });
}
