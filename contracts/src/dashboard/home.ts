import { z } from 'zod';
import { planLimitsJsonSchema, planUsageSchema } from '../accounts/settingsResponses';
import { recentActivitySchema } from './activity';
import { firstStepsSchema } from './firstSteps';

/** How many entries `recentActivity` holds, newest first. */
export const RECENT_ACTIVITY_LIMIT = 20;
/** How many Europe/Vienna days `profilesPerDay` covers, ending today. */
export const PROFILES_PER_DAY_DAYS = 30;

/** `GET /customer/home`: the dashboard. */
export const homeResponseSchema = z.object({
  counts: z.object({ profiles: z.number(), contents: z.number(), campaigns: z.number(), lists: z.number() }),
  /** Usage against the organisation's plan; an unbounded limit travels as the text `Infinity`. */
  usage: z.object({ package: z.string(), usage: planUsageSchema, limits: planLimitsJsonSchema }),
  /** Profiles saved per Europe/Vienna day, oldest first, one entry per day (zeros included). */
  profilesPerDay: z.array(z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), count: z.number() })),
  recentActivity: z.array(recentActivitySchema),
  /** Which steps of the first-run checklist the organisation has done. */
  firstSteps: firstStepsSchema,
  /** While the organisation is on an unpaid plan with a trial end: when the trial ends (the date Billing shows). */
  trial: z.object({ endsAt: z.string() }).nullable(),
});
export type HomeResponse = z.infer<typeof homeResponseSchema>;
