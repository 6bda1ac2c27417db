import { randomUUID } from 'node:crypto';
import type { TestApp } from './app';

/** Marks a user's email as verified, as opening the mailed link would (an `EmailVerified` event). */
export async function markEmailVerified(app: TestApp, userId: string, orgId: string | null = null): Promise<void> {
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
  await app.scout.runner.waitFor(position, 10_000);
}
