import { z } from 'zod';
import { PLAN_LIMIT_FIELDS } from '../billing/plans';
import { JOB_ROLES } from './constants';

const atLeastOne = (what: string) => [(v: object) => Object.keys(v).length > 0, `Send at least one of ${what}`] as const;

/** `PUT /customer/account/updateUserInfo`: the signed-in user's own details. */
export const updateUserInfoRequestSchema = z
  .object({
    fullName: z.string().trim().min(1).max(120).optional(),
    phone: z.string().trim().max(40).optional(),
    newsletter: z.boolean().optional(),
    jobRole: z.enum(JOB_ROLES).optional(),
  })
  .refine(...atLeastOne('fullName, phone, newsletter, jobRole'));
export type UpdateUserInfoRequest = z.infer<typeof updateUserInfoRequestSchema>;

/** `GET /customer/account/usage?fields=profiles,reports`: only those fields; all without it. */
export const usageQuerySchema = z.object({
  fields: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(PLAN_LIMIT_FIELDS)).max(PLAN_LIMIT_FIELDS.length))
    .optional(),
});
export type UsageQuery = z.infer<typeof usageQuerySchema>;

/** Survey answers: question → answer (text, number, yes/no or a few choices). */
export const surveyDataSchema = z
  .record(z.string().trim().min(1).max(100), z.union([z.string().max(2000), z.number(), z.boolean(), z.array(z.string().max(200)).max(50)]))
  .refine((d) => Object.keys(d).length <= 50, 'At most 50 answers');
export const surveyRequestSchema = z.object({ data: surveyDataSchema });
export type SurveyRequest = z.infer<typeof surveyRequestSchema>;

/** `PUT /customer/account/config`: any of `{ userGuide, enableAdvancedSearch, publicProfiles }`. */
export const accountConfigRequestSchema = z
  .object({ userGuide: z.boolean().optional(), enableAdvancedSearch: z.boolean().optional(), publicProfiles: z.boolean().optional() })
  .refine(...atLeastOne('userGuide, enableAdvancedSearch, publicProfiles'));
export type AccountConfigRequest = z.infer<typeof accountConfigRequestSchema>;

/** UI flags kept per user (spec UI state): hide empty lists, the full-access popup seen, the dashboard's first-run checklist dismissed. */
export const statusFlagsSchema = z.object({
  hideEmptyList: z.boolean().optional(),
  fullAccessPopUp: z.boolean().optional(),
  hideChecklist: z.boolean().optional(),
});
export const statusFlagsRequestSchema = statusFlagsSchema.refine(...atLeastOne('hideEmptyList, fullAccessPopUp, hideChecklist'));
export type StatusFlags = z.infer<typeof statusFlagsSchema>;

/** `PUT /customer/country`: an ISO 3166-1 alpha-2 code, any case. */
export const countryRequestSchema = z.object({
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Country must be a two-letter ISO code such as AT'),
});

export const createTicketRequestSchema = z.object({
  subject: z.string().trim().min(1).max(200),
  text: z.string().trim().min(1).max(10_000),
});
export type CreateTicketRequest = z.infer<typeof createTicketRequestSchema>;

/** `POST /customer/account/search-export`: see discovery/exports.ts (`searchExportRequestSchema`). */

/** Default number of extra searches asked for (spec: "default searchCredit"). */
export const DEFAULT_SEARCH_CREDIT_REQUEST = 100;
export const requestSearchCreditsRequestSchema = z.object({
  reason: z.string().trim().min(1).max(2000),
  searchCredit: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_SEARCH_CREDIT_REQUEST),
});

export const SURVEY_STATUSES = ['pending', 'completed'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];
