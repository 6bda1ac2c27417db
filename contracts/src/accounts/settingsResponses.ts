import { z } from 'zod';
import { PLAN_LIMIT_FIELDS } from '../billing/plans';
import { JOB_ROLES } from './constants';
import { SURVEY_STATUSES } from './settingsRequests';

/** A limit as JSON carries it: a number, or the text `Infinity` (API.md). */
export const limitJsonSchema = z.union([z.number(), z.literal('Infinity')]);

const limitsShape = Object.fromEntries(PLAN_LIMIT_FIELDS.map((f) => [f, limitJsonSchema])) as Record<
  (typeof PLAN_LIMIT_FIELDS)[number],
  typeof limitJsonSchema
>;
const usageShape = Object.fromEntries(PLAN_LIMIT_FIELDS.map((f) => [f, z.number()])) as Record<
  (typeof PLAN_LIMIT_FIELDS)[number],
  z.ZodNumber
>;

export const planLimitsJsonSchema = z.object(limitsShape);
export const planUsageSchema = z.object(usageShape);

/** `publicProfiles`: whether the organisation's saved profiles have public pages at all (on unless turned off). */
export const accountConfigSchema = z.object({ userGuide: z.boolean(), enableAdvancedSearch: z.boolean(), publicProfiles: z.boolean() });
export type AccountConfig = z.infer<typeof accountConfigSchema>;

/** The plan and settings part of `orgInfo` (`me`, `GET /customer/account/organization`). */
export const orgPlanInfoSchema = z.object({
  limits: planLimitsJsonSchema,
  usage: planUsageSchema,
  /** The features of the plan (spec section 6), by name. */
  features: z.record(z.string(), z.boolean()),
  agencyPlan: z.boolean(),
  trialEndsAt: z.string().nullable(),
  surveyStatus: z.enum(SURVEY_STATUSES),
  accountConfig: accountConfigSchema,
  country: z.string().optional(),
  /** The country of the sign-up's request as a trusted proxy gave it, when whitelisted (WHITELISTED_COUNTRY_CODES); else null. */
  ipCountry: z.string().nullable(),
});

export const statusFlagsViewSchema = z.object({ hideEmptyList: z.boolean(), fullAccessPopUp: z.boolean(), hideChecklist: z.boolean() });
export type StatusFlagsView = z.infer<typeof statusFlagsViewSchema>;
/** A flag the user never set reads as off. */
export const DEFAULT_STATUS_FLAGS: StatusFlagsView = { hideEmptyList: false, fullAccessPopUp: false, hideChecklist: false };

/** The user's own settings on the user view. */
export const userSettingsInfoSchema = z.object({
  newsletter: z.boolean(),
  phone: z.string().optional(),
  jobRole: z.enum(JOB_ROLES).optional(),
  statusFlags: statusFlagsViewSchema,
});

/** `GET /customer/account/usage`: usage against the plan's limits, only the `fields` asked for. */
export const usageResponseSchema = z.object({
  package: z.string(),
  usage: planUsageSchema.partial(),
  limits: planLimitsJsonSchema.partial(),
});
export type UsageResponse = z.infer<typeof usageResponseSchema>;
