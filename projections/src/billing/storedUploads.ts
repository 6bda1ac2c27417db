import type { EventType } from '@scout/contracts/events';
import { organizationIdOf } from '@scout/contracts/platform/streams';
import type { CollectionSpec } from '@scout/platform/readstore/port';
import { inOrgOf, projection, type EventOf } from '../runner/projection';

/**
 * The bytes of the files an organisation uploaded and keeps, per stream that holds them: a
 * campaign's uploads, a saved profile's attachments, an uploaded story's media, the white-label
 * logo and favicon. Their sum is the organisation's storage against the plan's `storageBytes`.
 */
export interface StoredUploadsDoc {
  [key: string]: unknown;
  _id: string;
  orgId: string;
  /** The sum of `files`. */
  bytes: number;
  /** Size of each kept file by its id on the stream (upload id, attachment id, `media`, `logo`, `favicon`). */
  files: Record<string, number>;
}

export const storedUploadsCollection: CollectionSpec = {
  name: 'storedUploads',
  scope: 'tenant',
  fields: { bytes: 'number' },
};

const HANDLED = [
  'CampaignUploadsAdded',
  'CampaignUploadsRemoved',
  'CampaignDeleted',
  'ProfileAttachmentAdded',
  'ProfileAttachmentRemoved',
  'ProfileRemoved',
  'StoryUploaded',
  'ContentRemoved',
  'ContentRemovedWithProfile',
  'WhiteLabelConfigured',
  'WhiteLabelRemoved',
] as const satisfies readonly EventType[];
type Handled = (typeof HANDLED)[number];

function withFiles(
  doc: StoredUploadsDoc | null,
  orgId: string,
  id: string,
  change: (files: Record<string, number>) => void,
): StoredUploadsDoc | null {
  const files = { ...(doc?.files ?? {}) };
  change(files);
  if (Object.keys(files).length === 0) return null;
  return { _id: id, orgId, bytes: Object.values(files).reduce((sum, size) => sum + size, 0), files };
}

function targetOf(event: EventOf<Handled>): { id: string; orgId: string } | null {
  if (event.type === 'WhiteLabelConfigured' || event.type === 'WhiteLabelRemoved') {
    const orgId = organizationIdOf(event.streamId);
    return { id: orgId, orgId };
  }
  const data = event.data as { campaignId?: string; profileId?: string; contentId?: string };
  if (event.type.startsWith('Campaign')) return data.campaignId ? inOrgOf(event, data.campaignId) : null;
  if (event.type.startsWith('Profile')) return data.profileId ? inOrgOf(event, data.profileId) : null;
  return data.contentId ? inOrgOf(event, data.contentId) : null;
}

export const storedUploadsProjection = projection<StoredUploadsDoc, Handled>({
  name: 'storedUploads',
  collection: storedUploadsCollection,
  handles: HANDLED,
  target: targetOf,
  evolve(doc, event) {
    const target = targetOf(event);
    if (!target) return doc;
    const { id, orgId } = target;
    switch (event.type) {
      case 'CampaignUploadsAdded':
        return withFiles(doc, orgId, id, (files) => {
          for (const upload of event.data.uploads) files[upload.uploadId] = upload.size;
        });
      case 'CampaignUploadsRemoved':
        return withFiles(doc, orgId, id, (files) => {
          for (const uploadId of event.data.uploadIds) delete files[uploadId];
        });
      case 'ProfileAttachmentAdded': {
        const { attachmentId, kind, size } = event.data;
        return kind === 'file' ? withFiles(doc, orgId, id, (files) => (files[attachmentId] = size ?? 0)) : doc;
      }
      case 'ProfileAttachmentRemoved':
        return withFiles(doc, orgId, id, (files) => delete files[event.data.attachmentId]);
      case 'StoryUploaded':
        return withFiles(doc, orgId, id, (files) => (files.media = event.data.size));
      case 'WhiteLabelConfigured': {
        const { logo, favicon } = event.data;
        return withFiles(null, orgId, id, (files) => {
          if (logo) files.logo = logo.size;
          if (favicon) files.favicon = favicon.size;
        });
      }
      case 'CampaignDeleted':
      case 'ProfileRemoved':
      case 'ContentRemoved':
      case 'ContentRemovedWithProfile':
      case 'WhiteLabelRemoved':
        return null;
    }
  },
});
