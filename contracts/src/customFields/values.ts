import { z } from 'zod';
import type { CustomFieldType } from './constants';
import { TEXT_VALUE_MAX } from './constants';

/**
 * The schema a value of a custom field must pass (the profile's `info` edit-field); `null` clears
 * the value. Dates are calendar days, `YYYY-MM-DD`.
 */
export function customFieldValueSchemaFor(field: { type: CustomFieldType; options: readonly string[] }) {
  const byType = {
    text: z.string().trim().max(TEXT_VALUE_MAX),
    number: z.number().finite(),
    boolean: z.boolean(),
    date: z.iso.date('Expected a date such as 2026-11-23'),
    select: z.string().refine((v) => field.options.includes(v), { message: `Expected one of: ${field.options.join(', ')}` }),
  } satisfies Record<CustomFieldType, z.ZodType>;
  return byType[field.type].nullable();
}
