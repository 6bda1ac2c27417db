import type { EventMetadata } from '@scout/contracts/platform/events';
import { savedProfileStream } from '@scout/contracts/platform/streams';
import type { ProfileEvent, UpdateProfileRequest } from '@scout/contracts/profiles';
import { execute, type AppContext } from '../runtime/context';
import type { Decider } from '@scout/platform/decider';
import { newId } from '@scout/platform/ids';
import { profileDetailsDecider } from './profileDetails';
import { profileSettingsDecider } from './profileSettings';
import { savedProfileDecider } from './savedProfile';
import { newShareKey } from './shareKey';

/** A link's title when the user gives none: its host, without `www.`. */
export const linkTitle = (url: string): string => new URL(url).hostname.replace(/^www\./, '');

const optional = <V>(description: V | undefined) => (description === undefined ? {} : { description });

/** Runs one `PUT /customer/socialProfile/{id}` action as the command of the decider that owns it. */
export async function applyProfileAction(
  ctx: AppContext,
  profileId: string,
  action: UpdateProfileRequest,
  metadata: EventMetadata,
): Promise<void> {
  const now = ctx.clock().toISOString();
  const run = async <C, S>(decider: Decider<C, S, ProfileEvent>, command: C) => {
    await execute(ctx, decider, savedProfileStream(profileId), command, metadata);
  };
  switch (action.action) {
    case 'updateFavourite':
      return run(savedProfileDecider, { type: 'SetFavourite', favourite: action.favourite, now });
    case 'enableLiveTracking':
      return run(profileSettingsDecider, { type: 'SetTracking', tracking: 'live', enabled: action.enabled, now });
    case 'enableStoryTracking':
      return run(profileSettingsDecider, { type: 'SetTracking', tracking: 'story', enabled: action.enabled, now });
    case 'disableShare':
      return run(profileSettingsDecider, { type: 'SetShare', disableShare: action.disableShare, shareKey: newShareKey(), now });
    case 'auditReportStatus':
      return run(profileSettingsDecider, { type: 'SetAuditReportStatus', status: action.status, now });
    case 'contact':
      return run(profileDetailsDecider, { type: 'ChangeContact', contact: action.contact, now });
    case 'addActivity':
      return run(profileDetailsDecider, { type: 'AddActivity', activityId: newId(), kind: action.kind, text: action.text, now });
    case 'removeActivity':
      return run(profileDetailsDecider, { type: 'RemoveActivity', activityId: action.activityId, now });
    case 'addLink':
      return run(profileDetailsDecider, {
        type: 'AddAttachment',
        attachmentId: newId(),
        kind: 'link',
        url: action.url,
        title: action.title ?? linkTitle(action.url),
        now,
      });
    case 'editAttachment':
      return run(profileDetailsDecider, {
        type: 'EditAttachment',
        attachmentId: action.attachmentId,
        title: action.title,
        ...optional(action.description),
        now,
      });
    case 'removeAttachment':
      return run(profileDetailsDecider, { type: 'RemoveAttachment', attachmentId: action.attachmentId, now });
    case 'addCoupon':
      return run(profileDetailsDecider, { type: 'AddCoupon', couponId: newId(), code: action.code, ...optional(action.description), now });
    case 'removeCoupon':
      return run(profileDetailsDecider, { type: 'RemoveCoupon', couponId: action.couponId, now });
  }
}
