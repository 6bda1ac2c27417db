import { onSessionReset } from '../session/sessionReset';
import { createValueStore, upgradePopup } from '../session/planGate';

/**
 * Spec section 4: an upgrade (subscribe, checkout, plan change) failed; the failure notice shows
 * while it is true. Closing the notice sets it back to false, which re-opens the upgrade popup.
 */
export const upgradeFailed = createValueStore<boolean>(false);

/** The message of the failed upgrade, shown in the failure notice. */
export const upgradeFailureMessage = createValueStore<string | null>(null);

/** Spec section 9: the upgrade-failed delay. */
export const UPGRADE_FAILED_DELAY_MS = 1000;

/** The part of a value store the upgrade-failed rule reads. */
interface Observable<T> {
  get(): T;
  subscribe(listener: () => void): () => unknown;
}

/**
 * Spec section 4: when the upgrade-failed flag becomes false (it was true), wait `delayMs` and then
 * run `raise`. A new failure within the delay cancels it: the failure notice is back instead.
 * Answers the function that stops following the flag.
 */
export function followUpgradeFailed(flag: Observable<boolean>, raise: () => void, delayMs = UPGRADE_FAILED_DELAY_MS): () => void {
  let previous = flag.get();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const unsubscribe = flag.subscribe(() => {
    const failed = flag.get();
    if (failed) cancel();
    else if (previous) {
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        raise();
      }, delayMs);
    }
    previous = failed;
  });
  return () => {
    cancel();
    unsubscribe();
  };
}

/** Records a failed upgrade: the flag and the message the failure notice shows. */
export function reportUpgradeFailure(message: string): void {
  upgradeFailureMessage.set(message);
  upgradeFailed.set(true);
}

/** The user closed the failure notice: the upgrade popup opens again, for the plan, after the delay. */
export function dismissUpgradeFailure(): void {
  upgradeFailed.set(false);
  upgradeFailureMessage.set(null);
}

// The rule runs for the life of the page: the popup the Layout shows opens for the field `plan`.
const followPlanPopup = () => followUpgradeFailed(upgradeFailed, () => upgradePopup.set('plan'));
let stopFollowing = followPlanPopup();
// Registered after the stores above, so it runs after their resets: the reset of `upgradeFailed`
// (true → false) is a logout, not a closed notice, so the popup it scheduled is dropped.
onSessionReset(() => {
  stopFollowing();
  stopFollowing = followPlanPopup();
});
