import { z } from 'zod';
import { platformSchema, saveProfileRequestSchema } from '../profiles/requests';

export const IMPORT_MAX_ROWS = 5000;
export const DEFAULT_IMPORT_PLATFORM = 'instagram';

const group = z.string().trim().min(1).max(100).optional();

/**
 * `POST /customer/socialProfile/upload-multi` as JSON: handles as text (on `platform`) or as
 * `{ platform, username }`. Each handle is checked by the job's reader, so one bad row does not
 * refuse the rest.
 */
export const importJsonRequestSchema = z.object({
  profiles: z
    .array(z.union([z.string().max(200), z.object({ platform: z.string().max(40), username: z.string().max(200) })]))
    .min(1, 'Add at least one profile')
    .max(IMPORT_MAX_ROWS, `At most ${IMPORT_MAX_ROWS} profiles at once`),
  platform: platformSchema.default(DEFAULT_IMPORT_PLATFORM),
  group,
});
export type ImportJsonRequest = z.infer<typeof importJsonRequestSchema>;

/** The text fields beside the `file` of a multipart import. */
export const importFormFieldsSchema = z.object({ platform: platformSchema.default(DEFAULT_IMPORT_PLATFORM), group });

export const importIdParamsSchema = z.object({ importId: z.string().uuid() });

export const listImportsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });

/** One row of an import, checked: a handle on a platform. */
export const importRowSchema = saveProfileRequestSchema;

/** The job that saves an import's handles. */
export const IMPORT_PROFILES_JOB = 'importProfiles';
export const importProfilesJobSchema = z.object({ orgId: z.string().uuid(), importId: z.string().uuid() });
export type ImportProfilesJob = z.infer<typeof importProfilesJobSchema>;
