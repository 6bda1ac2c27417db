import type { Request } from 'express';
import { limitOrganizationMail } from '../accounts/abuseLimits';
import type { Principal } from '../accounts/principal';
import { supportRequester } from '../accounts/supportRequester';
import type { AppContext } from '../runtime/context';
import { newId } from '@scout/platform/ids';
import { enrichRequestMail } from './mails';
import { listByName, liveProfilesOf } from './queries';
import { onListsFor } from './service';

/** Counted as one of the organisation's mails, recorded on the lists stream, then mailed to `SUPPORT_EMAIL` with the list's profiles. */
export async function requestListEnrichment(ctx: AppContext, req: Request, principal: Principal, listName: string): Promise<string> {
  const list = await listByName(ctx, principal.orgId, listName);
  const profiles = (await liveProfilesOf(ctx, list)).sort((a, b) => a.username.localeCompare(b.username));
  const requestId = newId();
  await limitOrganizationMail(ctx, principal.orgId);
  await onListsFor(ctx, req, principal, { type: 'RequestEnrich', listName, requestId, profileCount: profiles.length });
  const { org, email, fullName } = await supportRequester(ctx, principal);
  await ctx.mailer.send(
    enrichRequestMail(ctx.config.SUPPORT_EMAIL, {
      requestId,
      listId: list._id,
      listName: list.name,
      orgId: principal.orgId,
      orgName: org?.name ?? '',
      requester: { email, fullName },
      profiles: profiles.map((p) => `${p.platform}/@${p.username}`),
    }),
  );
  return requestId;
}
