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
};

/** The entry as one translated sentence; platform, role, tracking and activity kind names are translated too. */
export function activitySentence(entry: RecentActivity, translate: Translate): string {
  const params: Record<string, unknown> = { ...entry.params, actor: actorName(entry.actor, translate) };
  for (const [name, prefix] of Object.entries(TRANSLATED_PARAMS)) {
    const value = entry.params[name];
    if (typeof value === 'string') params[name] = translate(`${prefix}.${value}`, { _: value });
  }
  // Polyglot picks the singular or plural form of a `… |||| …` sentence by `smart_count`.
  if (typeof entry.params.profileCount === 'number') params.smart_count = entry.params.profileCount;
  return translate(activityMessageKey(entry), { ...params, _: translate('scout.dashboard.activity.generic', { actor: params.actor, type: entry.eventType }) });
}
