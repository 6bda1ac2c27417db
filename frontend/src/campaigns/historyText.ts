import type { CampaignHistoryEntry, HistoryValue } from '@scout/contracts/campaigns/history';
import { centsToAmount, moneyText } from './money';

/** Who made a change, as the history shows it: the member's name, else what acted (API key, Scout itself). */
export function authorKey(actor: CampaignHistoryEntry['actor']): { name: string | null; key: string } {
  if (actor.fullName) return { name: actor.fullName, key: '' };
  if (actor.via === 'system') return { name: null, key: 'scout.campaigns.history.system' };
  if (actor.via === 'apiKey') return { name: null, key: 'scout.campaigns.history.apiKey' };
  return { name: null, key: 'scout.campaigns.history.formerMember' };
}

/**
 * "field: value" pairs of what changed, money fields (…Cents) shown as amounts. Ids mean nothing to
 * people: an influencer's id is shown as the name `names` knows, other ids are left out (the
 * entry's line names the thing).
 */
export function changeLines(changes: Record<string, HistoryValue>, names: ReadonlyMap<string, string> = new Map()): string[] {
  return Object.entries(changes).flatMap(([field, value]) => {
    if (field === 'influencerId' && typeof value === 'string') return [`influencer: ${names.get(value) ?? value.slice(0, 8)}`];
    if (field.endsWith('Id') || field.endsWith('Ids')) return [];
    if (field.endsWith('Cents') && typeof value === 'number') return [`${field.slice(0, -'Cents'.length)}: ${centsToAmount(value)}`];
    return [`${field}: ${value === null ? '–' : String(value)}`];
  });
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

const text = (value: HistoryValue | undefined) => (value === null || value === undefined ? '' : String(value));

/**
 * The message key of an entry's line under `scout.campaigns.history.events`, and the values for it: a
 * status, a reason or an amount in the reader's words and format. An event type the web app does not
 * know yet is shown by its name.
 */
function lineOf(
  type: string,
  facts: Record<string, HistoryValue>,
  translate: Translate,
  locale: string,
): { key: string; values: Record<string, unknown> } {
  const values: Record<string, unknown> = { ...facts };
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

/** The line of a history entry in the reader's language, worded from its type and facts (nothing stored is a sentence). */
export function historyLine(entry: Pick<CampaignHistoryEntry, 'type' | 'facts'>, translate: Translate, locale: string): string {
  const { key, values } = lineOf(entry.type, entry.facts, translate, locale);
  return translate(`scout.campaigns.history.events.${key}`, { ...values, _: entry.type });
}
