import { z } from 'zod';
import type { EventsOf } from '../platform/events';
import { CUSTOM_FIELD_TYPES } from './constants';

/** Events of an organisation's custom-fields stream (`customFields-<orgId>`): fields and their categories. */
const at = z.string();
const categoryId = z.string().uuid();
const fieldId = z.string().uuid();

export const fieldCategoryCreatedSchema = z.object({ categoryId, name: z.string(), createdAt: at });
/** The category at `fromIndex` now sits at `toIndex`; the others keep their relative order. */
export const fieldCategoryMovedSchema = z.object({ categoryId, fromIndex: z.number().int(), toIndex: z.number().int(), movedAt: at });
export const fieldCategoryDeletedSchema = z.object({ categoryId, deletedAt: at });

export const customFieldCreatedSchema = z.object({
  fieldId,
  name: z.string(),
  type: z.enum(CUSTOM_FIELD_TYPES),
  /** select only: the choices, in order */
  options: z.array(z.string()),
  categoryId: categoryId.nullable(),
  createdAt: at,
});
/** The field's category was deleted: the field stays, without a category. */
export const customFieldCategoryClearedSchema = z.object({ fieldId, categoryId, clearedAt: at });
export const customFieldDeletedSchema = z.object({ fieldId, deletedAt: at });

export const customFieldEventSchemas = {
  FieldCategoryCreated: fieldCategoryCreatedSchema,
  FieldCategoryMoved: fieldCategoryMovedSchema,
  FieldCategoryDeleted: fieldCategoryDeletedSchema,
  CustomFieldCreated: customFieldCreatedSchema,
  CustomFieldCategoryCleared: customFieldCategoryClearedSchema,
  CustomFieldDeleted: customFieldDeletedSchema,
} as const;

export type CustomFieldEvent = EventsOf<typeof customFieldEventSchemas>;
export type CustomFieldEventType = CustomFieldEvent['type'];
