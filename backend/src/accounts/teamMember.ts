import type {
  CredentialEvent,
  GuestShares,
  MemberInvited,
  MemberRole,
  TeamEvent,
  UserEvent,
  UserInfoUpdated,
  UserLoggedOut,
  UserRegistrationAbandoned,
} from '@scout/contracts/accounts';
import type { ROLES } from '@scout/contracts/accounts';
import type { Decider } from '@scout/platform/decider';
import { ConflictError, NotFoundError } from '@scout/platform/errors';
import { EMAIL_TAKEN } from './emailReservation';
import { assertUsable, type IssuedToken } from './linkTokens';

/** Who gives a team command: checked against the member it names. */
export interface TeamActor {
  userId: string;
  orgId: string;
  role: (typeof ROLES)[number];
}

interface NewSession {
  sessionId: string;
  tokenHash: string;
  expiresAt: string;
}

/** Commands on a team member's user stream; `now` is an ISO time. */
export type TeamMemberCommand =
  | { type: 'InviteMember'; data: MemberInvited['data'] }
  | { type: 'AcceptInvitation'; tokenHash: string; fullName: string; passwordHash: string; session: NewSession; now: string }
  | { type: 'UpdateMember'; actor: TeamActor; fullName?: string; role?: MemberRole; now: string }
  | { type: 'UpdateGuest'; actor: TeamActor; fullName?: string; shared?: Partial<GuestShares>; now: string }
  | { type: 'RemoveMember'; actor: TeamActor; now: string };

export type TeamMemberStreamEvent = TeamEvent | UserEvent | CredentialEvent | UserInfoUpdated | UserRegistrationAbandoned;

export interface TeamMemberState {
  /** `abandoned`: the stream holds UserRegistrationAbandoned; nobody is ever invited or registered on it. */
  status: 'none' | 'invited' | 'active' | 'removed' | 'abandoned';
  userId: string;
  orgId: string;
  email: string;
  fullName: string;
  role: (typeof ROLES)[number];
  invitation: IssuedToken | null;
  shared: GuestShares;
  openSessions: ReadonlySet<string>;
}

const NO_SHARES: GuestShares = { lists: [], profiles: [] };

/** The member named exists in the actor's organisation, and is someone the team routes may change. */
function assertManageable(state: TeamMemberState, actor: TeamActor): void {
  if (state.status === 'none' || state.status === 'removed' || state.orgId !== actor.orgId) throw new NotFoundError('Member not found');
  if (state.userId === actor.userId)
    throw new ConflictError('You cannot change or remove yourself through the team; use your account settings');
  if (state.role === 'owner') throw new ConflictError('The owner of the organisation cannot be changed or removed');
}

const renamed = (state: TeamMemberState, fullName: string | undefined, now: string): TeamEvent[] =>
  fullName !== undefined && fullName !== state.fullName ? [{ type: 'MemberRenamed', data: { fullName, renamedAt: now } }] : [];

export const teamMemberDecider: Decider<TeamMemberCommand, TeamMemberState, TeamMemberStreamEvent> = {
  initialState: () => ({
    status: 'none',
    userId: '',
    orgId: '',
    email: '',
    fullName: '',
    role: 'member',
    invitation: null,
    shared: NO_SHARES,
    openSessions: new Set(),
  }),

  decide(command, state) {
    switch (command.type) {
      case 'InviteMember':
        if (state.status === 'abandoned') throw new ConflictError(EMAIL_TAKEN);
        if (state.status !== 'none') throw new ConflictError('This user exists already');
        return [{ type: 'MemberInvited', data: command.data }];

      case 'AcceptInvitation': {
        if (state.status === 'abandoned') throw new ConflictError(EMAIL_TAKEN);
        assertUsable(state.invitation, command.tokenHash, command.now);
        if (state.status !== 'invited') throw new NotFoundError('This invitation is not valid any more');
        const { session, now } = command;
        return [
          { type: 'InvitationAccepted', data: { acceptedAt: now } },
          {
            type: 'UserRegistered',
            data: {
              userId: state.userId,
              orgId: state.orgId,
              email: state.email,
              fullName: command.fullName,
              role: state.role,
              passwordHash: command.passwordHash,
              newsletter: false,
              registeredAt: now,
            },
          },
          // The link came by mail to this address: that proves it.
          { type: 'EmailVerified', data: { verifiedAt: now } },
          {
            type: 'UserLoggedIn',
            data: { sessionId: session.sessionId, tokenHash: session.tokenHash, expiresAt: session.expiresAt, loggedInAt: now },
          },
        ];
      }

      case 'UpdateMember': {
        assertManageable(state, command.actor);
        const role = command.role;
        const roleChanged: TeamEvent[] =
          role !== undefined && role !== state.role && state.role !== 'owner'
            ? [{ type: 'MemberRoleChanged', data: { role, previousRole: state.role, changedAt: command.now } }]
            : [];
        return [...renamed(state, command.fullName, command.now), ...roleChanged];
      }

      case 'UpdateGuest': {
        assertManageable(state, command.actor);
        if (state.role !== 'guest') throw new ConflictError('Only guests have shared lists and profiles; this member is not a guest');
        const shared = { ...state.shared, ...command.shared };
        const sharesChanged: TeamEvent[] =
          command.shared && JSON.stringify(shared) !== JSON.stringify(state.shared)
            ? [{ type: 'GuestSharesChanged', data: { ...shared, changedAt: command.now } }]
            : [];
        return [...renamed(state, command.fullName, command.now), ...sharesChanged];
      }

      case 'RemoveMember': {
        assertManageable(state, command.actor);
        const loggedOut: UserLoggedOut[] = [...state.openSessions].map((sessionId) => ({
          type: 'UserLoggedOut',
          data: { sessionId, loggedOutAt: command.now },
        }));
        return [...loggedOut, { type: 'MemberRemoved', data: { removedAt: command.now } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'MemberInvited': {
        const { data } = event;
        return {
          ...state,
          status: 'invited',
          userId: data.userId,
          orgId: data.orgId,
          email: data.email,
          fullName: data.fullName,
          role: data.role,
          invitation: { tokenHash: data.tokenHash, expiresAt: data.expiresAt, used: false },
        };
      }
      case 'InvitationAccepted':
        return { ...state, invitation: state.invitation && { ...state.invitation, used: true } };
      case 'UserRegistered': {
        const { data } = event;
        return {
          ...state,
          status: 'active',
          userId: data.userId,
          orgId: data.orgId,
          email: data.email,
          fullName: data.fullName,
          role: data.role,
        };
      }
      case 'MemberRoleChanged':
        return { ...state, role: event.data.role };
      case 'MemberRenamed':
        return { ...state, fullName: event.data.fullName };
      case 'UserInfoUpdated':
        return event.data.fullName === undefined ? state : { ...state, fullName: event.data.fullName };
      case 'GuestSharesChanged':
        return { ...state, shared: { lists: event.data.lists, profiles: event.data.profiles } };
      case 'MemberRemoved':
        return { ...state, status: 'removed', invitation: state.invitation && { ...state.invitation, used: true } };
      case 'UserLoggedIn':
        return { ...state, openSessions: new Set([...state.openSessions, event.data.sessionId]) };
      case 'UserLoggedOut': {
        const openSessions = new Set(state.openSessions);
        openSessions.delete(event.data.sessionId);
        return { ...state, openSessions };
      }
      case 'UserRegistrationAbandoned':
        return { ...state, status: 'abandoned' };
      default:
        return state;
    }
  },
};
