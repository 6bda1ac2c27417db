import { z } from 'zod';
import type { BillingResponse, InvoiceView, PaymentMethodView, PlansResponse } from '@scout/contracts/billing/responses';
import { isAgencyPlan, limitsToJson } from '@scout/contracts/billing/plans';
import {
  stripeCustomerSchema,
  stripeInvoiceSchema,
  stripePaymentMethodSchema,
  type StripeInvoiceObject,
} from '@scout/contracts/billing/stripeObjects';
import type { AppContext } from '../runtime/context';
import { NotFoundError } from '@scout/platform/errors';
import { isAccessBlocked } from '../plans/accessBlocking';
import { organizationDoc } from '../plans/plans';
import { fromStripe, fromUnix, stripeOf } from './stripeClient';

/** `GET /customer/billing/plans`: every plan of the catalogue with its limits, features and prices. */
export async function plansView(ctx: AppContext, orgId: string): Promise<PlansResponse> {
  const org = await organizationDoc(ctx, orgId);
  return {
    plans: Object.entries(ctx.config.PLAN_CATALOGUE).map(([name, plan]) => ({
      name,
      paid: plan.paid,
      agency: isAgencyPlan(name),
      limits: limitsToJson(plan.limits),
      features: plan.features,
      prices: plan.prices,
    })),
    current: org?.package ?? '',
    billingEnabled: stripeOf(ctx.config) !== null,
  };
}

const invoiceOf = (invoice: StripeInvoiceObject): InvoiceView => ({
  id: invoice.id,
  number: invoice.number ?? null,
  status: invoice.status ?? null,
  amountDueCents: invoice.amount_due,
  amountPaidCents: invoice.amount_paid,
  currency: invoice.currency.toUpperCase(),
  createdAt: fromUnix(invoice.created)!,
  hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
  pdfUrl: invoice.invoice_pdf ?? null,
});

const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) }).passthrough();

/**
 * `GET /customer/billing`: the plan and subscription Scout recorded, with the next invoice and past
 * ones read from Stripe. When Stripe does not answer, what Scout recorded is shown, marked stale.
 */
export async function billingView(ctx: AppContext, orgId: string): Promise<BillingResponse> {
  const org = await organizationDoc(ctx, orgId);
  if (!org) throw new NotFoundError('Organisation not found');
  const subscription = org.billing?.subscription ?? null;
  const base: BillingResponse = {
    plan: org.package,
    trialEndsAt: org.trialEndsAt ?? null,
    accessBlocked: isAccessBlocked(ctx.config, org, ctx.clock()),
    subscription: subscription && {
      id: subscription.subscriptionId,
      status: subscription.status,
      plan: subscription.plan,
      interval: subscription.interval,
      currentPeriodEnd: subscription.currentPeriodEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    },
    offerAvailable: Boolean(ctx.config.STRIPE_RETENTION_COUPON && subscription?.cancelAtPeriodEnd && !org.billing?.offerActivatedAt),
    nextInvoice: null,
    invoices: [],
    stale: false,
  };
  const stripe = stripeOf(ctx.config);
  const customer = org.billing?.customerId;
  if (!stripe || !customer) return base;
  try {
    const invoices = await fromStripe(listOf(stripeInvoiceSchema), () => stripe.invoices.list({ customer, limit: 12 }));
    const upcoming =
      subscription && !subscription.cancelAtPeriodEnd && ['active', 'trialing', 'past_due'].includes(subscription.status)
        ? await fromStripe(stripeInvoiceSchema, () =>
            stripe.invoices.createPreview({ customer, subscription: subscription.subscriptionId }),
          )
        : null;
    return {
      ...base,
      invoices: invoices.data.map(invoiceOf),
      nextInvoice: upcoming && {
        amountDueCents: upcoming.amount_due,
        currency: upcoming.currency.toUpperCase(),
        date: fromUnix(upcoming.next_payment_attempt ?? upcoming.period_end),
      },
    };
  } catch (error) {
    ctx.logger.warn({ err: error, orgId }, 'Stripe did not answer for the billing page');
    return { ...base, stale: true };
  }
}

/** `GET /customer/payment-methods`: the customer's cards at Stripe, the default one marked. */
export async function paymentMethodsView(ctx: AppContext, orgId: string): Promise<PaymentMethodView[]> {
  const stripe = stripeOf(ctx.config);
  if (!stripe) throw new NotFoundError('Billing is not set up on this server');
  const customerId = (await organizationDoc(ctx, orgId))?.billing?.customerId;
  if (!customerId) return [];
  const [customer, methods] = await Promise.all([
    fromStripe(stripeCustomerSchema, () => stripe.customers.retrieve(customerId)),
    fromStripe(listOf(stripePaymentMethodSchema), () => stripe.paymentMethods.list({ customer: customerId, type: 'card' })),
  ]);
  const defaultId = customer.invoice_settings?.default_payment_method ?? null;
  return methods.data.flatMap((method) =>
    method.card
      ? [
          {
            id: method.id,
            brand: method.card.brand,
            last4: method.card.last4,
            expMonth: method.card.exp_month,
            expYear: method.card.exp_year,
            isDefault: method.id === defaultId,
          },
        ]
      : [],
  );
}
