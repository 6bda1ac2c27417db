import type { AUDIT_REPORT_STATUSES, ProfileEvent } from '@scout/contracts/profiles';
import { NotFoundError } from '@scout/platform/errors';
import type { Decider } from '@scout/platform/decider';

type AuditReportStatus = (typeof AUDIT_REPORT_STATUSES)[number];
/** The flag an earlier, placeholder connect set (ProfileConnectionChanged); creator connect is in `../connect`. */
type Connection = { connected: boolean; via: 'direct' | 'thirdparty'; readComments: boolean };

export type ProfileSettingsCommand =
  | { type: 'SetTracking'; tracking: 'live' | 'story'; enabled: boolean; now: string }
  /** `shareKey`: a fresh key, taken when sharing is turned on (or the profile has none yet). */
  | { type: 'SetShare'; disableShare: boolean; shareKey: string; now: string }
  | { type: 'SetAuditReportStatus'; status: AuditReportStatus; now: string };

export type ProfileSettingsState =
  | { status: 'none' | 'removed' }
  | {
      status: 'saved';
      profileId: string;
      live: boolean;
      story: boolean;
      disableShare: boolean;
      /** The secret part of the public address; null for profiles saved before keys existed, until shared again. */
      shareKey: string | null;
      auditReportStatus: AuditReportStatus;
      connection: Connection;
    };

/**
 * Switches of a saved profile on its stream (`savedProfile-<id>`): live and story tracking,
 * the public share, the audit report's status and the creator's account connection.
 * Setting a switch to the value it has changes nothing.
 */
export const profileSettingsDecider: Decider<ProfileSettingsCommand, ProfileSettingsState, ProfileEvent> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    if (state.status !== 'saved') throw new NotFoundError('Profile not found');
    const { profileId } = state;
    switch (command.type) {
      case 'SetTracking': {
        const current = command.tracking === 'live' ? state.live : state.story;
        if (current === command.enabled) return [];
        return [
          {
            type: 'ProfileTrackingChanged',
            data: { profileId, tracking: command.tracking, enabled: command.enabled, changedAt: command.now },
          },
        ];
      }
      case 'SetShare':
        if (command.disableShare) {
          if (state.disableShare) return [];
          return [{ type: 'ProfileShareChanged', data: { profileId, disableShare: true, changedAt: command.now } }];
        }
        // Turned on again, or on without a key (saved before keys existed): a new address, the old one stays dead.
        if (!state.disableShare && state.shareKey) return [];
        return [
          { type: 'ProfileShareChanged', data: { profileId, disableShare: false, shareKey: command.shareKey, changedAt: command.now } },
        ];
      case 'SetAuditReportStatus':
        if (state.auditReportStatus === command.status) return [];
        return [{ type: 'ProfileAuditReportStatusChanged', data: { profileId, status: command.status, changedAt: command.now } }];
    }
  },

  evolve(state, event) {
    if (event.type === 'ProfileSaved') {
      return {
        status: 'saved',
        profileId: event.data.profileId,
        live: false,
        story: false,
        disableShare: false,
        shareKey: event.data.shareKey ?? null,
        auditReportStatus: 'none',
        connection: { connected: false, via: 'direct', readComments: false },
      };
    }
    if (state.status !== 'saved') return state;
    switch (event.type) {
      case 'ProfileRemoved':
        return { status: 'removed' };
      case 'ProfileTrackingChanged':
        return event.data.tracking === 'live' ? { ...state, live: event.data.enabled } : { ...state, story: event.data.enabled };
      case 'ProfileShareChanged':
        return { ...state, disableShare: event.data.disableShare, shareKey: event.data.shareKey ?? state.shareKey };
      case 'ProfileAuditReportStatusChanged':
        return { ...state, auditReportStatus: event.data.status };
      case 'ProfileConnectionChanged': {
        const { connected, via, readComments } = event.data;
        return { ...state, connection: { connected, via, readComments } };
      }
      default:
        return state;
    }
  },
};
