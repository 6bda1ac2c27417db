import { defineRoute, defineRoutes } from '../platform/routes';
import {
  completeCreatorConnectRequestSchema,
  connectCreatorRequestSchema,
  connectPageParamsSchema,
  disconnectCreatorRequestSchema,
} from './requests';

const tags = ['Creator connect'];

export const connectRoutes = defineRoutes({
  connect: defineRoute({
    method: 'put',
    path: '/customer/socialProfile/connect',
    access: 'profiles:write',
    tags,
    summary: 'Asks a creator to connect their account (answers the link to send them)',
    body: connectCreatorRequestSchema,
  }),
  disconnect: defineRoute({
    method: 'put',
    path: '/customer/socialProfile/disconnect',
    access: 'profiles:write',
    tags,
    summary: "Ends a creator's connection",
    body: disconnectCreatorRequestSchema,
  }),
  page: defineRoute({
    method: 'get',
    path: '/misc/socialProfile/phyllo/:uid',
    access: 'public',
    tags,
    summary: "The creator's side of a connect link",
    params: connectPageParamsSchema,
  }),
  complete: defineRoute({
    method: 'put',
    path: '/customer/socialProfile/thirdparty-connect',
    access: 'public',
    tags,
    summary: "The creator completes a connection (authorised by the link's token)",
    body: completeCreatorConnectRequestSchema,
  }),
});
