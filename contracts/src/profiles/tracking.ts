import { z } from 'zod';

/** The job that asks the provider again about every saved profile with live tracking on. */
export const REFRESH_TRACKED_PROFILES_JOB = 'refreshTrackedProfiles';
/** It runs on a schedule and takes no data. */
export const refreshTrackedProfilesJobSchema = z.object({}).strict();
export type RefreshTrackedProfilesJob = z.infer<typeof refreshTrackedProfilesJobSchema>;

/** An agenda interval such as '6 hours' or '30 minutes'. */
export const trackingIntervalSchema = z
  .string()
  .regex(/^\d+ (second|minute|hour|day|week)s?$/, 'must read like "6 hours" (a number, then second/minute/hour/day/week)');
