import { describe, expect, it } from '@jest/globals';
import { ConflictError, NotFoundError } from '@scout/platform/errors';
import { fold } from '@scout/platform/decider';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import { appSumoLicenseDecider, type AppSumoLicenseEvent } from './appSumoLicense';

const now = '2026-11-22T10:00:00.000Z';
const later = '2026-11-23T08:30:00.000Z';
const invoiceItemUuid = '5f0c6a1e-7b2d-4c3e-9f8a-1b2c3d4e5f60';
const email = 'buyer@example.com';
const plan = 'impulzeai_lifetime';
const tokenHash = 'a'.repeat(64);
const orgA = '9a8b7c6d-2222-4e3f-9a1b-2c3d4e5f6a7b';
const userA = '0b8c7d3e-1111-4a2b-8c3d-4e5f6a7b8c9d';
const orgB = '1c2d3e4f-4444-4a5b-8c6d-7e8f9a0b1c2d';
const userB = 'c1d2e3f4-4444-4a5b-9c6d-7e8f9a0b1c2d';

const registered: AppSumoLicenseEvent = {
  type: 'AppSumoLicenseRegistered',
  data: { invoiceItemUuid, email, plan, tokenHash, registeredAt: now },
};
const redeemedBy = (orgId: string, userId: string): AppSumoLicenseEvent => ({
  type: 'AppSumoLicenseRedeemed',
  data: { orgId, userId, redeemedAt: later },
});
const register = (overrides: Partial<{ email: string; plan: string; tokenHash: string }> = {}) => ({
  type: 'RegisterLicense' as const,
  invoiceItemUuid,
  email,
  plan,
  tokenHash,
  now,
  ...overrides,
});
const redeem = (orgId: string, userId: string) => ({ type: 'RedeemLicense' as const, orgId, userId, now: later });

describe('AppSumo licence decider', () => {
  const spec = deciderSpec(appSumoLicenseDecider);

  it('Given nothing, When RegisterLicense, Then AppSumoLicenseRegistered with the buyer, plan, token hash and time', () => {
    spec.given([]).when(register()).then([registered]);
  });
  it('Given a registered licence, When RegisterLicense of the same code again, Then Conflict', () => {
    spec
      .given([registered])
      .when(register({ email: 'other@example.com', tokenHash: 'b'.repeat(64) }))
      .thenThrows(ConflictError, /registered already/);
  });
  it('Given a redeemed licence, When RegisterLicense again, Then Conflict (a used code is never handed out twice)', () => {
    spec
      .given([registered, redeemedBy(orgA, userA)])
      .when(register())
      .thenThrows(ConflictError, /registered already/);
  });
  it('Given nothing, When RedeemLicense, Then NotFound "This AppSumo code is not known"', () => {
    spec.given([]).when(redeem(orgA, userA)).thenThrows(NotFoundError, 'This AppSumo code is not known');
  });
  it('Given a registered licence, When RedeemLicense, Then AppSumoLicenseRedeemed by that organisation and user', () => {
    spec
      .given([registered])
      .when(redeem(orgA, userA))
      .then([redeemedBy(orgA, userA)]);
  });
  it('Given a licence redeemed by one sign-up, When another sign-up redeems it, Then Conflict "This AppSumo code was already used"', () => {
    spec
      .given([registered, redeemedBy(orgA, userA)])
      .when(redeem(orgB, userB))
      .thenThrows(ConflictError, 'This AppSumo code was already used');
  });
  it('Given a licence redeemed by one organisation, When another user of that organisation redeems it, Then Conflict', () => {
    spec
      .given([registered, redeemedBy(orgA, userA)])
      .when(redeem(orgA, userB))
      .thenThrows(ConflictError, /already used/);
  });
  it('Given a licence redeemed, When the same redemption is decided again, Then nothing new', () => {
    spec
      .given([registered, redeemedBy(orgA, userA)])
      .when(redeem(orgA, userA))
      .then([]);
  });
  it('folds to the licence and its redeemer', () => {
    expect(fold(appSumoLicenseDecider, [])).toEqual({ license: null, redeemedBy: null });
    expect(fold(appSumoLicenseDecider, [registered])).toEqual({ license: { invoiceItemUuid, email, plan }, redeemedBy: null });
    expect(fold(appSumoLicenseDecider, [registered, redeemedBy(orgA, userA)])).toEqual({
      license: { invoiceItemUuid, email, plan },
      redeemedBy: { orgId: orgA, userId: userA },
    });
  });
});
