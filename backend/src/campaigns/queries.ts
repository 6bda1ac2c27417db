import type { CampaignMetrics } from '@scout/contracts/campaigns/metrics';
import type { CampaignHistoryEntry } from '@scout/contracts/campaigns/history';
import type { CampaignListQuery } from '@scout/contracts/campaigns/listQuery';
import type { CampaignSummary, CampaignView } from '@scout/contracts/campaigns/views';
import { DEFAULT_CPM_CURRENCY, DEFAULT_CPM_VALUES_CENTS, type CpmSettingsView } from '@scout/contracts/campaigns/settings';
import { campaignsCollection, type CampaignDoc } from '@scout/projections/campaigns/campaigns';
import { campaignMetricsCollection, type CampaignMetricsDoc } from '@scout/projections/campaigns/campaignMetrics';
import { campaignHistoryCollection, type CampaignHistoryDoc } from '@scout/projections/campaigns/campaignHistory';
import { campaignSettingsCollection, CPM_SETTINGS_ID, type CampaignSettingsDoc } from '@scout/projections/campaigns/campaignSettings';
import { earnedMediaValue, type CpmValues } from '@scout/projections/campaigns/metricsFormulas';
import { campaignPlan } from '@scout/projections/campaigns/campaignPlan';
import type { CreatorForecast } from '@scout/contracts/profiles/forecasts';
import type { Filter } from '@scout/platform/readstore/port';
import type { AppContext } from '../runtime/context';
import { NotFoundError } from '@scout/platform/errors';
import { userNamesOf } from '../accounts/queries';
import { savedProfiles, shownFigureValues } from '../profiles/queries';

const campaigns = (ctx: AppContext, orgId: string) => ctx.readStore.tenant<CampaignDoc>(campaignsCollection).forOrg(orgId);

const campaignView = ({ orgId: _orgId, ...campaign }: CampaignDoc): CampaignView => campaign;

/**
 * One campaign of the organisation, its influencers with their saved profiles' current display
 * data; 404 when it does not exist, was deleted or belongs to another organisation.
 */
export async function getCampaign(ctx: AppContext, orgId: string, id: string): Promise<CampaignView> {
  const doc = await getCampaignDoc(ctx, orgId, id);
  const ids = doc.influencers.map((influencer) => influencer.influencerId);
  // One query for every influencer's saved profile, not one per influencer.
  const [docs, cpm] = await Promise.all([
    ids.length ? savedProfiles(ctx, orgId).find({ filter: { _id: { $in: ids } } }) : [],
    cpmValuesOf(ctx, orgId),
  ]);
  const byId = new Map(docs.map((profile) => [profile._id, profile]));
  const influencers = doc.influencers.map((influencer) => {
    const profile = byId.get(influencer.influencerId) ?? null;
    return {
      ...influencer,
      profile: profile && {
        slug: profile.slug,
        fullName: profile.fullName,
        imageUrl: profile.imageUrl,
        followers: profile.followers,
        figures: shownFigureValues(profile),
      },
    };
  });
  const forecasts = new Map<string, CreatorForecast | null>(docs.map((profile) => [profile._id, profile.forecast ?? null]));
  return { ...campaignView(doc), influencers, plan: campaignPlan(doc.influencers, forecasts, cpmMajorUnits(cpm)) };
}

/** The campaign's read-model document alone (no profile join), or 404 like `getCampaign`. */
export async function getCampaignDoc(ctx: AppContext, orgId: string, id: string): Promise<CampaignDoc> {
  const doc = await campaigns(ctx, orgId).get(id);
  if (!doc) throw new NotFoundError('Campaign not found');
  return doc;
}

const summary = ({
  orgId: _o,
  influencers: _i,
  posts: _p,
  stories: _s,
  payments: _pay,
  links: _l,
  lists: _li,
  uploads: _u,
  ugcContents: _ugc,
  activities: _a,
  ...rest
}: CampaignDoc): CampaignSummary => rest;

/** `GET /customer/campaigns`: the campaigns with their totals, filtered by status and name. */
export async function listCampaigns(ctx: AppContext, orgId: string, query: CampaignListQuery) {
  const { campaigns: found, total } = await findCampaigns(ctx, orgId, query, (query.page - 1) * query.limit, query.limit);
  return { campaigns: found, total, currentPage: query.page, totalPages: Math.ceil(total / query.limit) };
}

/** The campaigns matching the list's filters in its order, `limit` of them after `skip`, and how many match in all. */
export async function findCampaigns(
  ctx: AppContext,
  orgId: string,
  query: Pick<CampaignListQuery, 'status' | 'search' | 'sortBy' | 'orderBy'>,
  skip: number,
  limit: number,
) {
  const filter: Filter = {
    ...(query.status ? { status: query.status } : {}),
    ...(query.search ? { name: { $contains: query.search } } : {}),
  };
  const direction = query.orderBy === 'asc' ? 1 : -1;
  // Ties go newest first, then by id; a field is never named twice in the sort.
  const sort: Array<[string, 1 | -1]> = [[query.sortBy, direction]];
  if (query.sortBy !== 'createdAt') sort.push(['createdAt', -1]);
  sort.push(['_id', 1]);
  const collection = campaigns(ctx, orgId);
  const [docs, total] = await Promise.all([collection.find({ filter, sort, skip, limit }), collection.count(filter)]);
  return { campaigns: docs.map(summary), total };
}

/** The organisation's CPM values, or the defaults while it has not set its own. */
export async function cpmValuesOf(ctx: AppContext, orgId: string): Promise<CpmSettingsView> {
  const doc = await ctx.readStore.tenant<CampaignSettingsDoc>(campaignSettingsCollection).forOrg(orgId).get(CPM_SETTINGS_ID);
  const cents = doc?.valuesCents ?? DEFAULT_CPM_VALUES_CENTS;
  return {
    currency: doc?.currency ?? DEFAULT_CPM_CURRENCY,
    valuesCents: { ...cents },
    isDefault: !doc,
    updatedAt: doc?.updatedAt ?? null,
  };
}

/** The CPM values in major units (8.5 per 1,000 views), as computed figures are explained. */
const cpmMajorUnits = (cpm: CpmSettingsView): CpmValues => ({
  currency: cpm.currency,
  values: Object.fromEntries(Object.entries(cpm.valuesCents).map(([platform, cents]) => [platform, cents / 100])),
  isDefault: cpm.isDefault,
});

/** The metrics of a campaign: the read model's figures with the earned media value at the organisation's current CPM values. */
export async function campaignMetrics(ctx: AppContext, orgId: string, campaignId: string): Promise<CampaignMetrics> {
  const [doc, cpm] = await Promise.all([
    ctx.readStore.tenant<CampaignMetricsDoc>(campaignMetricsCollection).forOrg(orgId).get(campaignId),
    cpmValuesOf(ctx, orgId),
  ]);
  if (!doc) throw new NotFoundError('Campaign not found');
  return { ...doc.figures, earnedMediaValue: earnedMediaValue(doc.viewsByPlatform, cpmMajorUnits(cpm)) };
}

/** The campaign's events, newest first, with each actor's current name (users of this organisation only). */
export async function campaignHistory(ctx: AppContext, orgId: string, campaignId: string, page: number, limit: number) {
  await getCampaignDoc(ctx, orgId, campaignId);
  const collection = ctx.readStore.tenant<CampaignHistoryDoc>(campaignHistoryCollection).forOrg(orgId);
  const [docs, total] = await Promise.all([
    collection.find({ filter: { campaignId }, sort: [['revision', -1]], skip: (page - 1) * limit, limit }),
    collection.count({ campaignId }),
  ]);
  const names = await userNamesOf(
    ctx,
    orgId,
    docs.flatMap((d) => (d.actor.userId ? [d.actor.userId] : [])),
  );
  const history: CampaignHistoryEntry[] = docs.map(({ orgId: _o, summary: _stored, ...entry }) => ({
    ...entry,
    // Entries stored before facts existed (with an English summary instead) until campaignHistory is rebuilt.
    facts: entry.facts ?? {},
    actor: { ...entry.actor, fullName: entry.actor.userId ? (names.get(entry.actor.userId) ?? null) : null },
  }));
  return { history, currentPage: page, totalPages: Math.ceil(total / limit), total };
}
