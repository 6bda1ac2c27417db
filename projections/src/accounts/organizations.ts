import type { CollectionSpec } from '@scout/platform/readstore/port';
import type { SubscriptionSnapshot } from '@scout/contracts/billing/subscription';
import { projection } from '../runner/projection';
import { organizationIdOf } from '@scout/contracts/platform/streams';

export interface OrganizationDoc {
  [key: string]: unknown;
  _id: string;
  name: string;
  package: string;
  ownerId: string;
  jobRole?: string;
  phone?: string;
  createdAt: string;
  /** When the trial ends (absent: created before trials, or a lifetime plan: never blocked). */
  trialEndsAt?: string;
  /** The country a trusted proxy gave at sign-up (any ISO code; `orgInfo.ipCountry` shows it only when whitelisted). */
  ipCountry?: string;
  /** The organisation at Stripe: its customer, its subscription as last recorded, whether it took the retention offer. */
  billing?: { customerId: string | null; subscription: SubscriptionSnapshot | null; offerActivatedAt: string | null };
}

type BillingEvent = 'StripeCustomerLinked' | 'SubscriptionRecorded' | 'RetentionOfferActivated';
const NO_BILLING: NonNullable<OrganizationDoc['billing']> = { customerId: null, subscription: null, offerActivatedAt: null };

export const organizationsCollection: CollectionSpec = {
  name: 'organizations',
  scope: 'global',
  fields: { name: 'text', createdAt: 'date' },
};

export const organizationsProjection = projection<OrganizationDoc, 'OrganizationCreated' | 'OrganizationPlanChanged' | BillingEvent>({
  name: 'organizations',
  collection: organizationsCollection,
  handles: ['OrganizationCreated', 'OrganizationPlanChanged', 'StripeCustomerLinked', 'SubscriptionRecorded', 'RetentionOfferActivated'],
  target: (event) => ({ id: organizationIdOf(event.streamId), orgId: null }),
  evolve(doc, event) {
    const billing = doc?.billing ?? NO_BILLING;
    switch (event.type) {
      case 'OrganizationPlanChanged':
        return doc && { ...doc, package: event.data.package };
      case 'StripeCustomerLinked':
        return doc && { ...doc, billing: { ...billing, customerId: event.data.customerId } };
      case 'SubscriptionRecorded':
        return doc && { ...doc, billing: { ...billing, subscription: event.data.subscription } };
      case 'RetentionOfferActivated':
        return doc && { ...doc, billing: { ...billing, offerActivatedAt: event.data.activatedAt } };
      case 'OrganizationCreated':
        break;
    }
    const { data } = event;
    return {
      _id: data.orgId,
      name: data.name,
      package: data.package,
      ownerId: data.ownerId,
      ...(data.jobRole ? { jobRole: data.jobRole } : {}),
      ...(data.phone ? { phone: data.phone } : {}),
      createdAt: data.createdAt,
      ...(data.trialEndsAt ? { trialEndsAt: data.trialEndsAt } : {}),
      ...(data.ipCountry ? { ipCountry: data.ipCountry } : {}),
    };
  },
});
