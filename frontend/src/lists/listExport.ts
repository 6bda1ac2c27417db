import { absoluteUrl, sharedListPath } from '../public/publicPaths';
import { csvExporter } from '../platform/csvExporter';
import type { ListRecord } from './listsResource';

/** The lists' CSV: name, profile count, the public address while shared, and when each was made and changed. */
export const listExporter = csvExporter<ListRecord>('lists', [
  { header: 'name', value: (list) => list.name },
  { header: 'profiles', value: (list) => list.count },
  { header: 'publicUrl', value: (list) => (list.shareId ? absoluteUrl(sharedListPath(list.shareId)) : '') },
  { header: 'createdAt', value: (list) => list.createdAt },
  { header: 'updatedAt', value: (list) => list.updatedAt },
]);
