import { z } from 'zod';
import { connectPageSchema } from './responses';

/** The answer schemas of the creator-connect calls (the route table's `answer`). */

/** `GET /misc/socialProfile/phyllo/{uid}`: what the creator's connect page shows. */
export const connectPageAnswerSchema = connectPageSchema;
/** `PUT /customer/socialProfile/thirdparty-connect`. */
export const connectCompletedAnswerSchema = z.object({ connected: z.literal(true), platform: z.string(), username: z.string() });
