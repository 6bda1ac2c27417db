import type { Router } from 'express';
import { savedProfileStream } from '@scout/contracts/platform/streams';
import { profileIdParamsSchema, saveProfileRequestSchema } from '@scout/contracts/profiles';
import {
  creatorLookupRequestSchema,
  multiSaveRequestSchema,
  profileBankSaveRequestSchema,
  relatedProfilesQuerySchema,
  type CreatorPreview,
  type CreatorSearchResponse,
  type MultiSaveResult,
} from '@scout/contracts/profiles/providerRequests';
import type { ProfileSnapshot } from '@scout/contracts/socialData';
import { allow, metadataFor, principalOf } from '../accounts/principal';
import { assertPlanFeature, assertWithinLimit } from '../billing/planLimits';
import { recordUsage } from '../billing/billingService';
import { execute, type AppContext } from '../runtime/context';
import { ConflictError, NotFoundError, PlanLimitError, ServiceUnavailableError } from '@scout/platform/errors';
import { parseBody, parseParams, parseQuery } from '@scout/platform/http/validate';
import { analyticsOfSnapshot } from './analyticsQueries';
import { observeProfile, observeSavedProfile } from './observe';
import { profileDataDecider } from './profileData';
import { getProfile, getProfileDoc, savedProfiles } from './queries';
import { saveProfile, savedProfileId } from './saveProfile';
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
  const read = allow(ctx, 'profiles:read');
  const write = allow(ctx, 'profiles:write');

  router.put('/customer/socialProfile/:id/enrich', write, async (req, res) => {
    const principal = principalOf(res);
    const { id } = parseParams(req, profileIdParamsSchema);
    const outcome = await observeProfile(ctx, principal.orgId, id, metadataFor(ctx, req, principal));
    if (outcome === 'provider_error') throw new ServiceUnavailableError();
    res.json({ outcome, profile: await getProfile(ctx, principal.orgId, id) });
  });

  router.put('/customer/socialProfile/:id/collect-contacts', write, async (req, res) => {
    const principal = principalOf(res);
    const { id } = parseParams(req, profileIdParamsSchema);
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

  router.get('/customer/socialProfile/:id/related-profiles', read, async (req, res) => {
    const principal = principalOf(res);
    const { id } = parseParams(req, profileIdParamsSchema);
    const { limit } = parseQuery(req, relatedProfilesQuerySchema);
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

  router.post('/customer/socialProfile/profile-bank', write, async (req, res) => {
    const principal = principalOf(res);
    const { profileBankId } = parseBody(req, profileBankSaveRequestSchema);
    const entry = await ctx.socialData.bankEntry(profileBankId);
    const creator = entry && saveProfileRequestSchema.safeParse(entry);
    if (!creator?.success) throw new NotFoundError('This creator is not in the profile bank');
    const metadata = metadataFor(ctx, req, principal);
    const profileId = await saveProfile(ctx, metadata, principal.orgId, creator.data.platform, creator.data.username, { observe: true });
    // Contacts this organisation unlocked in discover show on the saved profile too.
    await ctx.profileHooks.savedFromBank(ctx, req, principal, profileBankId);
    res.status(201).json({ profile: await getProfile(ctx, principal.orgId, profileId) });
  });

  router.post('/customer/socialProfile/profile-search', write, async (req, res) => {
    const principal = principalOf(res);
    const { platform, username } = parseBody(req, creatorLookupRequestSchema);
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

  router.post('/customer/socialProfile/multi', write, async (req, res) => {
    const principal = principalOf(res);
    const { profiles, group } = parseBody(req, multiSaveRequestSchema);
    const metadata = metadataFor(ctx, req, principal);
    const results: MultiSaveResult[] = [];
    const seen = new Set<string>();
    for (const { platform, username } of profiles) {
      if (seen.has(`${platform}/${username}`)) {
        results.push({ platform, username, status: 'duplicate', profileId: savedProfileId(principal.orgId, platform, username) });
        continue;
      }
      seen.add(`${platform}/${username}`);
      try {
        const profileId = await saveProfile(ctx, metadata, principal.orgId, platform, username);
        results.push({ platform, username, status: 'saved', profileId });
      } catch (error) {
        if (error instanceof ConflictError)
          results.push({ platform, username, status: 'duplicate', profileId: savedProfileId(principal.orgId, platform, username) });
        else if (error instanceof PlanLimitError) results.push({ platform, username, status: 'limit', profileId: null });
        else throw error;
      }
    }
    for (const result of results) {
      if (result.status === 'saved')
        await observeSavedProfile(ctx, { profileId: result.profileId!, platform: result.platform, username: result.username }, metadata);
    }
    const inList = results.filter((r) => r.status !== 'limit').map((r) => r.profileId!);
    if (group && inList.length > 0) await ctx.profileHooks.addToLists(ctx, metadata, principal.orgId, inList, [group]);
    res.json({ results });
  });

  router.post('/customer/socialProfile/view-report', write, async (req, res) => {
    const principal = principalOf(res);
    const { platform, username } = parseBody(req, creatorLookupRequestSchema);
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
