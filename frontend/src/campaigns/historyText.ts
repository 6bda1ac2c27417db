import type { CampaignHistoryEntry, HistoryValue } from '@scout/contracts/campaigns/history';
import { centsToAmount } from './money';

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
 * summary line names the thing).
 */
export function changeLines(changes: Record<string, HistoryValue>, names: ReadonlyMap<string, string> = new Map()): string[] {
  return Object.entries(changes).flatMap(([field, value]) => {
    if (field === 'influencerId' && typeof value === 'string') return [`influencer: ${names.get(value) ?? value.slice(0, 8)}`];
    if (field.endsWith('Id') || field.endsWith('Ids')) return [];
    if (field.endsWith('Cents') && typeof value === 'number') return [`${field.slice(0, -'Cents'.length)}: ${centsToAmount(value)}`];
    return [`${field}: ${value === null ? '–' : String(value)}`];
  });
}
