import { moneyText } from '../platform/money';
import { numberText } from '../platform/numbers';
import type { RecentActivity } from './types';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Who did it, as the list names them: the user's name, marked when they acted through an API key. */
export function actorName(actor: RecentActivity['actor'], translate: Translate): string {
  if (actor.via === 'system' && !actor.fullName) return translate('scout.dashboard.actor.system');
  const name = actor.fullName ?? translate('scout.dashboard.actor.unknown');
  return actor.via === 'apiKey' ? translate('scout.dashboard.actor.apiKey', { name }) : name;
}

/** The translation key of an entry's sentence; some entries pick a variant by a parameter. */
export function activityMessageKey(entry: Pick<RecentActivity, 'key' | 'params'>): string {
  return `scout.dashboard.activity.${messageName(entry)}`;
}

function messageName({ key, params }: Pick<RecentActivity, 'key' | 'params'>): string {
  switch (key) {
    case 'profileFavouriteChanged':
      return params.favourite ? 'profileFavourited' : 'profileUnfavourited';
    case 'profileTrackingChanged':
      return params.enabled ? 'profileTrackingStarted' : 'profileTrackingStopped';
    case 'profileShareChanged':
      return params.disableShare ? 'profileShareDisabled' : 'profileShareEnabled';
    case 'profileConnectionChanged':
      return params.connected ? 'profileConnected' : 'profileDisconnected';
    case 'profileAttachmentAdded':
      return params.kind === 'link' ? 'profileLinkAdded' : 'profileFileAdded';
    case 'campaignUpdated':
      return typeof params.name === 'string' ? 'campaignUpdatedNamed' : 'campaignUpdated';
    case 'campaignInfluencerUpdated':
      return typeof params.influencerStatus === 'string' ? 'campaignInfluencerStatusChanged' : 'campaignInfluencerUpdated';
    case 'campaignShareChanged':
      return params.disableShare ? 'campaignShareDisabled' : 'campaignShareEnabled';
    case 'campaignPaymentEdited':
      return typeof params.paymentStatus === 'string' ? 'campaignPaymentStatusChanged' : 'campaignPaymentEdited';
    default:
      return key;
  }
}

/** Parameters that name one of a fixed set of values, and where their translations live. */
const TRANSLATED_PARAMS: Record<string, string> = {
  platform: 'scout.platforms',
  role: 'scout.dashboard.roles',
  previousRole: 'scout.dashboard.roles',
  tracking: 'scout.dashboard.trackingKinds',
  activityKind: 'scout.dashboard.activityKinds',
  from: 'scout.campaigns.status',
  to: 'scout.campaigns.status',
  influencerStatus: 'scout.campaigns.influencerStatus',
  paymentStatus: 'scout.campaigns.paymentStatus',
  ugcStatus: 'scout.campaigns.ugcStatus',
  postType: 'scout.campaigns.postTypes',
  package: 'scout.billing.planNames',
  status: 'scout.billing.statuses',
};

/** Count parameters a `… |||| …` sentence picks its singular or plural form by. */
const COUNT_PARAMS = ['profileCount', 'uploadCount'] as const;
/** Parameters that are counts, written grouped in the UI language. */
const NUMBER_PARAMS = [...COUNT_PARAMS, 'count', 'listCount'] as const;

/**
 * The entry as one translated sentence; platform, role, tracking and activity kind, campaign, influencer,
 * payment, UGC and subscription status, post type and plan names are translated too, a payment's cents and currency shown as an amount.
 */
export function activitySentence(entry: RecentActivity, translate: Translate, locale = 'en'): string {
  const params: Record<string, unknown> = { ...entry.params, actor: actorName(entry.actor, translate) };
  for (const [name, prefix] of Object.entries(TRANSLATED_PARAMS)) {
    const value = entry.params[name];
    if (typeof value === 'string') params[name] = translate(`${prefix}.${value}`, { _: value });
  }
  const { amountCents, currency } = entry.params;
  if (typeof amountCents === 'number' && typeof currency === 'string') params.amount = moneyText(amountCents, currency, locale);
  for (const name of NUMBER_PARAMS) {
    const value = entry.params[name];
    if (typeof value === 'number') params[name] = numberText(value, locale);
  }
  // Polyglot picks the singular or plural form of a `… |||| …` sentence by `smart_count`.
  const count = COUNT_PARAMS.map((name) => entry.params[name]).find((value) => typeof value === 'number');
  if (count !== undefined) params.smart_count = count;
  return translate(activityMessageKey(entry), {
    ...params,
    _: translate('scout.dashboard.activity.generic', { actor: params.actor, type: entry.eventType }),
  });
}
