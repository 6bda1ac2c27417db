import { z } from 'zod';

/**
 * A secret as events carry it: AES-256-GCM under SECRETS_KEY, `v1.<iv>.<tag>.<ciphertext>`
 * (base64url parts; see platform/src/secrets/secretBox.ts). Never the secret itself.
 */
export const sealedSecretSchema = z.string().regex(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/, 'must be a sealed secret');
