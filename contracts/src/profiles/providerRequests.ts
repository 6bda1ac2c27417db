import { z } from 'zod';
import type { ProfileSnapshot } from '../socialData/snapshot';
import { saveProfileRequestSchema } from './requests';

/** Bodies and answers of the profile routes that ask the social-data provider. */

/** `POST /customer/socialProfile/profile-bank` */
export const profileBankSaveRequestSchema = z.object({ profileBankId: z.string().uuid('Unknown profile bank id') });

/** `POST /customer/socialProfile/profile-search` and `/view-report`: one creator, saved or not. */
export const creatorLookupRequestSchema = saveProfileRequestSchema;
export type CreatorLookupRequest = z.infer<typeof creatorLookupRequestSchema>;

export const MULTI_SAVE_MAX = 50;
/** `POST /customer/socialProfile/multi`: save several creators, optionally into a list (`group` is its name). */
export const multiSaveRequestSchema = z.object({
  profiles: z
    .array(saveProfileRequestSchema)
    .min(1, 'Add at least one profile')
    .max(MULTI_SAVE_MAX, `At most ${MULTI_SAVE_MAX} profiles at once`),
  group: z.string().trim().min(1).max(100).optional(),
});
export type MultiSaveRequest = z.infer<typeof multiSaveRequestSchema>;

/** `unknown`: the provider does not know the creator, so it is not saved. */
export const MULTI_SAVE_OUTCOMES = ['saved', 'duplicate', 'limit', 'unknown'] as const;
export interface MultiSaveResult {
  platform: string;
  username: string;
  status: (typeof MULTI_SAVE_OUTCOMES)[number];
  profileId: string | null;
}

/** `GET /customer/socialProfile/{id}/related-profiles` */
export const relatedProfilesQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });

/** What a user sees of a creator before saving: who they are and the provider's figures. */
export interface CreatorPreview {
  platform: string;
  username: string;
  identity: ProfileSnapshot['identity'];
  statistics: ProfileSnapshot['statistics'];
  followerHistory: ProfileSnapshot['followerHistory'];
  recentPostCount: number;
}

export interface CreatorSearchResponse {
  /** false: the provider does not know the creator; nothing is shown, and saving it by handle answers 404. */
  found: boolean;
  creator: CreatorPreview | null;
  saved: boolean;
  profileId: string | null;
}

/** Why a saved profile has no data: the provider does not know it, or it failed just now. */
export type ObservationOutcome = 'observed' | 'unknown' | 'provider_error';
