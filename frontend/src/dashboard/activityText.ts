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
  if (entry.key === 'profileFavouriteChanged') return `scout.dashboard.activity.${entry.params.favourite ? 'profileFavourited' : 'profileUnfavourited'}`;
  return `scout.dashboard.activity.${entry.key}`;
}

/** The entry as one translated sentence; platform and role names are translated too. */
export function activitySentence(entry: RecentActivity, translate: Translate): string {
  const params: Record<string, unknown> = { ...entry.params, actor: actorName(entry.actor, translate) };
  if (typeof entry.params.platform === 'string') {
    params.platform = translate(`scout.platforms.${entry.params.platform}`, { _: entry.params.platform });
  }
  if (typeof entry.params.role === 'string') {
    params.role = translate(`scout.dashboard.roles.${entry.params.role}`, { _: entry.params.role });
  }
  return translate(activityMessageKey(entry), { ...params, _: translate('scout.dashboard.activity.generic', { actor: params.actor, type: entry.eventType }) });
}
