import type { EventMetadata } from '@scout/contracts/platform/events';
import type { Request } from 'express';
import {
  DISCOVER_FREE_RESULTS,
  DISCOVER_OFFSET_MAX,
  type DiscoverFilter,
  type DiscoverRequest,
  type DiscoverResponse,
  type DiscoverSource,
} from '@scout/contracts/discovery/search';
import { organizationStream } from '@scout/contracts/platform/streams';
import { metadataFor, type Principal } from '../accounts/principal';
import { assertUsedWithinLimit } from '../billing/planLimits';
import type { Plan } from '@scout/contracts/billing/plans';
import { planOf } from '../plans/plans';
import { usageOf, usagePeriod } from '../plans/usage';
import { handleCommand } from '@scout/platform/commandHandler';
import type { AppContext } from '../runtime/context';
import { NotFoundError, PlanLimitError, ValidationError } from '@scout/platform/errors';
import { contactUnlockDecider } from './contactUnlock';
import { issuePageToken, readPageToken, type PagePosition } from './pageToken';
import type { CreatorSearchPage } from '../socialData/port';
import type { BankEntry } from './bank/port';
import { providerSearchPage, throughBank } from './providerSearch';
import { discoverProfileOf, uniqueByHandle, unlockedFor, type UnlockedView } from './views';

/** 423 `audienceFilter` when the filter uses the audience's country and the plan has no audience filter. */
export async function assertFilterInPlan(ctx: AppContext, orgId: string, filter: DiscoverFilter): Promise<void> {
  assertFilterInPlanOf((await planOf(ctx, orgId)).plan, filter);
}

function assertFilterInPlanOf(plan: Plan, filter: DiscoverFilter): void {
  if (filter.audienceCountry && !plan.features.audienceFilter)
    throw new PlanLimitError('audienceFilter', 'Filtering by the audience is not in your plan, please upgrade');
}

/** The value of a settled promise, or its error thrown. */
function settledValue<T>(settled: PromiseSettledResult<T>): T {
  if (settled.status === 'rejected') throw settled.reason;
  return settled.value;
}

/** Where searches go: the provider's creator database when it has one, else Scout's profile bank. */
export const searchSourceOf = (ctx: AppContext): DiscoverSource =>
  ctx.socialData.search && ctx.socialData.searchSource ? ctx.socialData.searchSource : 'profileBank';

/** Where the page starts: the token's position (an `offset` sent beside it must agree), else `offset` or 0. */
function startOf(ctx: AppContext, orgId: string, request: DiscoverRequest, source: DiscoverSource): PagePosition {
  if (!request.nextPageToken) return { offset: request.offset ?? 0, source, cursor: null };
  const position = readPageToken(ctx.config, request.nextPageToken, orgId, request.filter, source);
  if (request.offset !== undefined && request.offset !== position.offset) {
    throw new ValidationError('offset: The offset does not match nextPageToken', [
      { path: 'offset', message: 'The offset does not match nextPageToken' },
    ]);
  }
  return position;
}

/** The page's size once the plan's gates passed: 423 past the free results without loadMoreResults, or without searches left. */
function limitInPlan(plan: Plan, request: DiscoverRequest, offset: number, searchCount: number): number {
  assertFilterInPlanOf(plan, request.filter);
  let limit = request.limit;
  if (!plan.features.loadMoreResults) {
    if (offset >= DISCOVER_FREE_RESULTS)
      throw new PlanLimitError('loadMoreResults', 'Loading more results is not in your plan, please upgrade');
    limit = Math.min(limit, DISCOVER_FREE_RESULTS - offset);
  }
  assertUsedWithinLimit(plan, 'searchCount', searchCount);
  return limit;
}

/** A page of the bank, through the provider's search over it when it has one. */
async function bankPage(ctx: AppContext, filter: DiscoverFilter, position: PagePosition, limit: number): Promise<CreatorSearchPage> {
  if (ctx.socialData.search) return ctx.socialData.search(filter, { offset: position.offset, limit, cursor: position.cursor });
  const page = await ctx.bank.search(filter, { offset: position.offset, limit });
  return { source: 'profileBank', ...page, cursor: null };
}

/** A page past the end: 404, which the client ends on quietly; not counted. */
const pastTheEnd = (offset: number, page: CreatorSearchPage) => offset > 0 && (offset >= page.total || page.entries.length === 0);
const noMoreResults = () => new NotFoundError('There are no more results');

/** Gives back the search counted for a page the provider did not answer; logged, not thrown, when the store refuses. */
async function returnSearch(ctx: AppContext, orgId: string, at: { period: string; now: Date }, metadata: EventMetadata): Promise<void> {
  try {
    await handleCommand(
      ctx.eventStore,
      contactUnlockDecider,
      organizationStream(orgId),
      { type: 'ReturnSearch', period: at.period, now: at.now.toISOString() },
      metadata,
    );
  } catch (error) {
    ctx.logger.error({ err: error, orgId }, 'giving back a search the provider did not answer failed');
  }
}

/**
 * One page of a discover search. Checked before searching: the token, the plan's features (audience
 * filter; results past the first DISCOVER_FREE_RESULTS need loadMoreResults) and the month's
 * `searchCount` (as the usage read model shows it). A page past the end is 404 (the client ends
 * quietly) and is not counted; every answered page counts one search, appended on the organisation
 * stream where the month's limit is decided exactly (423 searchCount if a search at the same time
 * took the last one). With a provider that searches, the page comes from its creator database
 * (see providerSearch.ts): the gates are then passed before it is asked, the search is counted
 * while it is asked, and given back when it answers no page: an outage is 503, a page past the end
 * 404, neither with a search counted.
 */
export async function discover(ctx: AppContext, req: Request, principal: Principal, request: DiscoverRequest): Promise<DiscoverResponse> {
  const { orgId } = principal;
  const source = searchSourceOf(ctx);
  const position = startOf(ctx, orgId, request, source);
  const { offset } = position;
  let page: CreatorSearchPage;
  let plan: Plan;
  let limit: number;
  let unlocked: UnlockedView;
  /** The page's creators as the bank holds them once the provider's are written into it. */
  let inBank = async (): Promise<BankEntry[]> => page.entries;
  const now = ctx.clock();
  const metadata = metadataFor(ctx, req, principal);
  const period = usagePeriod(now);
  // Counted on the organisation stream against the month's limit (exact, also for searches at the
  // same time). Not waited for by the read models: the next read of the usage may lag by moments.
  const recordSearch = (creditLimit: number) =>
    handleCommand(
      ctx.eventStore,
      contactUnlockDecider,
      organizationStream(orgId),
      { type: 'RecordSearch', creditLimit, period, now: now.toISOString() },
      metadata,
    );
  /** Set once the page is counted (with a provider, while it is asked). */
  let counted = false;
  if (source === 'profileBank') {
    // The reads go out at once (a refused search has then read for nothing, and changes nothing):
    // the plan, the month's usage, the page and the contacts the organisation unlocked.
    const [planned, usage, searched, unlockedView] = await Promise.allSettled([
      planOf(ctx, orgId),
      usageOf(ctx, orgId, ['searchCount']),
      bankPage(ctx, request.filter, position, request.limit),
      unlockedFor(ctx, principal),
    ]);
    plan = settledValue(planned).plan;
    limit = limitInPlan(plan, request, offset, settledValue(usage).searchCount ?? 0);
    const searchedPage = settledValue(searched);
    page = { ...searchedPage, entries: searchedPage.entries.slice(0, limit) };
    unlocked = settledValue(unlockedView);
  } else {
    // The provider is asked only for a search the plan allows: each of its calls costs.
    const [planned, usage, unlockedView] = await Promise.allSettled([
      planOf(ctx, orgId),
      usageOf(ctx, orgId, ['searchCount']),
      unlockedFor(ctx, principal),
    ]);
    plan = settledValue(planned).plan;
    limit = limitInPlan(plan, request, offset, settledValue(usage).searchCount ?? 0);
    unlocked = settledValue(unlockedView);
    // Counted while the provider is asked, and given back when it has no page for the search.
    const [found, counting] = await Promise.allSettled([
      providerSearchPage(ctx, orgId, request.filter, { offset, limit, cursor: position.cursor }),
      recordSearch(plan.limits.searchCount),
    ]);
    const failed = found.status === 'rejected' ? found.reason : pastTheEnd(offset, found.value.page) ? noMoreResults() : null;
    if (failed !== null) {
      if (counting.status === 'fulfilled') await returnSearch(ctx, orgId, { period, now }, metadata);
      throw failed;
    }
    page = settledValue(found).page;
    settledValue(counting);
    counted = true;
    inBank = () => throughBank(ctx, page.entries, settledValue(found).fresh, unlocked);
  }
  if (pastTheEnd(offset, page)) throw noMoreResults();
  const [entries] = await Promise.all([inBank(), counted ? null : recordSearch(plan.limits.searchCount)]);
  const next = offset + page.entries.length;
  return {
    profiles: uniqueByHandle(entries).map((entry) => discoverProfileOf(entry, unlocked)),
    metadata: { offset, limit, total_results: page.total },
    source,
    nextPageToken:
      page.entries.length > 0 && next < page.total && next <= DISCOVER_OFFSET_MAX
        ? issuePageToken(ctx.config, orgId, request.filter, { offset: next, source, cursor: source === 'provider' ? page.cursor : null })
        : null,
  };
}
