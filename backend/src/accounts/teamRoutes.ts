import type { NextFunction, Request, Response, Router } from 'express';
import {
  activateUserRequestSchema,
  addMemberRequestSchema,
  invitationTokenParamsSchema,
  memberIdParamsSchema,
  updateGuestRequestSchema,
  updateMemberRequestSchema,
  type AddMemberResponse,
  type InvitedUserResponse,
  type MemberResponse,
  type MembersResponse,
} from '@scout/contracts/accounts';
import { invitationOrAppSumoUser, type AppSumoUserResponse } from './appSumo';
import type { AppContext } from '../runtime/context';
import { parseBody, parseParams } from '@scout/platform/http/validate';
import { allow, principalOf } from './principal';
import { userView } from './queries';
import { activateUser, invitedUser, inviteMember, listMembers, removeMember, updateGuest, updateMember } from './teamService';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/customer/account/:id` shares its prefix with named routes (`config`, `whitelabel`…) mounted
 * before and after it: only a UUID is a member id, anything else goes on to the next route.
 */
function memberIdOnly(req: Request, _res: Response, next: NextFunction): void {
  next(UUID.test(String(req.params.id)) ? undefined : 'route');
}

/** The team: members, invitations by mail and their acceptance (the spec's AppSumo calls). */
export function mountTeam(router: Router, ctx: AppContext): void {
  const manage = allow(ctx, 'team:manage');

  router.get('/customer/account/list', manage, async (_req, res) => {
    const body: MembersResponse = { members: await listMembers(ctx, principalOf(res).orgId) };
    res.json(body);
  });

  router.post('/customer/account/add', manage, async (req, res) => {
    const body: AddMemberResponse = await inviteMember(ctx, req, principalOf(res), parseBody(req, addMemberRequestSchema));
    res.status(201).json(body);
  });

  router.put('/customer/account/guest/:id', memberIdOnly, manage, async (req, res) => {
    const { id } = parseParams(req, memberIdParamsSchema);
    const body: MemberResponse = { member: await updateGuest(ctx, req, principalOf(res), id, parseBody(req, updateGuestRequestSchema)) };
    res.json(body);
  });

  router.put('/customer/account/:id', memberIdOnly, manage, async (req, res) => {
    const { id } = parseParams(req, memberIdParamsSchema);
    const body: MemberResponse = { member: await updateMember(ctx, req, principalOf(res), id, parseBody(req, updateMemberRequestSchema)) };
    res.json(body);
  });

  router.delete('/customer/account/:id', memberIdOnly, manage, async (req, res) => {
    const { id } = parseParams(req, memberIdParamsSchema);
    await removeMember(ctx, req, principalOf(res), id);
    res.json({ removed: true });
  });

  router.get('/customer/auth/user/:token', async (req, res) => {
    const { token } = parseParams(req, invitationTokenParamsSchema);
    // Not an invitation's token: maybe an AppSumo activation link's (billing/appSumo.ts).
    const body: InvitedUserResponse | AppSumoUserResponse = await invitationOrAppSumoUser(ctx, token, async () => ({
      user: await invitedUser(ctx, token),
    }));
    res.json(body);
  });

  router.post('/customer/auth/user/activate', async (req, res) => {
    const { token, userId } = await activateUser(ctx, req, parseBody(req, activateUserRequestSchema));
    res.json({ token, user: await userView(ctx, userId) });
  });
}
