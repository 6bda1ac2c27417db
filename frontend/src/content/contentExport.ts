import { csvExporter } from '../platform/csvExporter';
import type { ContentRecord } from './contentsResource';

/** The content list's CSV: what the list shows, one row per item, figures as numbers. */
export const contentExporter = csvExporter<ContentRecord>('content', [
  { header: 'platform', value: (item) => item.platform },
  { header: 'username', value: (item) => item.username },
  { header: 'type', value: (item) => item.type },
  { header: 'url', value: (item) => item.url },
  { header: 'caption', value: (item) => item.caption },
  { header: 'publishedAt', value: (item) => item.publishedAt },
  { header: 'views', value: (item) => item.views },
  { header: 'likes', value: (item) => item.likes },
  { header: 'comments', value: (item) => item.comments },
  { header: 'shares', value: (item) => item.shares },
  { header: 'saves', value: (item) => item.saves },
  { header: 'engagementRate', value: (item) => item.engagementRate },
  { header: 'liveTrack', value: (item) => item.liveTrack },
  { header: 'lists', value: (item) => item.lists.join('; ') },
]);
