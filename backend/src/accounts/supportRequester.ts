import type { OrganizationDoc } from '@scout/projections/accounts/organizations';
import { usersCollection, type UserDoc } from '@scout/projections/accounts/users';
import { organizationDoc } from '../plans/plans';
import type { AppContext } from '../runtime/context';
import type { Principal } from './principal';

/**
 * Who writes to support: the signed-in user, or for an API key the organisation's owner; with the
 * organisation's document (null when there is none, and then no owner to fall back to).
 */
export async function supportRequester(
  ctx: AppContext,
  principal: Principal,
): Promise<{ org: OrganizationDoc | null; email: string; fullName: string }> {
  const org = await organizationDoc(ctx, principal.orgId);
  const users = ctx.readStore.global<UserDoc>(usersCollection);
  const user = (principal.userId ? await users.get(principal.userId) : null) ?? (org ? await users.get(org.ownerId) : null);
  return { org, email: user?.email ?? '', fullName: user?.fullName ?? '' };
}
