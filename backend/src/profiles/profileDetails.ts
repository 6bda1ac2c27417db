import type { ProfileEvent, ProfileEventOf } from '@scout/contracts/profiles';
import { customFieldValueSchemaFor } from '@scout/contracts/customFields/values';
import type { CustomFieldType } from '@scout/contracts/customFields/constants';
import { ConflictError, NotFoundError } from '@scout/platform/errors';
import { validationErrorFrom } from '@scout/platform/http/validate';
import type { Decider } from '@scout/platform/decider';

type Data<T extends ProfileEvent['type']> = ProfileEventOf<T>['data'];
type Info = Data<'ProfileInfoEdited'>['info'];
type Contact = Data<'ProfileContactChanged'>['contact'];
type FieldValue = Data<'ProfileCustomFieldSet'>['value'];
/** The definition of the custom field a value is set in; null when the organisation has no such field. */
export type CustomFieldDefinition = { type: CustomFieldType; options: readonly string[] } | null;

export type ProfileDetailsCommand =
  | { type: 'EditInfo'; info: Info; now: string }
  | { type: 'SetCustomField'; fieldId: string; value: FieldValue; field: CustomFieldDefinition; now: string }
  | { type: 'ChangeContact'; contact: Contact; now: string }
  | { type: 'AddActivity'; activityId: string; kind: Data<'ProfileActivityAdded'>['kind']; text: string; now: string }
  | { type: 'RemoveActivity'; activityId: string; now: string }
  | { type: 'AddAttachment'; attachmentId: string; kind: 'link'; title: string; url: string; description?: string; now: string }
  | {
      type: 'AddAttachment';
      attachmentId: string;
      kind: 'file';
      title: string;
      blobId: string;
      fileName: string;
      contentType: string;
      size: number;
      description?: string;
      now: string;
    }
  | { type: 'EditAttachment'; attachmentId: string; title: string; description?: string; now: string }
  | { type: 'RemoveAttachment'; attachmentId: string; now: string }
  | { type: 'AddCoupon'; couponId: string; code: string; description?: string; now: string }
  | { type: 'RemoveCoupon'; couponId: string; now: string };

export type ProfileDetailsState =
  | { status: 'none' | 'removed' }
  | {
      status: 'saved';
      profileId: string;
      info: Info;
      contact: Contact;
      customFields: Record<string, FieldValue>;
      activityIds: ReadonlySet<string>;
      attachments: ReadonlyMap<string, { title: string; description?: string }>;
      /** couponId → code */
      coupons: ReadonlyMap<string, string>;
    };
type Saved = Extract<ProfileDetailsState, { status: 'saved' }>;

/** Same content, whatever the key order and absent-vs-undefined. */
const sameRecord = (a: object, b: object): boolean => {
  const entries = (o: object) =>
    Object.entries(o)
      .filter(([, v]) => v !== undefined)
      .sort(([x], [y]) => x.localeCompare(y));
  return JSON.stringify(entries(a)) === JSON.stringify(entries(b));
};
const sameCode = (a: string, b: string) => a.toLocaleLowerCase('en') === b.toLocaleLowerCase('en');
const optional = <K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> =>
  value === undefined ? {} : ({ [key]: value } as Record<K, V>);

function saved(state: ProfileDetailsState): Saved {
  if (state.status !== 'saved') throw new NotFoundError('Profile not found');
  return state;
}

function attachmentEvent(command: Extract<ProfileDetailsCommand, { type: 'AddAttachment' }>, profileId: string): ProfileEvent {
  const common = {
    profileId,
    attachmentId: command.attachmentId,
    title: command.title,
    ...optional('description', command.description),
    addedAt: command.now,
  };
  return command.kind === 'link'
    ? { type: 'ProfileAttachmentAdded', data: { ...common, kind: 'link', url: command.url } }
    : {
        type: 'ProfileAttachmentAdded',
        data: {
          ...common,
          kind: 'file',
          blobId: command.blobId,
          fileName: command.fileName,
          contentType: command.contentType,
          size: command.size,
        },
      };
}

/**
 * The team's own details of a saved profile on its stream (`savedProfile-<id>`): info, custom
 * field values, contact, activities, links and files, coupons.
 */
export const profileDetailsDecider: Decider<ProfileDetailsCommand, ProfileDetailsState, ProfileEvent> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    const profile = saved(state);
    const { profileId } = profile;
    switch (command.type) {
      case 'EditInfo':
        if (sameRecord(profile.info, command.info)) return [];
        return [{ type: 'ProfileInfoEdited', data: { profileId, info: command.info, editedAt: command.now } }];
      case 'SetCustomField': {
        if (!command.field) throw new NotFoundError('Custom field not found');
        const parsed = customFieldValueSchemaFor(command.field).safeParse(command.value);
        if (!parsed.success) throw validationErrorFrom(parsed.error);
        const value = parsed.data;
        if ((profile.customFields[command.fieldId] ?? null) === value) return [];
        return [{ type: 'ProfileCustomFieldSet', data: { profileId, fieldId: command.fieldId, value, setAt: command.now } }];
      }
      case 'ChangeContact':
        if (sameRecord(profile.contact, command.contact)) return [];
        return [{ type: 'ProfileContactChanged', data: { profileId, contact: command.contact, changedAt: command.now } }];
      case 'AddActivity':
        if (profile.activityIds.has(command.activityId)) return [];
        return [
          {
            type: 'ProfileActivityAdded',
            data: { profileId, activityId: command.activityId, kind: command.kind, text: command.text, addedAt: command.now },
          },
        ];
      case 'RemoveActivity':
        if (!profile.activityIds.has(command.activityId)) throw new NotFoundError('Activity not found');
        return [{ type: 'ProfileActivityRemoved', data: { profileId, activityId: command.activityId, removedAt: command.now } }];
      case 'AddAttachment':
        if (profile.attachments.has(command.attachmentId)) return [];
        return [attachmentEvent(command, profileId)];
      case 'EditAttachment': {
        const current = profile.attachments.get(command.attachmentId);
        if (!current) throw new NotFoundError('Attachment not found');
        if (current.title === command.title && current.description === command.description) return [];
        return [
          {
            type: 'ProfileAttachmentEdited',
            data: {
              profileId,
              attachmentId: command.attachmentId,
              title: command.title,
              ...optional('description', command.description),
              editedAt: command.now,
            },
          },
        ];
      }
      case 'RemoveAttachment':
        if (!profile.attachments.has(command.attachmentId)) throw new NotFoundError('Attachment not found');
        return [{ type: 'ProfileAttachmentRemoved', data: { profileId, attachmentId: command.attachmentId, removedAt: command.now } }];
      case 'AddCoupon':
        if (profile.coupons.has(command.couponId)) return [];
        if ([...profile.coupons.values()].some((code) => sameCode(code, command.code))) {
          throw new ConflictError(`The coupon ${command.code} is already on this profile`);
        }
        return [
          {
            type: 'ProfileCouponAdded',
            data: {
              profileId,
              couponId: command.couponId,
              code: command.code,
              ...optional('description', command.description),
              addedAt: command.now,
            },
          },
        ];
      case 'RemoveCoupon':
        if (!profile.coupons.has(command.couponId)) throw new NotFoundError('Coupon not found');
        return [{ type: 'ProfileCouponRemoved', data: { profileId, couponId: command.couponId, removedAt: command.now } }];
    }
  },

  evolve(state, event) {
    if (event.type === 'ProfileSaved') {
      return {
        status: 'saved',
        profileId: event.data.profileId,
        info: {},
        contact: {},
        customFields: {},
        activityIds: new Set(),
        attachments: new Map(),
        coupons: new Map(),
      };
    }
    if (state.status !== 'saved') return state;
    switch (event.type) {
      case 'ProfileRemoved':
        return { status: 'removed' };
      case 'ProfileInfoEdited':
        return { ...state, info: event.data.info };
      case 'ProfileCustomFieldSet':
        return { ...state, customFields: { ...state.customFields, [event.data.fieldId]: event.data.value } };
      case 'ProfileContactChanged':
        return { ...state, contact: event.data.contact };
      case 'ProfileActivityAdded':
        return { ...state, activityIds: new Set(state.activityIds).add(event.data.activityId) };
      case 'ProfileActivityRemoved': {
        const activityIds = new Set(state.activityIds);
        activityIds.delete(event.data.activityId);
        return { ...state, activityIds };
      }
      case 'ProfileAttachmentAdded':
      case 'ProfileAttachmentEdited': {
        const { attachmentId, title, description } = event.data;
        return { ...state, attachments: new Map(state.attachments).set(attachmentId, { title, ...optional('description', description) }) };
      }
      case 'ProfileAttachmentRemoved': {
        const attachments = new Map(state.attachments);
        attachments.delete(event.data.attachmentId);
        return { ...state, attachments };
      }
      case 'ProfileCouponAdded':
        return { ...state, coupons: new Map(state.coupons).set(event.data.couponId, event.data.code) };
      case 'ProfileCouponRemoved': {
        const coupons = new Map(state.coupons);
        coupons.delete(event.data.couponId);
        return { ...state, coupons };
      }
      default:
        return state;
    }
  },
};
