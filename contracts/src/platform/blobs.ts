import { z } from 'zod';

/** `GET /misc/blobs/:id`: blob ids are UUIDs made by the server. */
export const blobParamsSchema = z.object({ id: z.string().uuid() });
