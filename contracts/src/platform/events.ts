import { z } from 'zod';

export const actorSchema = z.object({
  userId: z.string().nullable(),
  role: z.string().nullable(),
  via: z.enum(['session', 'apiKey', 'system']),
});
export type Actor = z.infer<typeof actorSchema>;

/** Metadata carried by every event. */
export const eventMetadataSchema = z.object({
  orgId: z.string().nullable(),
  actor: actorSchema,
  correlationId: z.string(),
  causationId: z.string().nullable(),
  occurredAt: z.string().datetime({ offset: true }),
});
export type EventMetadata = z.infer<typeof eventMetadataSchema>;

/** The event union of a table of event schemas: one `{ type, data }` per entry, data as its schema parses it. */
export type EventsOf<Schemas extends Record<string, z.ZodType>> = {
  [T in keyof Schemas & string]: { type: T; data: z.infer<Schemas[T]> };
}[keyof Schemas & string];
