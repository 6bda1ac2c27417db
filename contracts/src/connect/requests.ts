import { z } from 'zod';

const profileId = z.string().uuid('Unknown profile id');

/** The link's token: 256 random bits, base64url (43 characters). */
export const CONNECT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const providerId = z.string().trim().min(1).max(200);

/** `PUT /customer/socialProfile/connect`: starts a connect; a new one replaces a pending link. */
export const connectCreatorRequestSchema = z.strictObject({ profileId, readComments: z.boolean().default(false) });
export type ConnectCreatorRequest = z.infer<typeof connectCreatorRequestSchema>;

/** `PUT /customer/socialProfile/disconnect`: unlinks the account, or withdraws a pending link. */
export const disconnectCreatorRequestSchema = z.strictObject({ profileId });

/**
 * `PUT /customer/socialProfile/thirdparty-connect` (public, the creator's side): the link's token,
 * and what the provider's Connect SDK reported (its user and account ids) when it ran.
 */
export const completeCreatorConnectRequestSchema = z.strictObject({
  token: z.string().max(200),
  userId: providerId.optional(),
  accountId: providerId.optional(),
});
export type CompleteCreatorConnectRequest = z.infer<typeof completeCreatorConnectRequestSchema>;

/** `GET /misc/socialProfile/phyllo/{uid}`: the uid is the link's token. */
export const connectPageParamsSchema = z.strictObject({ uid: z.string().min(1).max(200) });
