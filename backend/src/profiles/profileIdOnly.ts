import type { RequestHandler } from 'express';
import { profileIdParamsSchema } from '@scout/contracts/profiles';

/**
 * `/customer/socialProfile/:id` shares its first segments with named routes (`/all`, `/stories`,
 * `/addToList`, …): a segment that is no profile id passes on to them (or to the API's 404).
 */
export const profileIdOnly: RequestHandler = (req, _res, next) => {
  next(profileIdParamsSchema.safeParse(req.params).success ? undefined : 'route');
};
