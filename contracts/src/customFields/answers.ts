import { z } from 'zod';
import { customFieldViewSchema, fieldCategoryViewSchema } from './responses';

/** The answer schemas of the custom-field calls that had none (the route table's `answer`). */
export const categoriesAnswerSchema = z.object({ categories: z.array(fieldCategoryViewSchema) });
export const categoryCreatedAnswerSchema = categoriesAnswerSchema.extend({ category: fieldCategoryViewSchema });
export const categoryDeletedAnswerSchema = z.object({ deleted: z.literal(true), categoryId: z.string() });
export const fieldCreatedAnswerSchema = z.object({ field: customFieldViewSchema });
export const fieldDeletedAnswerSchema = z.object({ deleted: z.literal(true), fieldId: z.string() });
