import { describe, it } from '@jest/globals';
import { NotFoundError } from '@scout/platform/errors';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import { profileSettingsDecider } from './profileSettings';
import { now, profileId, removed, saved, savedWithoutKey } from './testEvents';

const freshKey = 'N3wK3yN3wK3y';

const spec = deciderSpec(profileSettingsDecider);

describe('profile settings decider', () => {
  it('Given a saved profile, When SetTracking live on, Then ProfileTrackingChanged', () => {
    spec
      .given([saved])
      .when({ type: 'SetTracking', tracking: 'live', enabled: true, now })
      .then([{ type: 'ProfileTrackingChanged', data: { profileId, tracking: 'live', enabled: true, changedAt: now } }]);
  });

  it('Given live tracking on, When SetTracking story on, Then only story changes', () => {
    spec
      .given([saved, { type: 'ProfileTrackingChanged', data: { profileId, tracking: 'live', enabled: true, changedAt: now } }])
      .when({ type: 'SetTracking', tracking: 'story', enabled: true, now })
      .then([{ type: 'ProfileTrackingChanged', data: { profileId, tracking: 'story', enabled: true, changedAt: now } }]);
  });

  it('Given tracking off, When SetTracking off, Then nothing happens', () => {
    spec.given([saved]).when({ type: 'SetTracking', tracking: 'story', enabled: false, now }).then([]);
  });

  it('Given a saved profile, When SetShare disabled, Then ProfileShareChanged', () => {
    spec
      .given([saved])
      .when({ type: 'SetShare', disableShare: true, shareKey: freshKey, now })
      .then([{ type: 'ProfileShareChanged', data: { profileId, disableShare: true, changedAt: now } }]);
  });

  it('Given sharing on with a key, When SetShare enabled, Then nothing happens', () => {
    spec.given([saved]).when({ type: 'SetShare', disableShare: false, shareKey: freshKey, now }).then([]);
  });

  it('Given sharing off, When SetShare enabled, Then ProfileShareChanged with a new key (the old address stays dead)', () => {
    spec
      .given([saved, { type: 'ProfileShareChanged', data: { profileId, disableShare: true, changedAt: now } }])
      .when({ type: 'SetShare', disableShare: false, shareKey: freshKey, now })
      .then([{ type: 'ProfileShareChanged', data: { profileId, disableShare: false, shareKey: freshKey, changedAt: now } }]);
  });

  it('Given a profile saved before share keys, When SetShare enabled, Then it gets a key', () => {
    spec
      .given([savedWithoutKey])
      .when({ type: 'SetShare', disableShare: false, shareKey: freshKey, now })
      .then([{ type: 'ProfileShareChanged', data: { profileId, disableShare: false, shareKey: freshKey, changedAt: now } }]);
  });

  it('Given a saved profile, When SetAuditReportStatus requested, Then ProfileAuditReportStatusChanged', () => {
    spec
      .given([saved])
      .when({ type: 'SetAuditReportStatus', status: 'requested', now })
      .then([{ type: 'ProfileAuditReportStatusChanged', data: { profileId, status: 'requested', changedAt: now } }]);
  });

  it('Given status none, When SetAuditReportStatus none, Then nothing happens', () => {
    spec.given([saved]).when({ type: 'SetAuditReportStatus', status: 'none', now }).then([]);
  });

  it('Given a removed profile, When SetShare, Then NotFound', () => {
    spec.given([saved, removed]).when({ type: 'SetShare', disableShare: true, shareKey: freshKey, now }).thenThrows(NotFoundError);
  });

  it('Given nothing, When SetTracking, Then NotFound', () => {
    spec.given([]).when({ type: 'SetTracking', tracking: 'live', enabled: true, now }).thenThrows(NotFoundError);
  });

  it('Given a profile saved again after removal, Then its switches start over', () => {
    spec
      .given([saved, { type: 'ProfileShareChanged', data: { profileId, disableShare: true, changedAt: now } }, removed, saved])
      .when({ type: 'SetShare', disableShare: false, shareKey: freshKey, now })
      .then([]);
  });
});
