import { z } from 'zod';

/**
 * Events on an organisation's plan usage streams (`planUsage-<orgId>:<counter>`, see planUsageStream):
 * what counts against one of the plan's limits, reserved at the stream's expected revision before
 * the work is accepted and given back when the work fails or what it made is removed.
 */
const heldSchema = z.object({ key: z.string().min(1), amount: z.number().int().min(0) });

/**
 * What was held when the stream began, counted from the read models (first in the stream, once):
 * `held` by key (a saved profile), `others` without one (reports of the month before the stream).
 */
export const usageCountedSchema = z.object({ held: z.array(heldSchema), others: z.number().int().min(0), countedAt: z.string() });
/** `amount` of the limit (1 profile or report, or bytes) held for `key` (a profile, report or upload id). */
export const usageReservedSchema = heldSchema.extend({ reservedAt: z.string() });
/** The reservation of `key` no longer counts here: the work failed, was removed, or is counted by a read model now. */
export const usageGivenBackSchema = z.object({ key: z.string().min(1), givenBackAt: z.string() });

export const planUsageEventSchemas = {
  UsageCounted: usageCountedSchema,
  UsageReserved: usageReservedSchema,
  UsageGivenBack: usageGivenBackSchema,
} as const;

type Of<T extends keyof typeof planUsageEventSchemas> = { type: T; data: z.infer<(typeof planUsageEventSchemas)[T]> };
export type UsageHeld = z.infer<typeof heldSchema>;
export type UsageCounted = Of<'UsageCounted'>;
export type UsageReserved = Of<'UsageReserved'>;
export type UsageGivenBack = Of<'UsageGivenBack'>;
export type PlanUsageEvent = UsageCounted | UsageReserved | UsageGivenBack;
