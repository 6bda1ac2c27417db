/** Stable hooks for the browser tests, beside the screens they name. */
export const upgradeTestIds = {
  popup: 'upgrade-popup',
  field: 'upgrade-popup-field',
  close: 'upgrade-popup-close',
  /** The popup's main button, "See plans" (it goes to /plans). */
  contact: 'upgrade-popup-contact',
} as const;

export const trialEndTestIds = {
  page: 'trial-end-page',
  contact: 'trial-end-contact',
  logout: 'trial-end-logout',
  /** A blocked member who is not the owner: "ask your owner" instead of the plan cards. */
  askOwner: 'trial-end-ask-owner',
} as const;

/** The plan cards of /plans and /trial-end (one component). */
export const planCardsTestIds = {
  cards: 'plan-cards',
  /** One card per plan, `plan-card-basic`, with `data-plan` and `data-current`. */
  card: (plan: string) => `plan-card-${plan}`,
  price: (plan: string) => `plan-card-price-${plan}`,
  current: (plan: string) => `plan-card-current-${plan}`,
  choose: (plan: string) => `plan-card-choose-${plan}`,
  intervalMonth: 'plans-interval-month',
  intervalYear: 'plans-interval-year',
  askOwner: 'plans-ask-owner',
  notEnabled: 'plans-billing-not-enabled',
  redirecting: 'plans-redirecting',
  loadFailed: 'plans-load-failed',
} as const;

export const plansTestIds = {
  page: 'plans-page',
  checkoutCanceled: 'plans-checkout-canceled',
} as const;

/** The notice of a failed subscribe, checkout or plan change (spec section 4's upgrade-failed flag). */
export const upgradeFailedTestIds = {
  notice: 'upgrade-failed',
  message: 'upgrade-failed-message',
  retry: 'upgrade-failed-retry',
} as const;

export const planChangeTestIds = {
  dialog: 'plan-change-dialog',
  loading: 'plan-change-loading',
  dueNow: 'plan-change-due-now',
  line: 'plan-change-line',
  nextInvoice: 'plan-change-next-invoice',
  confirm: 'plan-change-confirm',
  cancel: 'plan-change-cancel',
} as const;

export const subscribeTestIds = {
  dialog: 'subscribe-dialog',
  plan: 'subscribe-plan',
  intervalMonth: 'subscribe-interval-month',
  intervalYear: 'subscribe-interval-year',
  savedCard: 'subscribe-saved-card',
  newCard: 'subscribe-new-card',
  requiresAction: 'subscribe-requires-action',
  hostedInvoice: 'subscribe-hosted-invoice',
  confirmed: 'subscribe-confirmed',
  cancel: 'subscribe-cancel',
} as const;

export const billingTestIds = {
  menuItem: 'menu-billing',
  page: 'billing-page',
  notAllowed: 'billing-not-allowed',
  loadFailed: 'billing-load-failed',
  stale: 'billing-stale',
  /** The plan's name, with `data-plan`. */
  plan: 'billing-plan',
  /** The subscription's status, with `data-status` (`none` without a subscription). */
  status: 'billing-status',
  pastDue: 'billing-past-due',
  blocked: 'billing-blocked',
  trialEnds: 'billing-trial-ends',
  periodEnd: 'billing-period-end',
  cancelNotice: 'billing-cancel-notice',
  nextInvoice: 'billing-next-invoice',
  paymentMethod: 'billing-payment-method',
  noPaymentMethods: 'billing-no-payment-methods',
  invoiceRow: 'billing-invoice-row',
  invoiceAmount: 'billing-invoice-amount',
  invoiceStatus: 'billing-invoice-status',
  invoiceLink: 'billing-invoice-link',
  invoicePdf: 'billing-invoice-pdf',
  noInvoices: 'billing-no-invoices',
  changePlan: 'billing-change-plan',
  cancel: 'billing-cancel',
  /** The ConfirmDialog of the cancellation: its buttons are `billing-cancel-dialog-confirm` / `-cancel`. */
  cancelDialog: 'billing-cancel-dialog',
  offer: 'billing-offer',
  payWithSavedCard: 'billing-pay-with-saved-card',
} as const;

export const checkoutReturnTestIds = {
  page: 'checkout-return-page',
  checking: 'checkout-return-checking',
  success: 'checkout-return-success',
  failure: 'checkout-return-failure',
  toDashboard: 'checkout-return-dashboard',
  toPlans: 'checkout-return-plans',
} as const;

/** Plan-gated actions: the lock shown before use (`data-locked`), and the notice where a whole form is gated. */
export const planGateTestIds = {
  lock: 'plan-lock',
  notice: 'plan-lock-notice',
} as const;

/** The trial countdown of the dashboard and billing (`data-ends-at`: the trial end it counts to). */
export const trialTestIds = {
  countdown: 'trial-countdown',
  link: 'trial-countdown-link',
} as const;
