import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { emailSchema } from '@scout/contracts/accounts/requests';
import { appSumoTokenSchema } from '@scout/contracts/billing/requests';
import type { appSumoUserResponseSchema } from '@scout/contracts/billing/responses';
import type { EventMetadata } from '@scout/contracts/platform/events';
import { appSumoLicenseStream } from '@scout/contracts/platform/streams';
import { appSumoLicensesCollection, type AppSumoLicenseDoc } from '@scout/projections/billing/appSumoLicenses';
import { hashToken, newToken } from './tokens';
import { handleCommand } from '@scout/platform/commandHandler';
import type { Config } from '@scout/platform/config';
import type { AppContext } from '../runtime/context';
import { NotFoundError, ValidationError } from '@scout/platform/errors';
import type { EventStore } from '@scout/platform/eventstore/port';
import { validationErrorFrom } from '@scout/platform/http/validate';
import { appSumoLicenseDecider } from './appSumoLicense';

/** The plan an AppSumo licence gives unless the operator names another. */
export const APPSUMO_DEFAULT_PLAN = 'impulzeai_lifetime';

export type AppSumoUserResponse = z.infer<typeof appSumoUserResponseSchema>;

const registrationSchema = z.object({
  invoiceItemUuid: z.string().trim().toLowerCase().uuid('The invoice item uuid is not a uuid'),
  email: emailSchema,
  plan: z.string().trim().min(1).default(APPSUMO_DEFAULT_PLAN),
});
export type AppSumoLicenseRegistration = z.input<typeof registrationSchema>;

/**
 * Operator command (`npm run accounts -- appsumo-license <invoice_item_uuid> <email> [plan]`):
 * registers a purchased AppSumo code with a fresh activation token, once per code (409 Conflict for
 * a code registered already). The plan must be a paid plan of the catalogue. Only the token's
 * SHA-256 is stored; the token itself is in the returned activation link, for the buyer.
 */
export async function registerAppSumoLicense(
  deps: { eventStore: EventStore; config: Pick<Config, 'PLAN_CATALOGUE' | 'PUBLIC_URL'> },
  input: AppSumoLicenseRegistration,
  now: Date,
): Promise<{ invoiceItemUuid: string; email: string; plan: string; token: string; link: string }> {
  const parsed = registrationSchema.safeParse(input);
  if (!parsed.success) throw validationErrorFrom(parsed.error);
  const { invoiceItemUuid, email, plan } = parsed.data;
  const catalogue = deps.config.PLAN_CATALOGUE;
  if (!Object.hasOwn(catalogue, plan) || !catalogue[plan]?.paid) {
    const paid = Object.keys(catalogue).filter((name) => catalogue[name]?.paid);
    throw new ValidationError(`"${plan}" is not a paid plan of the catalogue (paid plans: ${paid.join(', ') || 'none'})`);
  }
  const token = newToken();
  const at = now.toISOString();
  const metadata: EventMetadata = {
    orgId: null,
    actor: { userId: null, role: null, via: 'system' },
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: at,
  };
  await handleCommand(
    deps.eventStore,
    appSumoLicenseDecider,
    appSumoLicenseStream(invoiceItemUuid),
    { type: 'RegisterLicense', invoiceItemUuid, email, plan, tokenHash: hashToken(token), now: at },
    metadata,
  );
  const link = `${deps.config.PUBLIC_URL.replace(/\/+$/, '')}/signup?appsumo=${encodeURIComponent(token)}`;
  return { invoiceItemUuid, email, plan, token, link };
}

/** The unredeemed licence behind an activation token, as the sign-up form shows it; null for anything else. */
export async function appSumoUserByToken(ctx: AppContext, token: string): Promise<AppSumoUserResponse | null> {
  const parsed = appSumoTokenSchema.safeParse(token);
  if (!parsed.success) return null;
  const license = await ctx.readStore.global<AppSumoLicenseDoc>(appSumoLicensesCollection).findOne({ tokenHash: hashToken(parsed.data) });
  if (!license || license.redeemedBy) return null;
  return { email: license.email, invoice_item_uuid: license.invoiceItemUuid, plan: license.plan };
}

/**
 * `GET /customer/auth/user/{token}` serves invitations and AppSumo activation links: the invitation's
 * answer when the token is an invitation's, else the AppSumo buyer of an unredeemed licence, else the
 * invitation's 404 as it was.
 */
export async function invitationOrAppSumoUser<T>(
  ctx: AppContext,
  token: string,
  invitation: () => Promise<T>,
): Promise<T | AppSumoUserResponse> {
  try {
    return await invitation();
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    const user = await appSumoUserByToken(ctx, token);
    if (!user) throw error;
    return user;
  }
}

/**
 * The plan of an organisation a sign-up creates: with an AppSumo code, the code is redeemed for
 * the new organisation and user first (404 unknown, 409 used, decided on the licence's stream at
 * its expected revision, so one code makes one organisation) and the organisation gets the
 * licence's plan with no trial end, so it is never blocked; without one, `trial`.
 */
export async function organizationPlanAtSignup(
  ctx: AppContext,
  invoiceItemUuid: string | undefined,
  redemption: { orgId: string; userId: string; metadata: EventMetadata },
  trial: { package: string; trialEndsAt: string },
): Promise<{ package: string; trialEndsAt?: string }> {
  if (!invoiceItemUuid) return trial;
  const { state } = await handleCommand(
    ctx.eventStore,
    appSumoLicenseDecider,
    appSumoLicenseStream(invoiceItemUuid.toLowerCase()),
    { type: 'RedeemLicense', orgId: redemption.orgId, userId: redemption.userId, now: ctx.clock().toISOString() },
    redemption.metadata,
  );
  if (!state.license) throw new Error('a redeemed AppSumo licence without its registration');
  return { package: state.license.plan };
}
