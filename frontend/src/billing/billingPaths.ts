/** The billing screens' addresses. */
export const PLANS_ROUTE = '/plans';
export const BILLING_ROUTE = '/billing';
/** Where Stripe's Checkout sends the customer back (`?session_id=…`); no layout, so it works while access is blocked. */
export const CHECKOUT_RETURN_ROUTE = '/checkout/return';
export const TRIAL_END_ROUTE = '/trial-end';
