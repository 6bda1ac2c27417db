import type { CollectionSpec } from '@scout/backend/platform/readstore/port';
import { projection } from '../runner/projection';

export interface OrganizationDoc {
  [key: string]: unknown;
  _id: string;
  name: string;
  package: string;
  ownerId: string;
  jobRole?: string;
  phone?: string;
  createdAt: string;
}

export const organizationsCollection: CollectionSpec = {
  name: 'organizations',
  scope: 'global',
  fields: { name: 'text', createdAt: 'date' },
};

export const organizationsProjection = projection<OrganizationDoc, 'OrganizationCreated'>({
  name: 'organizations',
  collection: organizationsCollection,
  handles: ['OrganizationCreated'],
  target: (event) => ({ id: event.data.orgId, orgId: null }),
  evolve: (_doc, { data }) => ({
    _id: data.orgId,
    name: data.name,
    package: data.package,
    ownerId: data.ownerId,
    ...(data.jobRole ? { jobRole: data.jobRole } : {}),
    ...(data.phone ? { phone: data.phone } : {}),
    createdAt: data.createdAt,
  }),
});
