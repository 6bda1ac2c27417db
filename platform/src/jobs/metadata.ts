import type { EventMetadata } from '@scout/contracts/platform/events';
import type { PlatformContext } from '../context';

/** Metadata of the events a job records for an organisation: the system acts, the job's id correlates. */
export const jobMetadata = (ctx: PlatformContext, orgId: string, jobId: string): EventMetadata => ({
  orgId,
  actor: { userId: null, role: null, via: 'system' },
  correlationId: jobId,
  causationId: null,
  occurredAt: ctx.clock().toISOString(),
});
