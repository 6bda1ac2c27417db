import { z } from 'zod';
import { defineRoute, defineRoutes } from '../platform/routes';
import { FAVICON_MAX_BYTES, LOGO_MAX_BYTES } from './constants';
import { brandingQuerySchema, configureWhitelabelRequestSchema } from './requests';
import { brandingSchema, domainStatusResponseSchema, whitelabelResponseSchema } from './responses';

const tags = ['White-label'];

export const whitelabelRoutes = defineRoutes({
  configure: defineRoute({
    method: 'put',
    path: '/customer/account/config-whitelabel',
    access: 'organization:manage',
    tags,
    summary: 'Sets the agency name, domain, colours, logo and favicon (JSON, or multipart with the images)',
    body: configureWhitelabelRequestSchema,
    form: {
      files: {
        logo: { required: false, description: `The logo: PNG, JPEG, SVG or ICO, at most ${LOGO_MAX_BYTES / 1024} KB` },
        favicon: { required: false, description: `The favicon: PNG, JPEG, SVG or ICO, at most ${FAVICON_MAX_BYTES / 1024} KB` },
      },
    },
    errors: ['PlanLimit'],
    answer: whitelabelResponseSchema,
  }),
  get: defineRoute({
    method: 'get',
    path: '/customer/account/whitelabel',
    access: 'organization:manage',
    tags,
    summary: 'The white-label setup',
    answer: whitelabelResponseSchema,
  }),
  domainStatus: defineRoute({
    method: 'get',
    path: '/customer/account/domain-status',
    access: 'organization:manage',
    tags,
    summary: "Whether DNS proves the domain points at Scout with the organisation's TXT token, and the TXT record to set",
    answer: domainStatusResponseSchema,
  }),
  remove: defineRoute({
    method: 'delete',
    path: '/customer/account/whitelabel',
    access: 'organization:manage',
    tags,
    summary: 'Removes the white-label setup',
    answer: z.object({ removed: z.literal(true) }),
    errors: ['NotFound'],
  }),
  branding: defineRoute({
    method: 'get',
    path: '/misc/customer/logo',
    access: 'public',
    tags,
    summary: 'The branding for a host name',
    query: brandingQuerySchema,
    answer: brandingSchema,
  }),
});
