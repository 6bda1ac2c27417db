import { z } from 'zod';

/** The answer schemas of the platform calls that had none (the route table's `answer`). */

/** One read model's health: figures only, never an error text. */
const projectionHealthSchema = z.object({
  name: z.string(),
  state: z.enum(['catching-up', 'live', 'retrying', 'stopped', 'standby']),
  checkpoint: z.string().nullable(),
  lag: z.number().int(),
  behind: z.boolean(),
  parked: z.number().int(),
  eventsPerSecond: z.number(),
  healthy: z.boolean(),
});

/** `GET /health` and `/health/ready` (503 with `status: unavailable`). */
export const healthAnswerSchema = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  database: z.enum(['up', 'down']),
  degraded: z.array(z.string()),
  projections: z.array(projectionHealthSchema),
});

/** `GET /health/live`. */
export const liveAnswerSchema = z.object({ status: z.literal('ok') });

/** `GET /dev/outbox`: the kept mail, newest first. */
export const outboxAnswerSchema = z.object({
  messages: z.array(
    z.object({
      _id: z.string(),
      from: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string().optional(),
      sentAt: z.string(),
    }),
  ),
});
