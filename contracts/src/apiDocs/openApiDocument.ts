import { z } from 'zod';

/** A JSON Schema as the document carries it (zod's `z.toJSONSchema`), read only for its shape. */
export const jsonSchemaSchema = z.record(z.string(), z.unknown());
export type JsonSchema = z.infer<typeof jsonSchemaSchema>;

export const openApiParameterSchema = z.looseObject({
  name: z.string(),
  in: z.enum(['path', 'query', 'header', 'cookie']),
  required: z.boolean().optional(),
  description: z.string().optional(),
  schema: jsonSchemaSchema.optional(),
});

/** A request or answer body: its schema, and for an answer an example (made from the schema). */
const mediaSchema = z.looseObject({ schema: jsonSchemaSchema.optional(), example: z.unknown().optional() });

export const openApiOperationSchema = z.looseObject({
  operationId: z.string(),
  summary: z.string(),
  tags: z.array(z.string()),
  parameters: z.array(openApiParameterSchema),
  requestBody: z.looseObject({ required: z.boolean().optional(), content: z.record(z.string(), mediaSchema) }).optional(),
  responses: z.record(z.string(), z.looseObject({ description: z.string(), content: z.record(z.string(), mediaSchema).optional() })),
  'x-scout-access': z.string(),
  'x-scout-roles': z.array(z.string()),
  'x-scout-plan-feature': z.string().optional(),
  'x-scout-mounted-when': z.string().optional(),
});

/**
 * The part of `GET /api/v1/openapi.json` Scout itself reads (the docs page): per path and method
 * the operation with Scout's `x-scout-*` fields. The document carries more (components, errors).
 */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string(), description: z.string() }),
  servers: z.array(z.looseObject({ url: z.string() })),
  tags: z.array(z.looseObject({ name: z.string() })),
  paths: z.record(z.string(), z.record(z.string(), openApiOperationSchema)),
});

export type OpenApiParameter = z.infer<typeof openApiParameterSchema>;
export type OpenApiOperation = z.infer<typeof openApiOperationSchema>;
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
