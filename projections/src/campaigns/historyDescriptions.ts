import type { CampaignEvent, CampaignEventOf, CampaignEventType } from '@scout/contracts/campaigns/events';
import { HISTORY_TEXT_MAX, type HistoryValue } from '@scout/contracts/campaigns/history';

/** The event's own time stamp: the history entry carries `occurredAt` already. */
const TIMESTAMPS = new Set([
  'createdAt',
  'updatedAt',
  'changedAt',
  'deletedAt',
  'addedAt',
  'removedAt',
  'editedAt',
  'generatedAt',
  'collectedAt',
  'renamedAt',
  'refreshedAt',
  'failedAt',
]);
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

/** The names of the fields an event changed, as one value: `name, budgetCents`. */
const fields = (o: object) => Object.keys(o).join(', ');

type Facts = Record<string, HistoryValue>;
type FactsOf = { [T in CampaignEventType]: (data: CampaignEventOf<T>['data']) => Facts };

/** For each event type, the values its history line is worded from (the words are the web app's, per language). */
const FACTS: FactsOf = {
  CampaignCreated: (d) => ({ name: d.details.name }),
  CampaignUpdated: (d) => ({ fields: fields(d.changes) }),
  CampaignStatusChanged: (d) => ({ from: d.from, to: d.to }),
  CampaignDeleted: () => ({}),
  InfluencerAdded: (d) => ({ username: d.username, platform: d.platform }),
  InfluencerRemoved: () => ({}),
  InfluencerUpdated: (d) => ({ fields: fields(d.changes) }),
  CampaignPostAdded: (d) => ({ platform: d.post.platform, postType: d.post.type, fromUrl: d.source === 'url' }),
  CampaignPostEdited: (d) => ({ fields: fields(d.changes) }),
  CampaignPostRemoved: () => ({}),
  CampaignPostMetricsRefreshed: (d) => ({ fields: fields(d.changes) }),
  CampaignPostRefreshFailed: (d) => ({ reason: d.reason, failures: d.failures }),
  CampaignStoryAdded: () => ({}),
  CampaignStoryRemoved: () => ({}),
  CampaignActivityAdded: () => ({}),
  CampaignActivityRemoved: () => ({}),
  CampaignPublicUrlGenerated: () => ({}),
  CampaignShareStatusChanged: (d) => ({ disableShare: d.disableShare }),
  CampaignUploadsAdded: (d) => ({ count: d.uploads.length }),
  CampaignUploadsRemoved: (d) => ({ count: d.uploadIds.length }),
  CampaignLinkAdded: (d) => ({ linkText: d.linkText, shortened: Boolean(d.shortUrl) }),
  CampaignLinkRemoved: () => ({}),
  CampaignLinkClicksCollected: (d) => ({ clicks: d.clicks }),
  CampaignListAdded: (d) => ({ name: d.name }),
  CampaignListRenamed: (d) => ({ name: d.name }),
  CampaignListRemoved: () => ({}),
  PaymentAdded: (d) => ({ amountCents: d.payment.amountCents, currency: d.payment.currency, status: d.payment.status }),
  PaymentEdited: (d) => ({ fields: fields(d.changes) }),
  PaymentRemoved: () => ({}),
  UGCContentUpdated: (d) => ({ username: d.username, platform: d.platform, status: d.status }),
  UGCContentRemoved: () => ({}),
  UGCUserRemoved: (d) => ({ username: d.username, platform: d.platform }),
};

/** The facts of the event's history line, text cut like the changes. */
export function factsOf(event: CampaignEvent): Facts {
  const facts = (FACTS[event.type] as (data: CampaignEvent['data']) => Facts)(event.data);
  return Object.fromEntries(Object.entries(facts).map(([key, value]) => [key, typeof value === 'string' ? cut(value) : value]));
}
