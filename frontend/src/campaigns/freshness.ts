import type { CampaignPostView } from './types';

/** When a post's numbers were last known current: its latest live-tracking refresh, else its latest edit. */
export function postUpdatedAt(post: Pick<CampaignPostView, 'refreshedAt' | 'updatedAt'>): string {
  return post.refreshedAt && post.refreshedAt > post.updatedAt ? post.refreshedAt : post.updatedAt;
}

/** When the campaign's post figures last changed or were refreshed (null without posts). */
export function metricsUpdatedAt(posts: ReadonlyArray<Pick<CampaignPostView, 'refreshedAt' | 'updatedAt'>>): string | null {
  let latest: string | null = null;
  for (const post of posts) {
    const at = postUpdatedAt(post);
    if (!latest || at > latest) latest = at;
  }
  return latest;
}
