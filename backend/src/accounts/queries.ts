import type { UserView } from '@scout/contracts/accounts';
import { organizationsCollection, type OrganizationDoc } from '@scout/projections/accounts/organizations';
import { usersCollection, type UserDoc } from '@scout/projections/accounts/users';
import type { AppContext } from '../runtime/context';
import { UnauthorizedError } from '@scout/platform/errors';
import { accessBlockedFor, orgPlanInfo, userSettingsInfo } from './orgPlanInfo';

/** The signed-in user with their organisation, as `me`, `login` and `signup` answer it. */
export async function userView(ctx: AppContext, userId: string): Promise<UserView> {
  const user = await ctx.readStore.global<UserDoc>(usersCollection).get(userId);
  if (!user) throw new UnauthorizedError();
  return userViewOf(ctx, user);
}

/** The same for a user document read already (a login's). */
export async function userViewOf(ctx: AppContext, user: UserDoc): Promise<UserView> {
  const org = await ctx.readStore.global<OrganizationDoc>(organizationsCollection).get(user.orgId);
  if (!org) throw new UnauthorizedError();
  const [owner, planInfo] = await Promise.all([
    org.ownerId === user._id ? user : ctx.readStore.global<UserDoc>(usersCollection).get(org.ownerId),
    orgPlanInfo(ctx, org),
  ]);
  return {
    _id: user._id,
    email: user.email,
    fullName: user.fullName,
    role: user.role,
    accessBlocked: accessBlockedFor(ctx, org),
    createdAt: user.createdAt,
    orgInfo: {
      _id: org._id,
      name: org.name,
      package: org.package,
      ...(org.jobRole ? { jobRole: org.jobRole } : {}),
      owner: {
        _id: org.ownerId,
        email: owner?.email ?? '',
        fullName: owner?.fullName ?? '',
        createdAt: owner?.createdAt ?? org.createdAt,
      },
      verificationStatus: { email: user.emailVerified ? 'verified' : 'unverified' },
      createdAt: org.createdAt,
      ...planInfo,
    },
    ...userSettingsInfo(user),
  };
}

/** The current names of these users, by id: only users of this organisation (others stay unnamed). */
export async function userNamesOf(ctx: AppContext, orgId: string, userIds: readonly string[]): Promise<Map<string, string>> {
  const users = ctx.readStore.global<UserDoc>(usersCollection);
  const names = new Map<string, string>();
  for (const user of await Promise.all([...new Set(userIds)].map((id) => users.get(id)))) {
    if (user && user.orgId === orgId) names.set(user._id, user.fullName);
  }
  return names;
}
