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

/** Why a live-tracking refresh of one item failed: the provider failed, or it no longer knows the post. */
export type RefreshFailureReason = 'provider_error' | 'unknown';
/** Backoff of a failing item: it is next tried after 2^failures intervals, at most this many. */
export const TRACKING_BACKOFF_MAX_FACTOR = 8;
/** How many intervals to wait after `failures` failures in a row (1, 2, 4, 8, 8, …). */
export const trackingBackoffFactor = (failures: number): number => Math.min(2 ** Math.max(0, failures), TRACKING_BACKOFF_MAX_FACTOR);
