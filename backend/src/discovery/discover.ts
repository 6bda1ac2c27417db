import type { Request } from 'express';
import { DISCOVER_FREE_RESULTS, DISCOVER_OFFSET_MAX, type DiscoverFilter, type DiscoverRequest, type DiscoverResponse } from '@scout/contracts/discovery/search';
import { organizationStream } from '@scout/contracts/platform/streams';
import { metadataFor, type Principal } from '../accounts/principal';
import { assertWithinLimit } from '../billing/planLimits';
import { planOf } from '../billing/plans';
import { usagePeriod } from '../billing/usage';
import { handleCommand } from '../platform/commandHandler';
import type { AppContext } from '../platform/context';
import { NotFoundError, PlanLimitError, ValidationError } from '../platform/errors';
import { contactUnlockDecider } from './contactUnlock';
import { issuePageToken, readPageToken } from './pageToken';
import { discoverProfileOf, uniqueByHandle, unlockedFor } from './views';

/** 423 `audienceFilter` when the filter uses the audience's country and the plan has no audience filter. */
export async function assertFilterInPlan(ctx: AppContext, orgId: string, filter: DiscoverFilter): Promise<void> {
  if (!filter.audienceCountry) return;
  const { plan } = await planOf(ctx, orgId);
  if (!plan.features.audienceFilter) throw new PlanLimitError('audienceFilter', 'Filtering by the audience is not in your plan, please upgrade');
}

/** Where the page starts: the token's offset (an `offset` sent beside it must agree), else `offset` or 0. */
function startOf(ctx: AppContext, orgId: string, request: DiscoverRequest): number {
  if (!request.nextPageToken) return request.offset ?? 0;
  const offset = readPageToken(ctx.config, request.nextPageToken, orgId, request.filter);
  if (request.offset !== undefined && request.offset !== offset) {
    throw new ValidationError('offset: The offset does not match nextPageToken', [{ path: 'offset', message: 'The offset does not match nextPageToken' }]);
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
  await assertFilterInPlan(ctx, orgId, request.filter);
  const { plan } = await planOf(ctx, orgId);
  let limit = request.limit;
  if (!plan.features.loadMoreResults) {
    if (offset >= DISCOVER_FREE_RESULTS) throw new PlanLimitError('loadMoreResults', 'Loading more results is not in your plan, please upgrade');
    limit = Math.min(limit, DISCOVER_FREE_RESULTS - offset);
  }
  await assertWithinLimit(ctx, orgId, 'searchCount');
  const page = await ctx.bank.search(request.filter, { offset, limit });
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
  const unlocked = await unlockedFor(ctx, principal);
  const next = offset + page.entries.length;
  return {
    profiles: uniqueByHandle(page.entries).map((entry) => discoverProfileOf(entry, unlocked)),
    metadata: { offset, limit, total_results: page.total },
    nextPageToken: page.entries.length > 0 && next < page.total && next <= DISCOVER_OFFSET_MAX ? issuePageToken(ctx.config, orgId, request.filter, next) : null,
  };
}
