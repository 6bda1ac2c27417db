import { z } from 'zod';

export const apiKeyCreatedSchema = z.object({
  keyId: z.string().uuid(),
  /** The first characters of the key, shown to tell keys apart; the key itself is never stored. */
  prefix: z.string(),
  keyHash: z.string(),
  createdAt: z.string(),
});
export const apiKeyRevokedSchema = z.object({ keyId: z.string().uuid(), revokedAt: z.string() });

export type ApiKeyCreated = { type: 'ApiKeyCreated'; data: z.infer<typeof apiKeyCreatedSchema> };
export type ApiKeyRevoked = { type: 'ApiKeyRevoked'; data: z.infer<typeof apiKeyRevokedSchema> };
export type ApiKeyEvent = ApiKeyCreated | ApiKeyRevoked;

export const apiKeyEventSchemas = { ApiKeyCreated: apiKeyCreatedSchema, ApiKeyRevoked: apiKeyRevokedSchema } as const;

export const apiKeyViewSchema = z.object({
  keyId: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyViewSchema>;

/** `POST /customer/account/api-key`: the key is shown this once. */
export const createdApiKeyResponseSchema = z.object({ apiKey: apiKeyViewSchema.extend({ key: z.string() }) });
export const apiKeyResponseSchema = z.object({ apiKey: apiKeyViewSchema.nullable() });
