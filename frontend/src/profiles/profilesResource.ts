import { PROFILE_PAGE_SIZE_MAX } from '@scout/contracts/profiles/constants';
import type { PlatformCounts } from '@scout/contracts/profiles/responses';
import type { profileRoutes } from '@scout/contracts/profiles/routes';
import type { RouteAnswerOf } from '@scout/contracts/platform/routes';
import { readPage } from '../platform/pagedRead';
import { httpClient } from '../platform/httpClient';
import type { ResourceMethods } from '../platform/resourceMethods';
import { deleteProfilePath, PROFILE_PATH, profilePath, profilesListPath, toProfileRecord } from './profilesApi';
import { PROFILES_PER_PAGE, type NewProfile, type ProfileRecord, type ProfileResponse } from './types';

/**
 * `profiles`: getList reads `GET /customer/socialProfiles` (server-side filter, sort and pages of at
 * most 100), getOne `GET /customer/socialProfile/{id}`, create `POST /customer/socialProfile`,
 * delete `DELETE /customer/socialProfile?profileId=` (deleteMany: one per id). The list's answer is
 * typed from the route table (`profileRoutes.list`); its counts per platform go to `meta.platformCounts`.
 */
export const profilesResource: ResourceMethods<ProfileRecord> = {
  async getList({ pagination, sort, filter, signal }) {
    const { page = 1, perPage = PROFILES_PER_PAGE } = pagination ?? {};
    let platformCounts: PlatformCounts = {};
    const answer = await readPage(page, perPage, PROFILE_PAGE_SIZE_MAX, async (apiPage, limit) => {
      const response = await httpClient<RouteAnswerOf<typeof profileRoutes.list>>(
        profilesListPath({ pagination: { page: apiPage, perPage: limit }, sort, filter }),
        { signal },
      );
      platformCounts = response.platformCounts;
      return { items: response.profiles.map(toProfileRecord), total: response.totalProfiles };
    });
    return { data: answer.items, total: answer.total, meta: { platformCounts } };
  },
  async getOne(id, signal) {
    const { profile } = await httpClient<ProfileResponse>(profilePath(id), { signal });
    return toProfileRecord(profile);
  },
  async create(data) {
    const { platform, username } = data as Partial<NewProfile>;
    const { profile } = await httpClient<ProfileResponse>(PROFILE_PATH, { method: 'POST', body: { platform, username } });
    return toProfileRecord(profile);
  },
  async delete(id) {
    await httpClient<{ deleted: boolean }>(deleteProfilePath(id), { method: 'DELETE' });
  },
};
