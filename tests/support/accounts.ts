import { randomUUID } from 'node:crypto';
import { hashToken, newToken } from '../../backend/src/accounts/tokens';
import type { TestApp } from './app';

/** Marks a user's email as verified, as opening the mailed link would (an `EmailVerified` event). */
export async function markEmailVerified(
  app: { scout: Pick<TestApp['scout'], 'ctx'> },
  userId: string,
  orgId: string | null = null,
): Promise<void> {
  const now = app.scout.ctx.clock().toISOString();
  const { position } = await app.scout.ctx.eventStore.append(
    `user-${userId}`,
    [
      {
        id: randomUUID(),
        type: 'EmailVerified',
        data: { verifiedAt: now },
        metadata: { orgId, actor: { userId, role: null, via: 'system' }, correlationId: 'test', causationId: null, occurredAt: now },
      },
    ],
    { expectedRevision: 'any' },
  );
  await app.scout.ctx.projections.waitFor(position, 10_000, { ownWrites: true });
}

/**
 * A signed-in team member of an organisation, written straight as events (UserRegistered,
 * UserLoggedIn, EmailVerified): the fixture for tests about what each role may do. Answers the
 * member's session token.
 */
export async function memberWithSession(
  app: { scout: Pick<TestApp['scout'], 'ctx'> },
  orgId: string,
  role: 'admin' | 'member' | 'guest',
): Promise<string> {
  const userId = randomUUID();
  const token = newToken();
  const now = app.scout.ctx.clock();
  const at = now.toISOString();
  const metadata = { orgId, actor: { userId, role, via: 'system' as const }, correlationId: 'test', causationId: null, occurredAt: at };
  const { position } = await app.scout.ctx.eventStore.append(
    `user-${userId}`,
    [
      {
        id: randomUUID(),
        type: 'UserRegistered',
        data: {
          userId,
          orgId,
          email: `${role}-${userId}@example.com`,
          fullName: role,
          role,
          passwordHash: '-',
          newsletter: false,
          registeredAt: at,
        },
        metadata,
      },
      {
        id: randomUUID(),
        type: 'UserLoggedIn',
        data: {
          sessionId: randomUUID(),
          tokenHash: hashToken(token),
          expiresAt: new Date(now.getTime() + 86_400_000).toISOString(),
          loggedInAt: at,
        },
        metadata,
      },
      { id: randomUUID(), type: 'EmailVerified', data: { verifiedAt: at }, metadata },
    ],
    { expectedRevision: 'no_stream' },
  );
  await app.scout.ctx.projections.waitFor(position, 10_000, { ownWrites: true });
  return token;
}
