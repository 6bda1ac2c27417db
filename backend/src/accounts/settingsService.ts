import type { Request } from 'express';
import type {
  AccountConfigRequest,
  CreateTicketRequest,
  StatusFlags,
  SurveyRequest,
  UpdateUserInfoRequest,
} from '@scout/contracts/accounts';
import { DEFAULT_STATUS_FLAGS } from '@scout/contracts/accounts/settingsResponses';
import { limitsToJson, PLAN_LIMIT_FIELDS, type PlanLimitField } from '@scout/contracts/billing/plans';
import { isWhitelistedCountry } from '@scout/contracts/platform/countries';
import { planOf } from '../plans/plans';
import { usageOf } from '../plans/usage';
import { execute, type AppContext } from '../runtime/context';
import type { WithoutNow } from '@scout/platform/decider';
import { UnauthorizedError, ValidationError } from '@scout/platform/errors';
import { newId } from '@scout/platform/ids';
import { limitOrganizationMail } from './abuseLimits';
import { organizationSettingsDecider, type OrganizationSettingsCommand } from './organizationSettings';
import { metadataFor, type Principal } from './principal';
import { organizationStream, userStream } from './service';
import { searchCreditsMail, supportTicketMail } from './settingsMails';
import { supportRequester } from './supportRequester';
import { userSettingsDecider, type UserSettingsCommand } from './userSettings';

const onOrganization = (ctx: AppContext, req: Request, principal: Principal, command: WithoutNow<OrganizationSettingsCommand>) =>
  execute(
    ctx,
    organizationSettingsDecider,
    organizationStream(principal.orgId),
    { ...command, now: ctx.clock().toISOString() } as OrganizationSettingsCommand,
    metadataFor(ctx, req, principal),
  );

const onUser = (ctx: AppContext, req: Request, principal: Principal, command: WithoutNow<UserSettingsCommand>) =>
  execute(
    ctx,
    userSettingsDecider,
    userStream(principal.userId),
    { ...command, now: ctx.clock().toISOString() } as UserSettingsCommand,
    metadataFor(ctx, req, principal),
  );

export const updateUserInfo = (ctx: AppContext, req: Request, principal: Principal, info: UpdateUserInfoRequest) =>
  onUser(ctx, req, principal, { type: 'UpdateUserInfo', info });

export async function setStatusFlags(ctx: AppContext, req: Request, principal: Principal, flags: StatusFlags) {
  const { state } = await onUser(ctx, req, principal, { type: 'SetStatusFlags', flags });
  return { ...DEFAULT_STATUS_FLAGS, ...state.flags };
}

export async function changeAccountConfig(ctx: AppContext, req: Request, principal: Principal, config: AccountConfigRequest) {
  return (await onOrganization(ctx, req, principal, { type: 'ChangeAccountConfig', config })).state.config;
}

export const submitSurvey = (ctx: AppContext, req: Request, principal: Principal, data: SurveyRequest['data']) =>
  onOrganization(ctx, req, principal, { type: 'SubmitSurvey', data });

/**
 * The organisation's country: an ISO code the whitelist (WHITELISTED_COUNTRY_CODES, spec section 9)
 * allows; any other is refused before anything is stored, without telling the list.
 */
export async function changeCountry(ctx: AppContext, req: Request, principal: Principal, country: string) {
  if (!isWhitelistedCountry(country, ctx.config.WHITELISTED_COUNTRY_CODES)) {
    const message = 'is not a country you can choose';
    throw new ValidationError(`country: ${country} ${message}`, [{ path: 'country', message }]);
  }
  return onOrganization(ctx, req, principal, { type: 'ChangeCountry', country });
}

/** Usage against the plan's limits, only `fields` when given; Infinity travels as text. */
export async function usageReport(ctx: AppContext, orgId: string, fields: readonly PlanLimitField[] = PLAN_LIMIT_FIELDS) {
  const { name, plan } = await planOf(ctx, orgId);
  const limits = limitsToJson(plan.limits);
  return {
    package: name,
    usage: await usageOf(ctx, orgId, fields),
    limits: Object.fromEntries(fields.map((f) => [f, limits[f]])),
  };
}

/** The sender of a mail to support, of an organisation that exists. */
async function sender(ctx: AppContext, principal: Principal) {
  const { org, email, fullName } = await supportRequester(ctx, principal);
  if (!org) throw new UnauthorizedError();
  return { email, fullName, orgName: org.name, orgId: org._id };
}

/** Stored as an event, then mailed to `SUPPORT_EMAIL`. */
export async function createTicket(ctx: AppContext, req: Request, principal: Principal, ticket: CreateTicketRequest): Promise<string> {
  const ticketId = newId();
  await limitOrganizationMail(ctx, principal.orgId);
  await onOrganization(ctx, req, principal, { type: 'CreateSupportTicket', ticketId, ...ticket });
  await ctx.mailer.send(supportTicketMail(ctx.config.SUPPORT_EMAIL, ticketId, ticket.subject, ticket.text, await sender(ctx, principal)));
  return ticketId;
}

export async function requestSearchCredits(
  ctx: AppContext,
  req: Request,
  principal: Principal,
  input: { reason: string; searchCredit: number },
): Promise<string> {
  const requestId = newId();
  await limitOrganizationMail(ctx, principal.orgId);
  await onOrganization(ctx, req, principal, { type: 'RequestSearchCredits', requestId, ...input });
  await ctx.mailer.send(
    searchCreditsMail(ctx.config.SUPPORT_EMAIL, requestId, input.searchCredit, input.reason, await sender(ctx, principal)),
  );
  return requestId;
}
