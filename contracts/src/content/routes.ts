import { noParametersSchema } from '../platform/noParameters';
import { defineRoute, defineRoutes } from '../platform/routes';
import {
  addContentToListRequestSchema,
  contentIdParamsSchema,
  creatorContentQuerySchema,
  deleteContentRequestSchema,
  listContentsQuerySchema,
  publicContentQuerySchema,
  setLiveTrackRequestSchema,
} from './requests';
import { listStoriesQuerySchema, profileStoriesQuerySchema, STORY_FILE_FIELD, updateStoryViewsRequestSchema, uploadStoryFieldsSchema } from './stories';

const tags = ['Content'];
const storyTags = ['Stories'];

export const contentRoutes = defineRoutes({
  list: defineRoute({ method: 'get', path: '/customer/contents', access: 'profiles:read', tags, summary: 'Content items of the saved profiles, paged, filtered and sorted', query: listContentsQuerySchema }),
  ofCreator: defineRoute({ method: 'get', path: '/customer/content/username', access: 'profiles:read', tags, summary: "A page of one saved creator's content", query: creatorContentQuerySchema }),
  allOfCreator: defineRoute({ method: 'get', path: '/customer/content/all', access: 'profiles:read', tags, summary: "A page of one saved creator's content (same as /content/username)", query: creatorContentQuerySchema }),
  get: defineRoute({ method: 'get', path: '/customer/content/:id', access: 'profiles:read', tags, summary: 'One content item', params: contentIdParamsSchema, query: noParametersSchema }),
  addToList: defineRoute({ method: 'put', path: '/customer/content/addToList', access: 'profiles:write', tags, summary: 'Adds content items to lists by name', body: addContentToListRequestSchema }),
  setLiveTrack: defineRoute({
    method: 'put',
    path: '/customer/content/:id',
    access: 'profiles:write',
    tags,
    summary: "Turns a content item's live tracking on or off",
    params: contentIdParamsSchema,
    body: setLiveTrackRequestSchema,
  }),
  delete: defineRoute({
    method: 'delete',
    path: '/customer/content',
    access: 'profiles:write',
    tags,
    summary: 'Removes a content item (`contentId` in the query or the body)',
    query: deleteContentRequestSchema.partial(),
    body: deleteContentRequestSchema.partial(),
  }),
  publicOfCreator: defineRoute({ method: 'get', path: '/misc/content/username', access: 'public', tags, summary: "A page of a shared creator's public content", query: publicContentQuerySchema }),
  publicAllOfCreator: defineRoute({ method: 'get', path: '/misc/content/all', access: 'public', tags, summary: "A page of a shared creator's public content (same as /content/username)", query: publicContentQuerySchema }),
  uploadStory: defineRoute({
    method: 'post',
    path: '/customer/content/upload-story',
    access: 'profiles:write',
    tags: storyTags,
    summary: "Uploads a story of a saved profile (multipart: the fields before the file)",
    body: uploadStoryFieldsSchema,
    bodyType: 'multipart',
    fileField: STORY_FILE_FIELD,
    status: 201,
  }),
  setStoryViews: defineRoute({ method: 'put', path: '/customer/content/story', access: 'profiles:write', tags: storyTags, summary: "Sets an uploaded story's views", body: updateStoryViewsRequestSchema }),
  stories: defineRoute({ method: 'get', path: '/customer/story', access: 'profiles:read', tags: storyTags, summary: 'Stories of profiles or of a campaign, paged', query: listStoriesQuerySchema }),
  storiesOfProfile: defineRoute({ method: 'get', path: '/customer/socialProfile/stories', access: 'profiles:read', tags: storyTags, summary: 'Stories of one saved profile, paged', query: profileStoriesQuerySchema }),
});
