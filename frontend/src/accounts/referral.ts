/**
 * The promoter's referral id, kept in the browser from the sign-up link until the first payment.
 * No imports on purpose: the sign-up screen (startup bundle) writes it, the billing screens
 * (loaded later) read it, and neither pulls the other's module in.
 */

/** Where a promoter's referral id is kept from the sign-up link until the first payment. */
export const REFERRAL_STORAGE_KEY = 'scout.referralId';
/** The referral id the server accepts (letters, digits, - and _; see `referralIdSchema`). */
const REFERRAL_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Keeps a known promoter's referral id for the first payment (the billing screens send it to checkout). */
export function rememberReferral(id: string, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(REFERRAL_STORAGE_KEY, id);
  } catch {
    // Storage can be switched off in the browser: no referral then.
  }
}

/** The stored referral id, if there is a well-formed one (a malformed one would only make the checkout a 400). */
export function storedReferralId(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string | undefined {
  let value: string | null = null;
  try {
    value = storage?.getItem(REFERRAL_STORAGE_KEY) ?? null;
  } catch {
    // Storage can be switched off in the browser: no referral then.
  }
  const id = value?.trim();
  return id && REFERRAL_ID.test(id) ? id : undefined;
}
