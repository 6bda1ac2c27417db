import type { Request } from 'express';
import {
  DISCOVER_FREE_RESULTS,
  DISCOVER_OFFSET_MAX,
  type DiscoverFilter,
  type DiscoverRequest,
  type DiscoverResponse,
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
import { issuePageToken, readPageToken } from './pageToken';
import { discoverProfileOf, uniqueByHandle, unlockedFor } from './views';

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

/** Where the page starts: the token's offset (an `offset` sent beside it must agree), else `offset` or 0. */
function startOf(ctx: AppContext, orgId: string, request: DiscoverRequest): number {
  if (!request.nextPageToken) return request.offset ?? 0;
  const offset = readPageToken(ctx.config, request.nextPageToken, orgId, request.filter);
  if (request.offset !== undefined && request.offset !== offset) {
    throw new ValidationError('offset: The offset does not match nextPageToken', [
      { path: 'offset', message: 'The offset does not match nextPageToken' },
    ]);
  }
  return offset;
}

/**
 * One page of a discover search. Checked before searching: the token, the plan's features (audience
 * filter; results past the first DISCOVER_FREE_RESULTS need loadMoreResults) and the month's
 * `searchCount` (as the usage read model shows it). A page past the end is 404 (the client ends
 * quietly) and is not counted; every answered page counts one search, appended on the organisation
 * stream where the month's limit is decided exactly (423 searchCount if a search at the same time
 * took the last one).
 */
export async function discover(ctx: AppContext, req: Request, principal: Principal, request: DiscoverRequest): Promise<DiscoverResponse> {
  const { orgId } = principal;
  const offset = startOf(ctx, orgId, request);
  // The reads go out at once (a refused search has then read for nothing, and changes nothing):
  // the plan, the month's usage, the page and the contacts the organisation unlocked.
  const [planned, usage, searched, unlockedView] = await Promise.allSettled([
    planOf(ctx, orgId),
    usageOf(ctx, orgId, ['searchCount']),
    ctx.bank.search(request.filter, { offset, limit: request.limit }),
    unlockedFor(ctx, principal),
  ]);
  const { plan } = settledValue(planned);
  assertFilterInPlanOf(plan, request.filter);
  let limit = request.limit;
  if (!plan.features.loadMoreResults) {
    if (offset >= DISCOVER_FREE_RESULTS)
      throw new PlanLimitError('loadMoreResults', 'Loading more results is not in your plan, please upgrade');
    limit = Math.min(limit, DISCOVER_FREE_RESULTS - offset);
  }
  assertUsedWithinLimit(plan, 'searchCount', settledValue(usage).searchCount ?? 0);
  const searchedPage = settledValue(searched);
  const page = { total: searchedPage.total, entries: searchedPage.entries.slice(0, limit) };
  const unlocked = settledValue(unlockedView);
  if (offset > 0 && (offset >= page.total || page.entries.length === 0)) throw new NotFoundError('There are no more results');
  // Counted on the organisation stream against the month's limit (exact, also for searches at the
  // same time). Not waited for by the read models: the next read of the usage may lag by moments.
  const now = ctx.clock();
  await handleCommand(
    ctx.eventStore,
    contactUnlockDecider,
    organizationStream(orgId),
    { type: 'RecordSearch', creditLimit: plan.limits.searchCount, period: usagePeriod(now), now: now.toISOString() },
    metadataFor(ctx, req, principal),
  );
  const next = offset + page.entries.length;
  return {
    profiles: uniqueByHandle(page.entries).map((entry) => discoverProfileOf(entry, unlocked)),
    metadata: { offset, limit, total_results: page.total },
    nextPageToken:
      page.entries.length > 0 && next < page.total && next <= DISCOVER_OFFSET_MAX
        ? issuePageToken(ctx.config, orgId, request.filter, next)
        : null,
  };
}
