import type { NextFunction, Request, Response, Router } from 'express';
import type { AddMemberResponse, InvitedUserResponse, MemberResponse, MembersResponse } from '@scout/contracts/accounts';
import { accountRoutes } from '@scout/contracts/accounts/routes';
import { MEMBERS_RESOURCE } from '@scout/contracts/accounts/teamResource';
import { withId } from '@scout/contracts/platform/resourceLists';
import { containsText, memoryPage } from '@scout/platform/http/memoryPage';
import { sendResourcePage } from '@scout/platform/http/resourcePage';
import { invitationOrAppSumoUser, type AppSumoUserResponse } from './appSumo';
import type { AppContext } from '../runtime/context';
import { routeMounter } from '@scout/platform/http/route';
import { principalOf } from './principal';
import { userView } from './queries';
import { accessGuard } from './routeAccess';
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
  const route = routeMounter(router, accessGuard(ctx));
  const memberRoute = { match: [memberIdOnly] };

  route(accountRoutes.members, async (_input, _req, res) => {
    const body: MembersResponse = { members: await listMembers(ctx, principalOf(res).orgId) };
    res.json(body);
  });

  route(accountRoutes.membersResource, async ({ query }, _req, res) => {
    const members = (await listMembers(ctx, principalOf(res).orgId)).map(withId);
    const page = memoryPage(members, query, {
      filters: {
        q: (member, value) => containsText(member.fullName, value) || containsText(member.email, value),
        role: (member, value) => member.role === value,
        status: (member, value) => member.status === value,
      },
      sortBy: {
        fullName: (member) => member.fullName,
        email: (member) => member.email,
        role: (member) => member.role,
        status: (member) => member.status,
        createdAt: (member) => member.createdAt,
        lastLoginAt: (member) => member.lastLoginAt ?? null,
      },
    });
    sendResourcePage(res, MEMBERS_RESOURCE, page.skip, page.records, page.total);
  });

  route(accountRoutes.invite, async ({ body: input }, req, res) => {
    const body: AddMemberResponse = await inviteMember(ctx, req, principalOf(res), input);
    res.status(201).json(body);
  });

  route(
    accountRoutes.updateGuest,
    async ({ params: { id }, body: input }, req, res) => {
      const body: MemberResponse = { member: await updateGuest(ctx, req, principalOf(res), id, input) };
      res.json(body);
    },
    memberRoute,
  );

  route(
    accountRoutes.updateMember,
    async ({ params: { id }, body: input }, req, res) => {
      const body: MemberResponse = { member: await updateMember(ctx, req, principalOf(res), id, input) };
      res.json(body);
    },
    memberRoute,
  );

  route(
    accountRoutes.removeMember,
    async ({ params: { id } }, req, res) => {
      await removeMember(ctx, req, principalOf(res), id);
      res.json({ removed: true });
    },
    memberRoute,
  );

  route(accountRoutes.invitation, async ({ params: { token } }, _req, res) => {
    // Not an invitation's token: maybe an AppSumo activation link's (billing/appSumo.ts).
    const body: InvitedUserResponse | AppSumoUserResponse = await invitationOrAppSumoUser(ctx, token, async () => ({
      user: await invitedUser(ctx, token),
    }));
    res.json(body);
  });

  route(accountRoutes.activate, async ({ body }, req, res) => {
    const { token, userId } = await activateUser(ctx, req, body);
    res.json({ token, user: await userView(ctx, userId) });
  });
}
