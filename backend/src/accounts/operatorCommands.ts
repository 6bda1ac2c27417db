import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@scout/contracts/platform/events';
import { organizationSeatsStream, userStream } from '@scout/contracts/platform/streams';
import { handleCommand } from '@scout/platform/commandHandler';
import type { EventStore } from '@scout/platform/eventstore/port';
import { seatsDecider, SeatsNotCountedError } from './seats';
import { teamMemberDecider, type TeamMemberStreamEvent } from './teamMember';

/**
 * Operator command: removes a user account outright, ending its sessions, as the team's removal
 * does but for any role (the system acts, not a member). It resolves an email registered twice
 * before the write side reserved emails: the duplicate's registration sits parked in the users
 * read model, and after this removal `npm run projections -- replay users` applies it as removed.
 */
export async function removeUserAsOperator(eventStore: EventStore, userId: string, now: Date): Promise<'removed' | 'already removed'> {
  const stream = userStream(userId);
  const history = await eventStore.readStream(stream);
  if (history.length === 0) throw new Error(`no user ${userId}`);
  const state = history
    .map((e) => ({ type: e.type, data: e.data }) as TeamMemberStreamEvent)
    .reduce(teamMemberDecider.evolve, teamMemberDecider.initialState());
  if (state.status === 'removed') return 'already removed';
  const at = now.toISOString();
  const events: TeamMemberStreamEvent[] = [
    ...[...state.openSessions].map((sessionId): TeamMemberStreamEvent => ({ type: 'UserLoggedOut', data: { sessionId, loggedOutAt: at } })),
    { type: 'MemberRemoved', data: { removedAt: at } },
  ];
  const orgId =
    (history.find((e) => e.type === 'UserRegistered' || e.type === 'MemberInvited')?.data as { orgId?: string } | undefined)?.orgId ?? null;
  const metadata: EventMetadata = {
    orgId,
    actor: { userId: null, role: null, via: 'system' },
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: at,
  };
  await eventStore.append(
    stream,
    events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata })),
    { expectedRevision: history.at(-1)!.revision },
  );
  if (orgId) await releaseSeat(eventStore, orgId, userId, metadata);
  return 'removed';
}

/**
 * The removed user's seat is free again. A team whose seats were never counted needs nothing: its
 * first seats command counts them from the members read model, which will show the removal.
 */
async function releaseSeat(eventStore: EventStore, orgId: string, userId: string, metadata: EventMetadata): Promise<void> {
  try {
    const command = { type: 'ReleaseSeat', userId, baseline: null, now: metadata.occurredAt } as const;
    await handleCommand(eventStore, seatsDecider, organizationSeatsStream(orgId), command, metadata);
  } catch (error) {
    if (!(error instanceof SeatsNotCountedError)) throw error;
  }
}
