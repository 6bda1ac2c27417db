import { z } from 'zod';
import { profileListResponseSchema } from '../profiles/responses';
import { publicListProfileSchema } from './responses';

/** The answer schemas of the shared-list calls (the route table's `answer`). */
const sharedListName = z.object({ name: z.string(), count: z.number().int() });

/** `GET /misc/sharedlist/{id}`: the list's name and how many profiles the public sees. */
export const sharedListAnswerSchema = z.object({ list: sharedListName });
/** `GET /misc/socialProfile/shared/{id}`: a page of the list's profiles, public figures only. */
export const sharedListProfilesAnswerSchema = profileListResponseSchema.extend({
  list: sharedListName,
  profiles: z.array(publicListProfileSchema),
});
/** `GET /misc/socialProfile/shared/{id}/{platform}/{username}`. */
export const sharedListProfileAnswerSchema = z.object({ list: z.object({ name: z.string() }), profile: publicListProfileSchema });
