import { membersCollection, type MemberDoc } from '@scout/projections/accounts/members';
import type { Principal } from '../accounts/principal';
import type { AppContext } from '../runtime/context';

/** Which lists a caller may read: all of the organisation's (null), or, for a guest, those shared with them. */
export async function visibleListIds(ctx: AppContext, principal: Principal): Promise<string[] | null> {
  if (principal.via !== 'session' || principal.role !== 'guest') return null;
  const member = await ctx.readStore.tenant<MemberDoc>(membersCollection).forOrg(principal.orgId).get(principal.userId);
  return member?.shared?.lists ?? [];
}
