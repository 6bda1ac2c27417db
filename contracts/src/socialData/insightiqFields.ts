import { z } from 'zod';

/** A number InsightIQ may leave out or send as null: null either way. */
export const optionalNumber = z
  .number()
  .nullish()
  .transform((v) => v ?? null);

/** A text InsightIQ may leave out or send as null: null either way. */
export const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? null);
