import { z } from 'zod';
import { CUSTOM_FIELD_TYPES } from './constants';

export const fieldCategoryViewSchema = z.object({ _id: z.string(), name: z.string(), createdAt: z.string() });
export type FieldCategoryView = z.infer<typeof fieldCategoryViewSchema>;

export const customFieldViewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.enum(CUSTOM_FIELD_TYPES),
  options: z.array(z.string()),
  categoryId: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomFieldView = z.infer<typeof customFieldViewSchema>;

/** `GET /customer/custom-fields`: categories in their order, fields by name. */
export const customFieldsResponseSchema = z.object({
  categories: z.array(fieldCategoryViewSchema),
  fields: z.array(customFieldViewSchema),
});
export type CustomFieldsResponse = z.infer<typeof customFieldsResponseSchema>;
