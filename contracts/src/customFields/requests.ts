import { z } from 'zod';
import { CUSTOM_FIELD_NAME_MAX, CUSTOM_FIELD_TYPES, SELECT_OPTION_MAX, SELECT_OPTIONS_MAX } from './constants';

const nameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(CUSTOM_FIELD_NAME_MAX, `Name may hold at most ${CUSTOM_FIELD_NAME_MAX} characters`);

export const createFieldCategoryRequestSchema = z.object({ name: nameSchema });

/** Move semantics: the category at `fromIndex` moves to `toIndex`. */
export const sortFieldCategoriesRequestSchema = z.object({
  fromIndex: z.number().int().min(0),
  toIndex: z.number().int().min(0),
});

const optionSchema = z.string().trim().min(1).max(SELECT_OPTION_MAX);

/** `POST /customer/custom-field`: a `select` needs its options; other types take none. */
export const createCustomFieldRequestSchema = z
  .object({
    name: nameSchema,
    type: z.enum(CUSTOM_FIELD_TYPES),
    options: z.array(optionSchema).max(SELECT_OPTIONS_MAX).optional(),
    categoryId: z.string().uuid('Unknown field category').optional(),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'select' && !body.options?.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'A select field needs at least one option' });
    }
    if (body.type !== 'select' && body.options?.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Only select fields have options' });
    }
    const keys = (body.options ?? []).map((o) => o.toLowerCase());
    if (new Set(keys).size !== keys.length) ctx.addIssue({ code: 'custom', path: ['options'], message: 'Options must differ' });
  });
export type CreateCustomFieldRequest = z.infer<typeof createCustomFieldRequestSchema>;

export const customFieldIdParamsSchema = z.object({ id: z.string().uuid('Unknown custom field') });
export const fieldCategoryIdParamsSchema = z.object({ id: z.string().uuid('Unknown field category') });
