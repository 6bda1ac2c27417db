import type { CollectionSpec } from '@scout/backend/platform/readstore/port';
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
  /** When the trial ends (absent: created before trials, never blocked). */
  trialEndsAt?: string;
}

export const organizationsCollection: CollectionSpec = {
  name: 'organizations',
  scope: 'global',
  fields: { name: 'text', createdAt: 'date' },
};

export const organizationsProjection = projection<OrganizationDoc, 'OrganizationCreated' | 'OrganizationPlanChanged'>({
  name: 'organizations',
  collection: organizationsCollection,
  handles: ['OrganizationCreated', 'OrganizationPlanChanged'],
  target: (event) => ({ id: organizationIdOf(event.streamId), orgId: null }),
  evolve(doc, event) {
    if (event.type === 'OrganizationPlanChanged') return doc && { ...doc, package: event.data.package };
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
    };
  },
});
