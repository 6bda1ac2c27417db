import type { EventMetadata } from '@scout/contracts/platform/events';
import type { AppContext } from '../runtime/context';
import { contents } from './queries';
import { onContentItems } from './recordContent';

const PAGE = 500;

/** A removed creator takes its content along; saving the creator again records it again. */
export async function removeContentOfProfile(ctx: AppContext, metadata: EventMetadata, orgId: string, profileId: string): Promise<void> {
  const collection = contents(ctx, orgId);
  const now = ctx.clock().toISOString();
  for (;;) {
    // Each page removes what it read, so the next read starts at the front again.
    const page = await collection.find({ filter: { profileId }, sort: [['_id', 1]], limit: PAGE });
    if (page.length === 0) return;
    await onContentItems(
      ctx,
      metadata,
      page.map((doc) => ({ contentId: doc._id, command: { type: 'RemoveContent', reason: 'profileRemoved', now } })),
    );
    if (page.length < PAGE) return;
  }
}
