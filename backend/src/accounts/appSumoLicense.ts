import type { AppSumoLicenseRedeemed, AppSumoLicenseRegistered } from '@scout/contracts/billing/events';
import type { Decider } from '@scout/platform/decider';
import { ConflictError, NotFoundError } from '@scout/platform/errors';

export const LICENSE_UNKNOWN = 'This AppSumo code is not known';
export const LICENSE_USED = 'This AppSumo code was already used';
export const LICENSE_REGISTERED = 'This AppSumo code is registered already';

export type AppSumoLicenseEvent = AppSumoLicenseRegistered | AppSumoLicenseRedeemed;

export type AppSumoLicenseCommand =
  | { type: 'RegisterLicense'; invoiceItemUuid: string; email: string; plan: string; tokenHash: string; now: string }
  | { type: 'RedeemLicense'; orgId: string; userId: string; now: string };

export type AppSumoLicenseState = {
  license: { invoiceItemUuid: string; email: string; plan: string } | null;
  redeemedBy: { orgId: string; userId: string } | null;
};

/**
 * One stream per AppSumo licence (`appSumoLicense-<invoice item uuid>`): registered once by an
 * operator, redeemed once by a sign-up. Appended at the expected revision, so of two redemptions of
 * one code only one is recorded; the other is decided again on the fresh stream and refused.
 */
export const appSumoLicenseDecider: Decider<AppSumoLicenseCommand, AppSumoLicenseState, AppSumoLicenseEvent> = {
  initialState: () => ({ license: null, redeemedBy: null }),
  decide(command, state) {
    switch (command.type) {
      case 'RegisterLicense': {
        if (state.license) throw new ConflictError(LICENSE_REGISTERED);
        const { invoiceItemUuid, email, plan, tokenHash, now } = command;
        return [{ type: 'AppSumoLicenseRegistered', data: { invoiceItemUuid, email, plan, tokenHash, registeredAt: now } }];
      }
      case 'RedeemLicense': {
        if (!state.license) throw new NotFoundError(LICENSE_UNKNOWN);
        // The same redemption again (a retried append) changes nothing; anyone else's is refused.
        if (state.redeemedBy?.orgId === command.orgId && state.redeemedBy.userId === command.userId) return [];
        if (state.redeemedBy) throw new ConflictError(LICENSE_USED);
        return [{ type: 'AppSumoLicenseRedeemed', data: { orgId: command.orgId, userId: command.userId, redeemedAt: command.now } }];
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'AppSumoLicenseRegistered':
        return { ...state, license: { invoiceItemUuid: event.data.invoiceItemUuid, email: event.data.email, plan: event.data.plan } };
      case 'AppSumoLicenseRedeemed':
        return { ...state, redeemedBy: { orgId: event.data.orgId, userId: event.data.userId } };
    }
  },
};
