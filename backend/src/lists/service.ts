import type { Request } from 'express';
import type { EventMetadata } from '@scout/contracts/platform/events';
import { listsStream } from '@scout/contracts/platform/streams';
import { metadataFor, type Principal } from '../accounts/principal';
import { execute, type AppContext } from '../runtime/context';
import type { WithoutNow } from '@scout/platform/decider';
import { NotFoundError } from '@scout/platform/errors';
import { newId } from '@scout/platform/ids';
import { savedProfiles } from '../profiles/queries';
import { listsDecider, type ListsCommand } from './lists';

export const onLists = (ctx: AppContext, metadata: EventMetadata, orgId: string, command: WithoutNow<ListsCommand>) =>
  execute(ctx, listsDecider, listsStream(orgId), { ...command, now: ctx.clock().toISOString() } as ListsCommand, metadata);

export const onListsFor = (ctx: AppContext, req: Request, principal: Principal, command: WithoutNow<ListsCommand>) =>
  onLists(ctx, metadataFor(ctx, req, principal), principal.orgId, command);

/**
 * Adds saved profiles of the organisation to lists by name, creating the lists that do not exist
 * yet. Any id that is not one of the organisation's saved profiles: 404 and nothing is stored.
 */
export async function addProfilesToLists(
  ctx: AppContext,
  metadata: EventMetadata,
  orgId: string,
  profileIds: string[],
  listNames: string[],
): Promise<void> {
  const ids = [...new Set(profileIds)];
  if (ids.length === 0 || listNames.length === 0) return;
  const docs = await savedProfiles(ctx, orgId).find({ filter: { _id: { $in: ids } } });
  if (docs.length !== ids.length) throw new NotFoundError('Profile not found');
  await onLists(ctx, metadata, orgId, {
    type: 'AddProfiles',
    profiles: docs.map((d) => ({ profileId: d._id, savedAt: d.createdAt })),
    listNames,
    newListIds: listNames.map(() => newId()),
  });
}
