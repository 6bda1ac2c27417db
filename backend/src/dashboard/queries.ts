import { limitsToJson, PLAN_LIMIT_FIELDS } from '@scout/contracts/billing/plans';
import { PROFILES_PER_DAY_DAYS, RECENT_ACTIVITY_LIMIT, type HomeResponse } from '@scout/contracts/dashboard/home';
import type { RecentActivity } from '@scout/contracts/dashboard/activity';
import { activityCollection, type ActivityDoc } from '@scout/projections/dashboard/activity';
import { campaignsCollection } from '@scout/projections/campaigns/campaigns';
import { listsCollection } from '@scout/projections/lists/lists';
import { planOf } from '../plans/plans';
import { usageOf, type Usage } from '../plans/usage';
import type { AppContext } from '../runtime/context';
import { lastViennaDays } from './viennaDays';
import { countContents } from '../content/queries';
import { userNamesOf } from '../accounts/queries';
import { firstSteps, trialOf } from './firstSteps';

const activity = (ctx: AppContext, orgId: string) => ctx.readStore.tenant<ActivityDoc>(activityCollection).forOrg(orgId);

/** The latest entries, newest first, each with its actor's current name (only for users of this organisation). */
export async function recentActivity(ctx: AppContext, orgId: string, limit = RECENT_ACTIVITY_LIMIT): Promise<RecentActivity[]> {
  const docs = await activity(ctx, orgId).find({
    sort: [
      ['occurredAt', -1],
      ['position', -1],
    ],
    limit,
  });
  const names = await userNamesOf(
    ctx,
    orgId,
    docs.flatMap((d) => (d.actor.userId ? [d.actor.userId] : [])),
  );
  return docs.map(({ orgId: _org, ...entry }) => ({
    ...entry,
    actor: { ...entry.actor, fullName: entry.actor.userId ? (names.get(entry.actor.userId) ?? null) : null },
  }));
}

/**
 * Profiles saved on each of the last Vienna days, from the activity read model (every save counts,
 * also of profiles removed since): one indexed count per day, so the cost does not grow with the
 * number of profiles.
 */
export async function profilesPerDay(
  ctx: AppContext,
  orgId: string,
  days = PROFILES_PER_DAY_DAYS,
): Promise<HomeResponse['profilesPerDay']> {
  const collection = activity(ctx, orgId);
  return Promise.all(
    lastViennaDays(ctx.clock(), days).map(async ({ day, start, end }) => ({
      day,
      count: await collection.count({ eventType: 'ProfileSaved', occurredAt: { $gte: start.toISOString(), $lt: end.toISOString() } }),
    })),
  );
}

/** `GET /customer/home`. */
export async function home(ctx: AppContext, orgId: string): Promise<HomeResponse> {
  const [{ name, plan }, used, perDay, recent, campaigns, lists, contents, steps, trial] = await Promise.all([
    planOf(ctx, orgId),
    usageOf(ctx, orgId),
    profilesPerDay(ctx, orgId),
    recentActivity(ctx, orgId),
    ctx.readStore.tenant(campaignsCollection).forOrg(orgId).count(),
    ctx.readStore.tenant(listsCollection).forOrg(orgId).count(),
    countContents(ctx, orgId),
    firstSteps(ctx, orgId),
    trialOf(ctx, orgId),
  ]);
  const usage = Object.fromEntries(PLAN_LIMIT_FIELDS.map((f) => [f, used[f] ?? 0])) as Usage;
  return {
    counts: { profiles: usage.profiles, contents, campaigns, lists },
    usage: { package: name, usage, limits: limitsToJson(plan.limits) },
    profilesPerDay: perDay,
    recentActivity: recent,
    firstSteps: steps,
    trial,
  };
}
