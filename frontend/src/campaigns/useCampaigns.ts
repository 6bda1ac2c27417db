import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CampaignStatus } from '@scout/contracts/campaigns';
import type { ScoutDataProvider } from '../shell/dataProvider';
import { pollUntil } from '../platform/polling';
import { useCommand } from '../platform/useCommand';

export const CAMPAIGNS_KEY = ['scout', 'campaigns'] as const;
export const campaignKey = (campaignId: string) => [...CAMPAIGNS_KEY, 'one', campaignId] as const;
export const CPM_KEY = ['scout', 'campaignCpm'] as const;

/** The organisation's campaigns, of one status or all. */
export function useCampaignList(status: CampaignStatus | undefined) {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  return useQuery({
    queryKey: [...CAMPAIGNS_KEY, 'list', status ?? 'all'],
    queryFn: ({ signal }) => dataProvider.getCampaigns(status, signal),
  });
}

/** One campaign with its metrics. */
export function useCampaign(campaignId: string) {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  return useQuery({
    queryKey: campaignKey(campaignId),
    queryFn: ({ signal }) => dataProvider.getCampaign(campaignId, signal),
    retry: false,
  });
}

/** One page of the campaign's history, newest first; read again after every command (its key is under the campaign's). */
export function useCampaignHistory(campaignId: string, page: number, limit: number) {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  return useQuery({
    queryKey: [...campaignKey(campaignId), 'history', page, limit],
    queryFn: ({ signal }) => dataProvider.getCampaignHistory(campaignId, page, limit, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * A command on one campaign through a typed data-provider method: afterwards the campaign (with its
 * metrics and history) and the list are read again, and the toast `success` shown.
 */
export function useCampaignCommand<V>(
  campaignId: string,
  run: (dataProvider: ScoutDataProvider, campaignId: string, variables: V) => Promise<unknown>,
  success?: string,
) {
  return useCommand((dataProvider, variables: V) => run(dataProvider, campaignId, variables), {
    refetch: [campaignKey(campaignId), [...CAMPAIGNS_KEY, 'list']],
    success,
  });
}

export function useCpmSettings() {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  return useQuery({ queryKey: CPM_KEY, queryFn: ({ signal }) => dataProvider.getCpmSettings(signal) });
}

/** How long (ms) the page waits for the click collection job before it stops reading the campaign again. */
export const COLLECT_POLL_LIMIT_MS = 30_000;

/** A click collection asked for: when, and each link's collection time then. */
export interface CollectRequest {
  askedAt: number;
  before: ReadonlyMap<string, string | null>;
}

/**
 * While the click collection job runs, the campaign is read again every second until every link
 * shows a collection time other than the one it had when the job was asked for (`before`, by link
 * id), or {@link COLLECT_POLL_LIMIT_MS} passed. Nothing while `request` is null.
 */
export function useCollectPolling(campaignId: string, request: CollectRequest | null) {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  return useQuery({
    queryKey: campaignKey(campaignId),
    queryFn: ({ signal }) => dataProvider.getCampaign(campaignId, signal),
    enabled: request !== null,
    refetchInterval: (query) => {
      if (request === null || Date.now() - request.askedAt > COLLECT_POLL_LIMIT_MS) return false;
      const links = query.state.data?.campaign.links ?? [];
      return pollUntil(
        links.every((link) => link.clicksCollectedAt !== null && link.clicksCollectedAt !== request.before.get(link.linkId)),
      );
    },
  });
}
