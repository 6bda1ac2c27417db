import { defineRoute, defineRoutes } from '../platform/routes';
import { completeCreatorConnectRequestSchema, connectPageParamsSchema } from './requests';
import { connectCompletedAnswerSchema, connectPageAnswerSchema } from './answers';

/** The creator's side of creator connect; the agency's calls are profile commands (profiles/routes.ts). */
const tags = ['Creator connect'];

export const connectRoutes = defineRoutes({
  page: defineRoute({
    method: 'get',
    path: '/misc/socialProfile/phyllo/:uid',
    access: 'public',
    tags,
    summary: "The creator's side of a connect link",
    params: connectPageParamsSchema,
    answer: connectPageAnswerSchema,
  }),
  complete: defineRoute({
    method: 'put',
    path: '/customer/socialProfile/thirdparty-connect',
    access: 'public',
    tags,
    summary: "The creator completes a connection (authorised by the link's token)",
    body: completeCreatorConnectRequestSchema,
    answer: connectCompletedAnswerSchema,
  }),
});
