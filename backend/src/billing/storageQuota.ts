import { storedUploadsCollection, type StoredUploadsDoc } from '@scout/projections/billing/storedUploads';
import type { AppContext } from '../runtime/context';
import { PlanLimitError } from '@scout/platform/errors';
import { planOf } from '../plans/plans';

/** The bytes of uploaded files the organisation keeps (the `storedUploads` read model). */
export async function storedBytesOf(ctx: AppContext, orgId: string): Promise<number> {
  const docs = await ctx.readStore.tenant<StoredUploadsDoc>(storedUploadsCollection).forOrg(orgId).find({});
  return docs.reduce((sum, doc) => sum + doc.bytes, 0);
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * 423 PlanLimit with `field: 'storageBytes'` when keeping `adding` more bytes would go past the
 * plan's storage. Checked before an upload's files are read (with one byte: is there room at all?)
 * and again with their sizes before anything is stored.
 */
export async function assertStorageRoom(ctx: AppContext, orgId: string, adding = 1): Promise<void> {
  const { plan } = await planOf(ctx, orgId);
  if (plan.storageBytes === Infinity) return;
  const used = await storedBytesOf(ctx, orgId);
  if (used + adding > plan.storageBytes) {
    throw new PlanLimitError(
      'storageBytes',
      `Your plan keeps ${megabytes(plan.storageBytes)} of files and ${megabytes(used)} are used, please upgrade or remove files`,
    );
  }
}
