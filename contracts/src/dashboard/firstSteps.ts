import { z } from 'zod';
import { FIRST_STEPS, type FirstStep } from './firstStepNames';

export * from './firstStepNames';

/** Which steps of the first-run checklist the organisation has done. */
export const firstStepsSchema = z.object(
  Object.fromEntries(FIRST_STEPS.map((step) => [step, z.boolean()])) as Record<FirstStep, z.ZodBoolean>,
);
