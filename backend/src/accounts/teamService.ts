import type { Request } from 'express';
import {
  INVITATION_TTL_SECONDS,
  SESSION_TTL_SECONDS,
  type ActivateUserRequest,
  type AddMemberRequest,
  type InvitedUserResponse,
  type MemberView,
  type UpdateGuestRequest,
  type UpdateMemberRequest,
} from '@scout/contracts/accounts';
import { apiKeysStream } from '@scout/contracts/platform/streams';
import { apiKeysCollection, type ApiKeyDoc } from '@scout/projections/accounts/apiKeys';
import { invitationsCollection, type InvitationDoc } from '@scout/projections/accounts/invitations';
import { membersCollection, type MemberDoc } from '@scout/projections/accounts/members';
import { organizationsCollection, type OrganizationDoc } from '@scout/projections/accounts/organizations';
import { usersCollection, type UserDoc } from '@scout/projections/accounts/users';
import { execute, type AppContext } from '../runtime/context';
import { NotFoundError } from '@scout/platform/errors';
import { newId } from '@scout/platform/ids';
import { limitInvitation } from './abuseLimits';
import { apiKeyDecider } from './apiKey';
import { hashPassword } from './passwords';
import { can } from './permissions';
import { metadataFor, type Principal } from './principal';
import { withReservedEmail } from './reservedEmail';
import { assertRoomForMember, fillSeat, invitationExpiry, releaseSeat, takeSeat } from './seatsService';
import { userStream } from './service';
import { invitationMail } from './teamMails';
import { teamMemberDecider, type TeamActor, type TeamMemberCommand } from './teamMember';
import { hashToken, newToken } from './tokens';

const membersOf = (ctx: AppContext, orgId: string) => ctx.readStore.tenant<MemberDoc>(membersCollection).forOrg(orgId);
const invitations = (ctx: AppContext) => ctx.readStore.global<InvitationDoc>(invitationsCollection);
const users = (ctx: AppContext) => ctx.readStore.global<UserDoc>(usersCollection);

function view({ orgId: _orgId, ...member }: MemberDoc): MemberView {
  return member;
}

/** The owner first, then everyone in the order they joined. */
export async function listMembers(ctx: AppContext, orgId: string): Promise<MemberView[]> {
  const members = await membersOf(ctx, orgId).find({ sort: [['createdAt', 1]] });
  return [...members.filter((m) => m.role === 'owner'), ...members.filter((m) => m.role !== 'owner')].map(view);
}

/** A member of this organisation; another organisation's ids are simply not found. */
async function memberOf(ctx: AppContext, orgId: string, id: string): Promise<MemberView> {
  const member = await membersOf(ctx, orgId).get(id);
  if (!member) throw new NotFoundError('Member not found');
  return view(member);
}

const teamActor = (principal: Principal): TeamActor => ({ userId: principal.userId, orgId: principal.orgId, role: principal.role });

type WithoutActor<C> = C extends { actor: TeamActor } ? Omit<C, 'actor' | 'now'> : never;

async function onMember(
  ctx: AppContext,
  req: Request,
  principal: Principal,
  id: string,
  command: WithoutActor<TeamMemberCommand>,
): Promise<MemberView> {
  await memberOf(ctx, principal.orgId, id);
  const full = { ...command, actor: teamActor(principal), now: ctx.clock().toISOString() } as TeamMemberCommand;
  await execute(ctx, teamMemberDecider, userStream(id), full, metadataFor(ctx, req, principal));
  return memberOf(ctx, principal.orgId, id);
}

/** Links point at `PUBLIC_URL`, never at the Host the request came with. */
const acceptLink = (ctx: AppContext, token: string) => `${ctx.config.PUBLIC_URL.replace(/\/+$/, '')}/accept-invite?token=${token}`;

async function organizationName(ctx: AppContext, orgId: string): Promise<string> {
  return (await ctx.readStore.global<OrganizationDoc>(organizationsCollection).get(orgId))?.name ?? 'Scout';
}

/**
 * Reserves the email (409 when it has an account or a pending invitation), takes a seat of the plan
 * for a member or admin (423 when none is free; guests take none), records the invitation and mails
 * its link.
 */
export async function inviteMember(
  ctx: AppContext,
  req: Request,
  principal: Principal,
  input: AddMemberRequest,
): Promise<{ member: MemberView; invitationSent: boolean }> {
  const seated = input.role !== 'guest';
  if (seated) await assertRoomForMember(ctx, principal.orgId);
  await limitInvitation(ctx, principal.orgId);
  const userId = newId();
  const token = newToken();
  const now = ctx.clock();
  const metadata = metadataFor(ctx, req, principal);
  const data = {
    userId,
    orgId: principal.orgId,
    email: input.email,
    fullName: input.fullName ?? '',
    role: input.role,
    invitedBy: principal.userId || null,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + INVITATION_TTL_SECONDS * 1000).toISOString(),
    invitedAt: now.toISOString(),
  };
  // An invitation that fails after reserving the email gives it back, and its seat.
  await withReservedEmail(ctx, { email: input.email, userId, metadata }, async () => {
    if (seated) await takeSeat(ctx, principal.orgId, userId, data.expiresAt, metadata);
    try {
      await execute(ctx, teamMemberDecider, userStream(userId), { type: 'InviteMember', data }, metadata);
    } catch (error) {
      if (seated) await releaseSeat(ctx, principal.orgId, userId, metadata);
      throw error;
    }
  });
  const invitationSent = await sendInvitation(ctx, principal, input, token);
  return { member: await memberOf(ctx, principal.orgId, userId), invitationSent };
}

async function sendInvitation(ctx: AppContext, principal: Principal, input: AddMemberRequest, token: string): Promise<boolean> {
  try {
    const inviter = principal.userId ? await users(ctx).get(principal.userId) : null;
    await ctx.mailer.send(
      invitationMail({
        to: input.email,
        fullName: input.fullName ?? null,
        inviterName: inviter?.fullName ?? null,
        organizationName: await organizationName(ctx, principal.orgId),
        link: acceptLink(ctx, token),
      }),
    );
    return true;
  } catch (err) {
    ctx.logger.warn({ err, orgId: principal.orgId }, 'the invitation mail failed');
    return false;
  }
}

/** Turning a guest into a member or admin takes a seat (423 when none is free); making a member a guest frees it. */
export async function updateMember(
  ctx: AppContext,
  req: Request,
  principal: Principal,
  id: string,
  input: UpdateMemberRequest,
): Promise<MemberView> {
  const current = await memberOf(ctx, principal.orgId, id);
  const metadata = metadataFor(ctx, req, principal);
  const takesSeat = current.role === 'guest' && input.role !== undefined && input.role !== 'guest';
  if (takesSeat) {
    const pendingUntil = current.status === 'invited' ? await invitationExpiry(ctx, id) : null;
    await takeSeat(ctx, principal.orgId, id, pendingUntil, metadata);
  }
  let member: MemberView;
  try {
    member = await onMember(ctx, req, principal, id, { type: 'UpdateMember', ...input });
  } catch (error) {
    if (takesSeat) await releaseSeat(ctx, principal.orgId, id, metadata);
    throw error;
  }
  if (member.role === 'guest' && current.role !== 'guest') await releaseSeat(ctx, principal.orgId, id, metadata);
  if (!can(member.role, 'apiKeys:manage')) await revokeApiKeyOf(ctx, req, principal, id);
  return member;
}

/**
 * The organisation's API key ends with its creator's right to hold it (removed, or now a member or
 * guest). Authentication refuses such a key anyway (principal.ts); this records it, so the key
 * stays dead if the member is promoted again.
 */
async function revokeApiKeyOf(ctx: AppContext, req: Request, principal: Principal, memberId: string): Promise<void> {
  const key = await ctx.readStore.global<ApiKeyDoc>(apiKeysCollection).findOne({ orgId: principal.orgId });
  if (key?.createdBy !== memberId) return;
  const command = { type: 'RevokeApiKeyOfMember', keyId: key._id, now: ctx.clock().toISOString() } as const;
  await execute(ctx, apiKeyDecider, apiKeysStream(principal.orgId), command, metadataFor(ctx, req, principal));
}

export const updateGuest = (ctx: AppContext, req: Request, principal: Principal, id: string, input: UpdateGuestRequest) =>
  onMember(ctx, req, principal, id, { type: 'UpdateGuest', ...input });

/**
 * Every session of the member ends in the same append; the member's user is gone, so login answers
 * 401. Removing an invited member cancels the invitation. Either way the seat is free again.
 */
export async function removeMember(ctx: AppContext, req: Request, principal: Principal, id: string): Promise<void> {
  await memberOf(ctx, principal.orgId, id);
  const metadata = metadataFor(ctx, req, principal);
  await execute(
    ctx,
    teamMemberDecider,
    userStream(id),
    { type: 'RemoveMember', actor: teamActor(principal), now: ctx.clock().toISOString() },
    metadata,
  );
  await releaseSeat(ctx, principal.orgId, id, metadata);
  await revokeApiKeyOf(ctx, req, principal, id);
}

/** The invitation behind a token; unknown, used and expired tokens are all simply not found. */
async function liveInvitation(ctx: AppContext, token: string): Promise<InvitationDoc> {
  const invitation = await invitations(ctx).findOne({ tokenHash: hashToken(token) });
  if (!invitation || invitation.used || ctx.clock().toISOString() >= invitation.expiresAt) {
    throw new NotFoundError('This invitation is not valid any more, please ask for a new one');
  }
  return invitation;
}

export async function invitedUser(ctx: AppContext, token: string): Promise<InvitedUserResponse['user']> {
  const invitation = await liveInvitation(ctx, token);
  const inviter = invitation.invitedBy ? await users(ctx).get(invitation.invitedBy) : null;
  return {
    email: invitation.email,
    fullName: invitation.fullName,
    role: invitation.role,
    organizationName: await organizationName(ctx, invitation.orgId),
    invitedBy: inviter?.fullName ?? null,
    expiresAt: invitation.expiresAt,
  };
}

/** Sets the name and password, activates the account and opens its first session (the user stream judges the token). */
export async function activateUser(ctx: AppContext, req: Request, input: ActivateUserRequest): Promise<{ token: string; userId: string }> {
  const invitation = await liveInvitation(ctx, input.token);
  const passwordHash = await hashPassword(input.password);
  const sessionToken = newToken();
  const now = ctx.clock();
  const session = {
    sessionId: newId(),
    tokenHash: hashToken(sessionToken),
    expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000).toISOString(),
  };
  const actor: Principal = {
    userId: invitation._id,
    orgId: invitation.orgId,
    role: invitation.role,
    via: 'session',
    sessionId: session.sessionId,
  };
  const metadata = metadataFor(ctx, req, actor);
  await execute(
    ctx,
    teamMemberDecider,
    userStream(invitation._id),
    {
      type: 'AcceptInvitation',
      tokenHash: hashToken(input.token),
      fullName: input.fullName,
      passwordHash,
      session,
      now: now.toISOString(),
    },
    metadata,
  );
  // The invitation's seat no longer expires.
  await fillSeat(ctx, invitation.orgId, invitation._id, metadata);
  return { token: sessionToken, userId: invitation._id };
}
