import { defineRoute, defineRoutes } from '../platform/routes';
import { bitlyConnectionViewSchema, connectBitlyRequestSchema } from './bitly';

const tags = ['Integrations'];

export const integrationRoutes = defineRoutes({
  connectBitly: defineRoute({
    method: 'post',
    path: '/customer/bitly',
    access: 'organization:manage',
    planFeature: 'bitly',
    tags,
    summary: 'Connects Bitly with the code of its OAuth redirect (404 unless Bitly is set up)',
    body: connectBitlyRequestSchema,
    status: 201,
    answer: bitlyConnectionViewSchema,
    errors: ['NotFound'],
  }),
  bitly: defineRoute({
    method: 'get',
    path: '/customer/bitly',
    access: 'campaigns:read',
    tags,
    summary: 'The Bitly connection',
    answer: bitlyConnectionViewSchema,
  }),
  disconnectBitly: defineRoute({
    method: 'delete',
    path: '/customer/bitly',
    access: 'organization:manage',
    tags,
    summary: 'Disconnects Bitly',
    answer: bitlyConnectionViewSchema,
  }),
});
