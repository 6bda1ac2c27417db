import type { Response } from 'express';
import { contentRange } from '@scout/contracts/platform/resourceLists';

/** Answers a list call of react-admin's list protocol: the records as a JSON array, their total in `Content-Range`. */
export function sendResourcePage(res: Response, resource: string, skip: number, records: readonly unknown[], total: number): void {
  res.setHeader('Content-Range', contentRange(resource, skip, records.length, total));
  res.json(records);
}
