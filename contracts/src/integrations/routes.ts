import { defineRoute, defineRoutes } from '../platform/routes';
import { connectBitlyRequestSchema } from './bitly';

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
  }),
  bitly: defineRoute({ method: 'get', path: '/customer/bitly', access: 'campaigns:read', tags, summary: 'The Bitly connection' }),
  disconnectBitly: defineRoute({
    method: 'delete',
    path: '/customer/bitly',
    access: 'organization:manage',
    tags,
    summary: 'Disconnects Bitly',
  }),
});
