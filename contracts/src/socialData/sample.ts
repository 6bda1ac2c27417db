import { z } from 'zod';
import { profileSnapshotSchema } from './snapshot';

/** The creator sample shipped with Scout (`backend/src/socialData/sample/creators.json`). */
export const socialSampleSchema = z.object({
  /** Where the figures come from, for the attribution shown in SOURCE.md. */
  sources: z.array(z.string()),
  creators: z.array(profileSnapshotSchema),
});
export type SocialSample = z.infer<typeof socialSampleSchema>;
