import { z } from 'zod';
import { discoverFilterSchema } from '../discovery/search';
import { JOB_ROLES } from './constants';
import { statusFlagsSchema, surveyDataSchema } from './settingsRequests';

/** User stream: the user changed their own details. Only the fields that changed are present. */
export const userInfoUpdatedSchema = z.object({
  fullName: z.string().optional(),
  phone: z.string().optional(),
  newsletter: z.boolean().optional(),
  jobRole: z.enum(JOB_ROLES).optional(),
  updatedAt: z.string(),
});

/** User stream: UI flags of the spec's client state (hideEmptyList, fullAccessPopUp). */
export const userStatusFlagsChangedSchema = z.object({ flags: statusFlagsSchema, changedAt: z.string() });

/** Organisation stream events below. */
export const accountConfigChangedSchema = z.object({
  userGuide: z.boolean().optional(),
  enableAdvancedSearch: z.boolean().optional(),
  /** False: the organisation's public profile pages answer 404 (on by default). */
  publicProfiles: z.boolean().optional(),
  changedAt: z.string(),
});
export const surveySubmittedSchema = z.object({ data: surveyDataSchema, submittedAt: z.string() });
export const organizationCountryChangedSchema = z.object({ country: z.string(), changedAt: z.string() });
export const supportTicketCreatedSchema = z.object({
  ticketId: z.string().uuid(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
/**
 * A search export was asked for. Earlier ones sit on the organisation stream without a filter; since
 * discovery they open their own stream (`searchExport-<exportId>`) with the search's filter.
 */
export const searchExportRequestedSchema = z.object({
  exportId: z.string().uuid(),
  profileCount: z.number().int(),
  filter: discoverFilterSchema.optional(),
  requestedAt: z.string(),
});
export const searchCreditsRequestedSchema = z.object({
  requestId: z.string().uuid(),
  reason: z.string(),
  searchCredit: z.number().int(),
  requestedAt: z.string(),
});

export const settingsEventSchemas = {
  UserInfoUpdated: userInfoUpdatedSchema,
  UserStatusFlagsChanged: userStatusFlagsChangedSchema,
  AccountConfigChanged: accountConfigChangedSchema,
  SurveySubmitted: surveySubmittedSchema,
  OrganizationCountryChanged: organizationCountryChangedSchema,
  SupportTicketCreated: supportTicketCreatedSchema,
  SearchExportRequested: searchExportRequestedSchema,
  SearchCreditsRequested: searchCreditsRequestedSchema,
} as const;

type Of<T extends keyof typeof settingsEventSchemas> = { type: T; data: z.infer<(typeof settingsEventSchemas)[T]> };
export type UserInfoUpdated = Of<'UserInfoUpdated'>;
export type UserStatusFlagsChanged = Of<'UserStatusFlagsChanged'>;
export type UserSettingsEvent = UserInfoUpdated | UserStatusFlagsChanged;
export type OrganizationSettingsEvent =
  | Of<'AccountConfigChanged'>
  | Of<'SurveySubmitted'>
  | Of<'OrganizationCountryChanged'>
  | Of<'SupportTicketCreated'>
  | Of<'SearchExportRequested'>
  | Of<'SearchCreditsRequested'>;
