import { z } from 'zod';
import { PLAN_LIMIT_FIELDS } from './plans';

/** Organisation stream: the organisation moved to another plan (payment comes later). */
export const organizationPlanChangedSchema = z.object({ package: z.string(), changedAt: z.string() });

/** Organisation stream: monthly usage (`reports`, `searchCount`) went up; `period` is the UTC month `YYYY-MM`. */
export const usageRecordedSchema = z.object({
  field: z.enum(PLAN_LIMIT_FIELDS.filter((f) => f === 'reports' || f === 'searchCount') as ['reports', 'searchCount']),
  amount: z.number().int().min(1),
  period: z.string().regex(/^\d{4}-\d{2}$/),
  recordedAt: z.string(),
});

export const billingEventSchemas = {
  OrganizationPlanChanged: organizationPlanChangedSchema,
  UsageRecorded: usageRecordedSchema,
} as const;

export type OrganizationPlanChanged = { type: 'OrganizationPlanChanged'; data: z.infer<typeof organizationPlanChangedSchema> };
export type UsageRecorded = { type: 'UsageRecorded'; data: z.infer<typeof usageRecordedSchema> };
export type MonthlyUsageField = UsageRecorded['data']['field'];
