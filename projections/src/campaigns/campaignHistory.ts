import type { CampaignEvent, CampaignEventType } from '@scout/contracts/campaigns/events';
import type { CampaignHistoryEntry } from '@scout/contracts/campaigns/history';
import { campaignIdOf } from '@scout/contracts/platform/streams';
import type { CollectionSpec } from '@scout/platform/readstore/port';
import { inOrgOf, projection } from '../runner/projection';
import { CAMPAIGN_EVENT_TYPES } from './campaigns';
import { changesOf, factsOf } from './historyDescriptions';

/** A stored history entry: the actor's name is looked up when read (names change, events do not). */
export type CampaignHistoryDoc = Omit<CampaignHistoryEntry, 'actor'> & {
  [key: string]: unknown;
  orgId: string;
  actor: Omit<CampaignHistoryEntry['actor'], 'fullName'>;
};

export const campaignHistoryCollection: CollectionSpec = {
  name: 'campaignHistory',
  scope: 'tenant',
  fields: { campaignId: 'text', revision: 'number', occurredAt: 'date' },
  indexes: [
    {
      fields: [
        ['campaignId', 1],
        ['revision', -1],
      ],
      unique: true,
    },
  ],
};

/** `campaign-<id>` revision 7 → `<id>:7`. */
export const historyEntryId = (campaignId: string, revision: number) => `${campaignId}:${revision}`;

/**
 * Live tracking's refreshes that tell nothing new stay out of the history (they stay in the events):
 * a refresh that changed no count, and failures after the first in a row.
 */
function quietRefresh(event: { type: string; data: unknown }): boolean {
  if (event.type === 'CampaignPostMetricsRefreshed') return Object.keys((event.data as { changes: object }).changes).length === 0;
  if (event.type === 'CampaignPostRefreshFailed') return (event.data as { failures: number }).failures > 1;
  return false;
}

/** `campaignHistory`: one document per event of every campaign, with who, when and what changed. */
export const campaignHistoryProjection = projection<CampaignHistoryDoc, CampaignEventType>({
  name: 'campaignHistory',
  collection: campaignHistoryCollection,
  handles: CAMPAIGN_EVENT_TYPES,
  // `evolve` makes each document whole from its event: a page never reads the stored one.
  ignoresStoredDocument: true,
  target: (event) => inOrgOf(event, historyEntryId(campaignIdOf(event.streamId), event.revision)),
  evolve(_doc, event) {
    if (quietRefresh(event)) return null;
    const campaignId = campaignIdOf(event.streamId);
    const { userId, role, via } = event.metadata.actor;
    const data = { type: event.type, data: event.data } as CampaignEvent;
    return {
      _id: historyEntryId(campaignId, event.revision),
      orgId: event.metadata.orgId ?? '',
      campaignId,
      revision: event.revision,
      type: event.type,
      occurredAt: event.metadata.occurredAt,
      actor: { userId, role, via },
      facts: factsOf(data),
      changes: changesOf(data),
    };
  },
});
