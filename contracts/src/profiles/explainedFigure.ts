import { z } from 'zod';

/** A figure with the formula it came from and the inputs it used, so the user can check it ("how computed"). */
export const explainedFigureSchema = z.object({
  value: z.number().nullable(),
  formula: z.string(),
  inputs: z.record(z.string(), z.number().nullable()),
});
export type ExplainedFigure = z.infer<typeof explainedFigureSchema>;
