import { z } from 'zod';
import { defineRoute, defineRoutes } from '../platform/routes';
import { importFormFieldsSchema, importIdParamsSchema, importJsonRequestSchema, listImportsQuerySchema } from './requests';
import { importViewSchema } from './responses';

const tags = ['Imports'];
const start = {
  method: 'post',
  access: 'profiles:write',
  tags,
  summary:
    'Starts an import of profiles: JSON `{ profiles, platform, group }`, or multipart with a CSV in `file` and the fields `platform` and `group`',
  body: importJsonRequestSchema,
  form: { fields: importFormFieldsSchema, files: { file: { required: true, description: 'A CSV text file with a column of handles' } } },
  answer: z.object({ import: importViewSchema }),
  status: 202,
} as const;

export const importRoutes = defineRoutes({
  start: defineRoute({ ...start, path: '/customer/socialProfile/upload-multi' }),
  /** The address older clients use. */
  startLegacy: defineRoute({ ...start, path: '/customer//socialProfil/upload-multi' }),
  list: defineRoute({
    method: 'get',
    path: '/customer/socialProfile/upload-multi',
    access: 'profiles:write',
    tags,
    summary: 'The latest imports',
    query: listImportsQuerySchema,
    answer: z.object({ imports: z.array(importViewSchema) }),
  }),
  get: defineRoute({
    method: 'get',
    path: '/customer/socialProfile/upload-multi/:importId',
    access: 'profiles:write',
    tags,
    summary: 'One import with its progress',
    params: importIdParamsSchema,
    answer: z.object({ import: importViewSchema }),
  }),
});
