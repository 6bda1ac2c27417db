import { describe, it } from '@jest/globals';
import type { ProfileEvent } from '@scout/contracts/profiles';
import { ConflictError, NotFoundError, ValidationError } from '@scout/platform/errors';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import { profileDetailsDecider } from './profileDetails';
import { now, profileId, removed, saved } from './testEvents';

const spec = deciderSpec(profileDetailsDecider);
const fieldId = '5a1c2b9e-0d3a-4b7c-8e6f-1a2b3c4d5e6f';
const activityId = '6b1c2b9e-0d3a-4b7c-8e6f-1a2b3c4d5e6f';
const attachmentId = '7c1c2b9e-0d3a-4b7c-8e6f-1a2b3c4d5e6f';
const couponId = '8d1c2b9e-0d3a-4b7c-8e6f-1a2b3c4d5e6f';
const blobId = '9e1c2b9e-0d3a-4b7c-8e6f-1a2b3c4d5e6f';

const activityAdded: ProfileEvent = {
  type: 'ProfileActivityAdded',
  data: { profileId, activityId, kind: 'call', text: 'Called the manager', addedAt: now },
};
const linkAdded: ProfileEvent = {
  type: 'ProfileAttachmentAdded',
  data: { profileId, attachmentId, kind: 'link', title: 'Media kit', url: 'https://example.com/kit', addedAt: now },
};
const couponAdded: ProfileEvent = { type: 'ProfileCouponAdded', data: { profileId, couponId, code: 'CR7-10', addedAt: now } };
const textField = { type: 'text' as const, options: [] };

describe('profile details decider: info and custom fields', () => {
  it('Given a saved profile, When EditInfo, Then ProfileInfoEdited', () => {
    spec
      .given([saved])
      .when({ type: 'EditInfo', info: { fullName: 'Cristiano Ronaldo', country: 'PT' }, now })
      .then([{ type: 'ProfileInfoEdited', data: { profileId, info: { fullName: 'Cristiano Ronaldo', country: 'PT' }, editedAt: now } }]);
  });

  it('Given the same info, When EditInfo with it in another key order, Then nothing happens', () => {
    spec
      .given([saved, { type: 'ProfileInfoEdited', data: { profileId, info: { fullName: 'CR', country: 'PT' }, editedAt: now } }])
      .when({ type: 'EditInfo', info: { country: 'PT', fullName: 'CR' }, now })
      .then([]);
  });

  it('Given nothing saved, When EditInfo, Then NotFound', () => {
    spec.given([]).when({ type: 'EditInfo', info: {}, now }).thenThrows(NotFoundError);
  });

  it('Given a removed profile, When EditInfo, Then NotFound', () => {
    spec
      .given([saved, removed])
      .when({ type: 'EditInfo', info: { notes: 'x' }, now })
      .thenThrows(NotFoundError);
  });

  it('Given a saved profile, When SetCustomField with a value of the field type, Then ProfileCustomFieldSet', () => {
    spec
      .given([saved])
      .when({ type: 'SetCustomField', fieldId, value: 12, field: { type: 'number', options: [] }, now })
      .then([{ type: 'ProfileCustomFieldSet', data: { profileId, fieldId, value: 12, setAt: now } }]);
  });

  it('Given a text field, When SetCustomField with a number, Then ValidationError', () => {
    spec.given([saved]).when({ type: 'SetCustomField', fieldId, value: 12, field: textField, now }).thenThrows(ValidationError);
  });

  it('Given a select field, When SetCustomField with another option, Then ValidationError naming the options', () => {
    spec
      .given([saved])
      .when({ type: 'SetCustomField', fieldId, value: 'gold', field: { type: 'select', options: ['bronze', 'silver'] }, now })
      .thenThrows(ValidationError, /bronze, silver/);
  });

  it('Given a date field, When SetCustomField with a calendar day, Then ProfileCustomFieldSet', () => {
    spec
      .given([saved])
      .when({ type: 'SetCustomField', fieldId, value: '2026-12-01', field: { type: 'date', options: [] }, now })
      .then([{ type: 'ProfileCustomFieldSet', data: { profileId, fieldId, value: '2026-12-01', setAt: now } }]);
  });

  it('Given an unknown field, When SetCustomField, Then NotFound', () => {
    spec
      .given([saved])
      .when({ type: 'SetCustomField', fieldId, value: 'x', field: null, now })
      .thenThrows(NotFoundError, /Custom field/);
  });

  it('Given the field holds the value, When SetCustomField with it, Then nothing happens', () => {
    spec
      .given([saved, { type: 'ProfileCustomFieldSet', data: { profileId, fieldId, value: 'gold', setAt: now } }])
      .when({ type: 'SetCustomField', fieldId, value: 'gold', field: textField, now })
      .then([]);
  });

  it('Given a field with a value, When SetCustomField null, Then the value is cleared', () => {
    spec
      .given([saved, { type: 'ProfileCustomFieldSet', data: { profileId, fieldId, value: 'gold', setAt: now } }])
      .when({ type: 'SetCustomField', fieldId, value: null, field: textField, now })
      .then([{ type: 'ProfileCustomFieldSet', data: { profileId, fieldId, value: null, setAt: now } }]);
  });
});

describe('profile details decider: contact and activities', () => {
  it('Given a saved profile, When ChangeContact, Then ProfileContactChanged', () => {
    spec
      .given([saved])
      .when({ type: 'ChangeContact', contact: { email: 'team@cr7.example', phone: '+351 1' }, now })
      .then([
        { type: 'ProfileContactChanged', data: { profileId, contact: { email: 'team@cr7.example', phone: '+351 1' }, changedAt: now } },
      ]);
  });

  it('Given the same contact, When ChangeContact, Then nothing happens', () => {
    spec
      .given([saved, { type: 'ProfileContactChanged', data: { profileId, contact: { email: 'a@b.example' }, changedAt: now } }])
      .when({ type: 'ChangeContact', contact: { email: 'a@b.example' }, now })
      .then([]);
  });

  it('Given a saved profile, When AddActivity, Then ProfileActivityAdded with the given id', () => {
    spec.given([saved]).when({ type: 'AddActivity', activityId, kind: 'call', text: 'Called the manager', now }).then([activityAdded]);
  });

  it('Given an activity, When RemoveActivity, Then ProfileActivityRemoved', () => {
    spec
      .given([saved, activityAdded])
      .when({ type: 'RemoveActivity', activityId, now })
      .then([{ type: 'ProfileActivityRemoved', data: { profileId, activityId, removedAt: now } }]);
  });

  it('Given a removed activity, When RemoveActivity again, Then NotFound', () => {
    spec
      .given([saved, activityAdded, { type: 'ProfileActivityRemoved', data: { profileId, activityId, removedAt: now } }])
      .when({ type: 'RemoveActivity', activityId, now })
      .thenThrows(NotFoundError, /Activity/);
  });

  it('Given a removed profile, When AddActivity, Then NotFound', () => {
    spec.given([saved, removed]).when({ type: 'AddActivity', activityId, kind: 'note', text: 'x', now }).thenThrows(NotFoundError);
  });
});

describe('profile details decider: links and files', () => {
  it('Given a saved profile, When AddAttachment of a link, Then ProfileAttachmentAdded', () => {
    spec
      .given([saved])
      .when({ type: 'AddAttachment', attachmentId, kind: 'link', title: 'Media kit', url: 'https://example.com/kit', now })
      .then([linkAdded]);
  });

  it('Given a saved profile, When AddAttachment of an uploaded file, Then ProfileAttachmentAdded with the blob', () => {
    spec
      .given([saved])
      .when({
        type: 'AddAttachment',
        attachmentId,
        kind: 'file',
        title: 'Contract',
        blobId,
        fileName: 'contract.pdf',
        contentType: 'application/pdf',
        size: 1234,
        now,
      })
      .then([
        {
          type: 'ProfileAttachmentAdded',
          data: {
            profileId,
            attachmentId,
            kind: 'file',
            title: 'Contract',
            blobId,
            fileName: 'contract.pdf',
            contentType: 'application/pdf',
            size: 1234,
            addedAt: now,
          },
        },
      ]);
  });

  it('Given the attachment exists, When AddAttachment with its id again, Then nothing happens', () => {
    spec
      .given([saved, linkAdded])
      .when({ type: 'AddAttachment', attachmentId, kind: 'link', title: 'Media kit', url: 'https://example.com/kit', now })
      .then([]);
  });

  it('Given an attachment, When EditAttachment, Then ProfileAttachmentEdited', () => {
    spec
      .given([saved, linkAdded])
      .when({ type: 'EditAttachment', attachmentId, title: 'Kit 2027', description: 'New rates', now })
      .then([
        { type: 'ProfileAttachmentEdited', data: { profileId, attachmentId, title: 'Kit 2027', description: 'New rates', editedAt: now } },
      ]);
  });

  it('Given an attachment, When EditAttachment with the same title, Then nothing happens', () => {
    spec.given([saved, linkAdded]).when({ type: 'EditAttachment', attachmentId, title: 'Media kit', now }).then([]);
  });

  it('Given no such attachment, When EditAttachment, Then NotFound', () => {
    spec
      .given([saved])
      .when({ type: 'EditAttachment', attachmentId, title: 'x', now })
      .thenThrows(NotFoundError, /Attachment/);
  });

  it('Given an attachment, When RemoveAttachment, Then ProfileAttachmentRemoved', () => {
    spec
      .given([saved, linkAdded])
      .when({ type: 'RemoveAttachment', attachmentId, now })
      .then([{ type: 'ProfileAttachmentRemoved', data: { profileId, attachmentId, removedAt: now } }]);
  });

  it('Given no such attachment, When RemoveAttachment, Then NotFound', () => {
    spec.given([saved]).when({ type: 'RemoveAttachment', attachmentId, now }).thenThrows(NotFoundError);
  });
});

describe('profile details decider: coupons', () => {
  it('Given a saved profile, When AddCoupon, Then ProfileCouponAdded', () => {
    spec.given([saved]).when({ type: 'AddCoupon', couponId, code: 'CR7-10', now }).then([couponAdded]);
  });

  it('Given a coupon, When AddCoupon with the same code in other case, Then Conflict', () => {
    spec
      .given([saved, couponAdded])
      .when({ type: 'AddCoupon', couponId: blobId, code: 'cr7-10', now })
      .thenThrows(ConflictError, /already/);
  });

  it('Given a removed coupon, When AddCoupon with its code, Then ProfileCouponAdded', () => {
    spec
      .given([saved, couponAdded, { type: 'ProfileCouponRemoved', data: { profileId, couponId, removedAt: now } }])
      .when({ type: 'AddCoupon', couponId: blobId, code: 'CR7-10', description: 'Back again', now })
      .then([
        { type: 'ProfileCouponAdded', data: { profileId, couponId: blobId, code: 'CR7-10', description: 'Back again', addedAt: now } },
      ]);
  });

  it('Given a coupon, When RemoveCoupon, Then ProfileCouponRemoved', () => {
    spec
      .given([saved, couponAdded])
      .when({ type: 'RemoveCoupon', couponId, now })
      .then([{ type: 'ProfileCouponRemoved', data: { profileId, couponId, removedAt: now } }]);
  });

  it('Given no such coupon, When RemoveCoupon, Then NotFound', () => {
    spec
      .given([saved])
      .when({ type: 'RemoveCoupon', couponId, now })
      .thenThrows(NotFoundError, /Coupon/);
  });

  it('Given a profile saved again after removal, When RemoveCoupon of before, Then NotFound', () => {
    spec.given([saved, couponAdded, removed, saved]).when({ type: 'RemoveCoupon', couponId, now }).thenThrows(NotFoundError);
  });
});
