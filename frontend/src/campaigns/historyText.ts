import type { CampaignHistoryEntry, HistoryValue } from '@scout/contracts/campaigns/history';
import { moneyText } from '../platform/money';
import { numberText } from '../platform/numbers';

/** Who made a change, as the history shows it: the member's name, else what acted (API key, Scout itself). */
export function authorKey(actor: CampaignHistoryEntry['actor']): { name: string | null; key: string } {
  if (actor.fullName) return { name: actor.fullName, key: '' };
  if (actor.via === 'system') return { name: null, key: 'scout.campaigns.history.system' };
  if (actor.via === 'apiKey') return { name: null, key: 'scout.campaigns.history.apiKey' };
  return { name: null, key: 'scout.campaigns.history.formerMember' };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

const text = (value: HistoryValue | undefined) => (value === null || value === undefined ? '' : String(value));

/**
 * The message key of an entry's line under `scout.campaigns.history.events`, and the values for it: a
 * status, a platform, a post type, a reason, a count or an amount in the reader's words and format.
 */
function lineOf(
  type: string,
  facts: Record<string, HistoryValue>,
  translate: Translate,
  locale: string,
): { key: string; values: Record<string, unknown> } {
  const values: Record<string, unknown> = { ...facts };
  if (typeof facts.platform === 'string') values.platform = translate(`scout.platforms.${facts.platform}`, { _: facts.platform });
  if (typeof facts.postType === 'string') values.postType = translate(`scout.campaigns.postTypes.${facts.postType}`, { _: facts.postType });
  switch (type) {
    case 'CampaignStatusChanged':
      values.from = translate(`scout.campaigns.status.${text(facts.from)}`, { _: text(facts.from) });
      values.to = translate(`scout.campaigns.status.${text(facts.to)}`, { _: text(facts.to) });
      return { key: type, values };
    case 'CampaignPostAdded':
      return { key: facts.fromUrl === true ? 'CampaignPostAddedFromUrl' : type, values };
    case 'CampaignPostMetricsRefreshed':
      return { key: facts.fields ? type : 'CampaignPostMetricsUnchanged', values };
    case 'CampaignPostRefreshFailed':
      values.reason = translate(`scout.campaigns.history.refreshFailure.${facts.reason === 'unknown' ? 'unknown' : 'unavailable'}`);
      values.smart_count = typeof facts.failures === 'number' ? facts.failures : 1;
      return { key: type, values };
    case 'CampaignShareStatusChanged':
      return { key: facts.disableShare === true ? 'CampaignShareTurnedOff' : 'CampaignShareTurnedOn', values };
    case 'CampaignUploadsAdded':
    case 'CampaignUploadsRemoved':
      values.smart_count = typeof facts.count === 'number' ? facts.count : 0;
      return { key: type, values };
    case 'CampaignLinkAdded':
      return { key: facts.shortened === true ? 'CampaignLinkAddedShortened' : type, values };
    case 'CampaignLinkClicksCollected':
      values.clicks = typeof facts.clicks === 'number' ? numberText(facts.clicks, locale) : '';
      return { key: type, values };
    case 'PaymentAdded':
      values.amount = typeof facts.amountCents === 'number' ? moneyText(facts.amountCents, text(facts.currency), locale) : '';
      values.status = translate(`scout.campaigns.paymentStatus.${text(facts.status)}`, { _: text(facts.status) });
      return { key: type, values };
    case 'UGCContentUpdated':
      values.status = translate(`scout.campaigns.ugcStatus.${text(facts.status)}`, { _: text(facts.status) });
      return { key: type, values };
    default:
      return { key: type, values };
  }
}

/**
 * The line of a history entry in the reader's language, worded from its type and facts (nothing stored
 * is a sentence); an event type the web app has no words for yet reads "The campaign was changed".
 */
export function historyLine(entry: Pick<CampaignHistoryEntry, 'type' | 'facts'>, translate: Translate, locale: string): string {
  const { key, values } = lineOf(entry.type, entry.facts, translate, locale);
  return translate(`scout.campaigns.history.events.${key}`, { ...values, _: translate('scout.campaigns.history.unknownEvent') });
}
