import { z } from 'zod';

/** A query or body that takes nothing: any parameter or field sent is a 400, never silently dropped. */
export const noParametersSchema = z.object({}).strict();
