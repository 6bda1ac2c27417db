import type { CampaignEvent, CampaignEventOf, CampaignEventType } from '@scout/contracts/campaigns/events';
import { HISTORY_TEXT_MAX, type HistoryValue } from '@scout/contracts/campaigns/history';

/** The event's own time stamp: the history entry carries `occurredAt` already. */
const TIMESTAMPS = new Set(['createdAt', 'updatedAt', 'changedAt', 'deletedAt', 'addedAt', 'removedAt', 'editedAt', 'generatedAt', 'collectedAt', 'renamedAt', 'refreshedAt', 'failedAt']);
/** Objects whose fields are the change itself (their keys are listed without a prefix). */
const INLINE = new Set(['details', 'changes', 'post', 'payment']);

const cut = (text: string) => (text.length > HISTORY_TEXT_MAX ? `${text.slice(0, HISTORY_TEXT_MAX - 1)}…` : text);

function scalar(value: unknown): HistoryValue | undefined {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return cut(value);
  return undefined;
}

function addField(changes: Record<string, HistoryValue>, key: string, value: unknown): void {
  const plain = scalar(value);
  if (plain !== undefined) {
    changes[key] = plain;
  } else if (Array.isArray(value)) {
    const items = value as unknown[];
    if (items.every((v) => typeof v === 'string' || typeof v === 'number')) changes[key] = cut(items.join(', '));
    else {
      changes[key] = items.length;
      const names = items.flatMap((v) => (v && typeof v === 'object' && 'fileName' in v ? [String(v.fileName)] : []));
      if (names.length) changes.fileNames = cut(names.join(', '));
    }
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) addField(changes, INLINE.has(key) ? k : `${key}.${k}`, v);
  }
}

/** What changed, field by field: scalars only, long text cut, the campaign and organisation ids and the event's time stamp left out. */
export function changesOf(event: CampaignEvent): Record<string, HistoryValue> {
  const changes: Record<string, HistoryValue> = {};
  for (const [key, value] of Object.entries(event.data)) {
    if (key === 'campaignId' || key === 'orgId' || TIMESTAMPS.has(key)) continue;
    addField(changes, key, value);
  }
  return changes;
}

const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;
const fields = (o: object) => Object.keys(o).join(', ') || 'nothing';

type Summaries = { [T in CampaignEventType]: (data: CampaignEventOf<T>['data']) => string };

const SUMMARIES: Summaries = {
  CampaignCreated: (d) => `Campaign "${d.details.name}" created`,
  CampaignUpdated: (d) => `Details changed: ${fields(d.changes)}`,
  CampaignStatusChanged: (d) => `Status changed from ${d.from} to ${d.to}`,
  CampaignDeleted: () => 'Campaign deleted',
  InfluencerAdded: (d) => `Influencer @${d.username} (${d.platform}) added`,
  InfluencerRemoved: () => 'Influencer removed',
  InfluencerUpdated: (d) => `Influencer changed: ${fields(d.changes)}`,
  CampaignPostAdded: (d) => `Post added (${d.post.platform} ${d.post.type}${d.source === 'url' ? ', from its address' : ''})`,
  CampaignPostEdited: (d) => `Post changed: ${fields(d.changes)}`,
  CampaignPostRemoved: () => 'Post removed',
  CampaignPostMetricsRefreshed: (d) => (Object.keys(d.changes).length === 0 ? 'Post metrics refreshed: unchanged' : `Post metrics refreshed: ${fields(d.changes)}`),
  CampaignPostRefreshFailed: (d) => `Post metrics refresh failed (${d.reason === 'unknown' ? 'post not found' : 'provider unavailable'}, ${d.failures} in a row)`,
  CampaignStoryAdded: () => 'Story added',
  CampaignStoryRemoved: () => 'Story removed',
  CampaignActivityAdded: () => 'Activity added',
  CampaignActivityRemoved: () => 'Activity removed',
  CampaignPublicUrlGenerated: () => 'Public link generated',
  CampaignShareStatusChanged: (d) => (d.disableShare ? 'Public link turned off' : 'Public link turned on'),
  CampaignUploadsAdded: (d) => `${d.uploads.length} file${d.uploads.length === 1 ? '' : 's'} uploaded`,
  CampaignUploadsRemoved: (d) => `${d.uploadIds.length} file${d.uploadIds.length === 1 ? '' : 's'} removed`,
  CampaignLinkAdded: (d) => `Link "${d.linkText}" added${d.shortUrl ? ' and shortened' : ''}`,
  CampaignLinkRemoved: () => 'Link removed',
  CampaignLinkClicksCollected: (d) => `Link clicks collected: ${d.clicks}`,
  CampaignListAdded: (d) => `List "${d.name}" added`,
  CampaignListRenamed: (d) => `List renamed to "${d.name}"`,
  CampaignListRemoved: () => 'List removed',
  PaymentAdded: (d) => `Payment of ${money(d.payment.amountCents, d.payment.currency)} added (${d.payment.status})`,
  PaymentEdited: (d) => `Payment changed: ${fields(d.changes)}`,
  PaymentRemoved: () => 'Payment removed',
  UGCContentUpdated: (d) => `UGC by @${d.username} (${d.platform}) ${d.status}`,
  UGCContentRemoved: () => 'UGC content removed',
  UGCUserRemoved: (d) => `UGC of @${d.username} (${d.platform}) removed`,
};

/** One line for the history list. */
export function summaryOf(event: CampaignEvent): string {
  return cut((SUMMARIES[event.type] as (data: CampaignEvent['data']) => string)(event.data));
}
