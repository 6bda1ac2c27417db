import { z } from 'zod';
import type { KNOWN_PLATFORMS } from '../profiles/constants';
import { centsSchema } from '../platform/money';

/**
 * CPM values for the earned media value of campaigns: what 1,000 views are worth on each platform,
 * per organisation (stream `campaignSettings-<orgId>`). Until an organisation sets its own, the
 * defaults below apply (and the answer says so).
 */
export const DEFAULT_CPM_CURRENCY = 'EUR';
export const DEFAULT_CPM_VALUES_CENTS: Readonly<Record<(typeof KNOWN_PLATFORMS)[number], number>> = {
  instagram: 800,
  tiktok: 600,
  youtube: 1000,
};

const platform = z.string().regex(/^[a-z][a-z0-9]{1,29}$/);
const currency = z.string().regex(/^[A-Z]{3}$/);

export const campaignCpmValuesSetSchema = z.object({
  currency,
  /** Per platform, cents per 1,000 views. */
  valuesCents: z.record(platform, z.number().int().nonnegative()),
  setAt: z.string(),
});

export const campaignSettingsEventSchemas = {
  CampaignCpmValuesSet: campaignCpmValuesSetSchema,
} as const;

/** `PUT /customer/campaign-settings/emv`. Platforms left out have no CPM value (their views earn nothing). */
export const setCpmValuesRequestSchema = z.object({
  currency: z.string().trim().toUpperCase().pipe(currency),
  /** Cents per 1,000 views (850 for 8.50). */
  valuesCents: z
    .record(platform, centsSchema)
    .refine((v) => Object.keys(v).length > 0 && Object.keys(v).length <= 20, 'Between 1 and 20 platforms'),
});
export type SetCpmValuesRequest = z.infer<typeof setCpmValuesRequestSchema>;

/** What `GET /customer/campaign-settings/emv` answers (cents per 1,000 views, as set). */
export const cpmSettingsViewSchema = z.object({
  currency,
  valuesCents: z.record(z.string(), z.number().int()),
  /** True while the organisation has not set its own values. */
  isDefault: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type CpmSettingsView = z.infer<typeof cpmSettingsViewSchema>;
