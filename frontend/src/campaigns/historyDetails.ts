import type { CampaignHistoryEntry } from '@scout/contracts/campaigns/history';
import { formatDate } from '../platform/dates';
import { moneyText } from '../platform/money';
import { numberText } from '../platform/numbers';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the entry's own line already says, per event type: not repeated below it. */
const IN_LINE: Readonly<Record<string, readonly string[]>> = {
  CampaignCreated: ['name'],
  CampaignStatusChanged: ['from', 'to'],
  InfluencerAdded: ['influencerId', 'username', 'platform'],
  CampaignPostAdded: ['platform', 'type', 'source'],
  CampaignPostRefreshFailed: ['reason', 'failures'],
  CampaignPublicUrlGenerated: ['slug'],
  CampaignShareStatusChanged: ['disableShare'],
  CampaignUploadsAdded: ['uploads'],
  CampaignLinkAdded: ['linkText'],
  CampaignLinkClicksCollected: ['clicks'],
  CampaignListAdded: ['name'],
  CampaignListRenamed: ['name'],
  PaymentAdded: ['amountCents', 'currency', 'status'],
  UGCContentUpdated: ['username', 'platform', 'status'],
  UGCUserRemoved: ['username', 'platform'],
};
/** Events that change existing fields: a field set to nothing was cleared. In the others nothing is not worth a line. */
const EDITS = new Set(['CampaignUpdated', 'InfluencerUpdated', 'CampaignPostEdited', 'PaymentEdited']);
/** Events whose subject is the influencer: its name alone says which one. */
const ABOUT_INFLUENCER = new Set(['InfluencerRemoved', 'InfluencerUpdated']);
const DATES = new Set(['startDate', 'endDate', 'dueDate', 'paidDate', 'publishedAt']);
const COUNTS = new Set(['likes', 'comments', 'views', 'shares', 'reach', 'clicks', 'plannedPosts']);
/** Text a person typed, quoted in the sentence. */
const TEXTS = new Set([
  'name',
  'description',
  'brand',
  'hashtags',
  'deliverables',
  'notes',
  'caption',
  'text',
  'note',
  'linkText',
  'username',
]);
/** Fields with a name of their own in `scout.campaigns.history.fields`. */
const NAMED = new Set([
  ...DATES,
  ...COUNTS,
  ...TEXTS,
  'budgetCents',
  'feeCents',
  'amountCents',
  'currency',
  'status',
  'url',
  'shortUrl',
  'platform',
  'type',
]);

const KEY = 'scout.campaigns.history.details';

/** A calendar day (`2026-12-12`) or a time as the reader writes dates. */
const dateText = (value: string, locale: string) => formatDate(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value, locale);

/**
 * What changed in a history entry, one plain sentence per field in the reader's language: "Due date
 * set to 12 Dec 2026", "Payment marked paid", "Tracking turned off". Money is an amount in its
 * currency, dates and counts are written as the reader writes them, an influencer's id is the name
 * `names` knows; other ids and what the entry's line already says are left out. Fields the web app
 * has no words for share one line ("Other details changed"), never their key.
 */
export function historyDetails(
  entry: Pick<CampaignHistoryEntry, 'type' | 'changes'>,
  translate: Translate,
  locale: string,
  names: ReadonlyMap<string, string> = new Map(),
): string[] {
  const { type, changes } = entry;
  const said = new Set(IN_LINE[type] ?? []);
  const currency = typeof changes.currency === 'string' ? changes.currency : null;
  const hasMoney = Object.keys(changes).some((field) => field.endsWith('Cents'));
  const what = (field: string) => translate(`scout.campaigns.history.fields.${field}`);
  const lines: string[] = [];
  let other = false;

  const valueText = (field: string, value: string | number | boolean): string => {
    if (field.endsWith('Cents') && typeof value === 'number')
      return currency ? moneyText(value, currency, locale) : numberText(value / 100, locale, 2, 2);
    if (DATES.has(field) && typeof value === 'string') return dateText(value, locale);
    if (typeof value === 'number') return numberText(value, locale);
    if (field === 'platform') return translate(`scout.platforms.${value}`, { _: String(value) });
    if (field === 'type') return translate(`scout.campaigns.postTypes.${value}`, { _: String(value) });
    if (field === 'status') return translate(`scout.campaigns.influencerStatus.${value}`, { _: String(value) });
    return String(value);
  };

  for (const [field, value] of Object.entries(changes)) {
    if (said.has(field)) continue;
    if (field === 'currency' && hasMoney) continue;
    if (field === 'influencerId' && typeof value === 'string') {
      const name = names.get(value);
      if (name === undefined) lines.push(translate(`${KEY}.formerInfluencer`));
      else lines.push(ABOUT_INFLUENCER.has(type) ? name : translate(`${KEY}.influencer`, { name }));
      continue;
    }
    if (field.endsWith('Id') || field.endsWith('Ids')) continue;
    if (value === null) {
      if (EDITS.has(type) && NAMED.has(field)) lines.push(translate(`${KEY}.removed`, { what: what(field) }));
      else if (EDITS.has(type)) other = true;
      continue;
    }
    if (field === 'enableTracking') {
      lines.push(translate(value === true ? `${KEY}.trackingOn` : `${KEY}.trackingOff`));
    } else if (field === 'fileNames') {
      lines.push(translate(`${KEY}.fileNames`, { value: String(value) }));
    } else if (field === 'status' && type.startsWith('Payment')) {
      const status = translate(`scout.campaigns.paymentStatus.${value}`, { _: String(value) });
      lines.push(translate(`${KEY}.paymentMarked`, { status: status.toLocaleLowerCase(locale) }));
    } else if (!NAMED.has(field)) {
      other = true;
    } else if (type === 'CampaignPostMetricsRefreshed') {
      lines.push(translate(`${KEY}.now`, { what: what(field), value: valueText(field, value) }));
    } else {
      const template = TEXTS.has(field) ? 'setText' : 'set';
      lines.push(translate(`${KEY}.${template}`, { what: what(field), value: valueText(field, value) }));
    }
  }
  if (other) lines.push(translate(`${KEY}.other`));
  return lines;
}
