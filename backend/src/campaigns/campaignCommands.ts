import type { z } from 'zod';
import type {
  CampaignStatus,
  campaignDetailsSchema,
  campaignPostFieldsSchema,
  campaignUploadSchema,
  influencerUpdatedSchema,
  paymentFieldsSchema,
  ugcContentUpdatedSchema,
} from '@scout/contracts/campaigns';

export type CampaignDetails = z.infer<typeof campaignDetailsSchema>;
export type CampaignPostFields = z.infer<typeof campaignPostFieldsSchema>;
export type PaymentFields = z.infer<typeof paymentFieldsSchema>;
export type InfluencerChanges = z.infer<typeof influencerUpdatedSchema>['changes'];
export type CampaignUpload = z.infer<typeof campaignUploadSchema>;
export type UgcContent = Pick<z.infer<typeof ugcContentUpdatedSchema>, 'username' | 'platform' | 'url' | 'status' | 'note'>;
export type PostChanges = Partial<CampaignPostFields> & { enableTracking?: boolean };
export type PostRefreshCounts = Pick<CampaignPostFields, 'likes' | 'comments' | 'views' | 'shares'>;
export type PostRefreshResult = { ok: true; counts: PostRefreshCounts } | { ok: false; reason: 'provider_error' | 'unknown' };
export interface NewInfluencer {
  influencerId: string;
  platform: string;
  username: string;
}

/**
 * What can be asked of one campaign (`campaign-<id>` stream). Every command names the
 * organisation asking, so the decider itself answers 404 to another one, and carries the clock
 * and any new ids (the decider stays pure).
 */
export type CampaignCommandBody =
  | { type: 'CreateCampaign'; campaignId: string; details: CampaignDetails }
  | { type: 'DeleteCampaign' }
  | { type: 'UpdateCampaign'; changes: Partial<CampaignDetails> }
  | { type: 'ChangeStatus'; to: CampaignStatus }
  | { type: 'AddInfluencers'; influencers: NewInfluencer[] }
  | { type: 'RemoveInfluencer'; influencerId: string }
  | { type: 'UpdateInfluencer'; influencerId: string; changes: InfluencerChanges }
  | { type: 'AddPost'; postId: string; post: CampaignPostFields; enableTracking: boolean }
  /** A post read from its public page (PUT /customer/campaign/addPostFromUrl): stored with source `url`. */
  | { type: 'AddPostFromUrl'; postId: string; post: CampaignPostFields; enableTracking: boolean }
  | { type: 'EditPost'; postId: string; changes: PostChanges }
  | { type: 'RemovePost'; postId: string }
  | { type: 'AddStory'; storyId: string; influencerId: string; url: string | null; views: number | null; publishedAt: string }
  | { type: 'RemoveStory'; storyId: string }
  | { type: 'AddActivity'; activityId: string; text: string }
  | { type: 'RemoveActivity'; activityId: string }
  | { type: 'GeneratePublicUrl'; slug: string }
  | { type: 'UpdateShareStatus'; disableShare: boolean }
  | { type: 'AddUploads'; uploads: CampaignUpload[]; description?: string }
  | { type: 'RemoveUploads'; uploadIds: string[] }
  | {
      type: 'AddLink';
      linkId: string;
      url: string;
      linkText: string;
      influencerId: string | null;
      bitlyLinkId: string | null;
      shortUrl: string | null;
    }
  | { type: 'RemoveLink'; linkId: string }
  /** Checks that the caller's campaign is live and not archived (before a job, an upload or a fetch); stores nothing. */
  | { type: 'CheckChangeable' }
  /**
   * The live-tracking refresh of a tracked post: the counts the provider gives now (null: not given,
   * the post keeps its value), or why it could not be looked up.
   */
  | { type: 'RecordPostRefresh'; postId: string; result: PostRefreshResult }
  /** The link-click job's result. */
  | { type: 'RecordLinkClicks'; linkId: string; clicks: number }
  | { type: 'AddList'; listId: string; name: string; influencerIds: string[] }
  | { type: 'RenameList'; listId: string; name: string }
  | { type: 'RemoveList'; listId: string }
  | { type: 'AddPayment'; paymentId: string; influencerId: string; payment: PaymentFields }
  | { type: 'EditPayment'; paymentId: string; changes: Partial<PaymentFields> }
  | { type: 'RemovePayment'; paymentId: string }
  /** `create`: new content under `contentId`; otherwise the existing content `contentId` changes. */
  | { type: 'UpdateUGCContent'; contentId: string; create: boolean; content: UgcContent }
  | { type: 'RemoveUGCContent'; contentId: string }
  | { type: 'RemoveUGCUser'; username: string; platform: string };

export type CampaignCommand = CampaignCommandBody & { orgId: string; now: string };
