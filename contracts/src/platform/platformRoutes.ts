import { openApiDocumentSchema } from '../apiDocs/openApiDocument';
import { blobParamsSchema } from './blobs';
import { healthAnswerSchema, liveAnswerSchema, outboxAnswerSchema } from './platformAnswers';
import { publicConfigSchema } from './publicConfig';
import { defineRoute, defineRoutes } from './routes';

const tags = ['Platform'];

export const platformRoutes = defineRoutes({
  health: defineRoute({
    method: 'get',
    path: '/health',
    access: 'public',
    tags,
    summary: 'Whether Scout can serve, with the state of each read model (503 when the database does not answer)',
    answer: healthAnswerSchema,
  }),
  live: defineRoute({
    method: 'get',
    path: '/health/live',
    access: 'public',
    tags,
    summary: 'Liveness: 200 while the process serves',
    answer: liveAnswerSchema,
  }),
  ready: defineRoute({
    method: 'get',
    path: '/health/ready',
    access: 'public',
    tags,
    summary: 'Readiness: as /health',
    answer: healthAnswerSchema,
  }),
  config: defineRoute({
    method: 'get',
    path: '/misc/config',
    access: 'public',
    tags,
    summary: 'The settings the web app needs (public keys, widget ids)',
    answer: publicConfigSchema,
  }),
  blob: defineRoute({
    method: 'get',
    path: '/misc/blobs/:id',
    access: 'public',
    tags,
    summary: 'A stored public file (logos, images)',
    params: blobParamsSchema,
    answerType: 'file',
  }),
  openApi: defineRoute({
    method: 'get',
    path: '/openapi.json',
    access: 'public',
    tags,
    summary: 'This document: the API as OpenAPI 3.1',
    answer: openApiDocumentSchema,
  }),
  devOutbox: defineRoute({
    method: 'get',
    path: '/dev/outbox',
    access: 'public',
    tags,
    summary: 'Mail sent without SMTP (development only, from loopback)',
    mountedWhen: 'DEV_OUTBOX',
    answer: outboxAnswerSchema,
  }),
});
