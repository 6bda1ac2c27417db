import { defineRoute, defineRoutes } from '../platform/routes';
import { explainSearchRequestSchema, explainSearchResponseSchema } from './explain';
import { searchExportIdParamsSchema, searchExportRequestSchema } from './exports';
import { locationsQuerySchema } from './locations';
import { profileBankMetaQuerySchema, profileBankQuerySchema, unlockContactsRequestSchema } from './profileBank';
import { discoverRequestSchema, lookalikesQuerySchema } from './search';
import {
  discoverAnswerSchema,
  locationsAnswerSchema,
  lookalikesAnswerSchema,
  profileBankAnswerSchema,
  profileBankMetaAnswerSchema,
  searchExportStartedAnswerSchema,
  searchExportViewSchema,
  unlockContactsAnswerSchema,
} from './answers';

const tags = ['Discovery'];

export const discoveryRoutes = defineRoutes({
  discover: defineRoute({
    method: 'post',
    path: '/customer/discoverProfiles',
    access: 'profiles:write',
    tags,
    summary: "Searches the profile bank, or the data provider's creator database when it has one (spends search credits)",
    body: discoverRequestSchema,
    answer: discoverAnswerSchema,
    errors: ['PlanLimit', 'NotFound'],
  }),
  explain: defineRoute({
    method: 'post',
    path: '/customer/discover/explain',
    access: 'profiles:read',
    tags,
    summary: 'Counts a search filter by filter (no creators, no search credit)',
    body: explainSearchRequestSchema,
    answer: explainSearchResponseSchema,
  }),
  bank: defineRoute({
    method: 'get',
    path: '/customer/profileBank',
    access: 'profiles:read',
    tags,
    summary: 'Browses the profile bank',
    query: profileBankQuerySchema,
    answer: profileBankAnswerSchema,
  }),
  bankMeta: defineRoute({
    method: 'get',
    path: '/customer/profileBank/meta',
    access: 'profiles:read',
    tags,
    summary: "The profile bank's filter values",
    query: profileBankMetaQuerySchema,
    answer: profileBankMetaAnswerSchema,
  }),
  lookalikes: defineRoute({
    method: 'get',
    path: '/customer/discover/lookalikes',
    access: 'profiles:read',
    tags,
    summary: 'Creators like a saved profile or a bank creator',
    query: lookalikesQuerySchema,
    answer: lookalikesAnswerSchema,
  }),
  unlockContacts: defineRoute({
    method: 'post',
    path: '/customer/discover/unlockContacts',
    access: 'profiles:write',
    planFeature: 'unlockContacts',
    tags,
    summary: "Unlocks bank creators' contacts (spends search credits)",
    body: unlockContactsRequestSchema,
    answer: unlockContactsAnswerSchema,
  }),
  requestExport: defineRoute({
    method: 'post',
    path: '/customer/account/search-export',
    access: 'profiles:write',
    planFeature: 'searchExport',
    tags,
    summary: 'Starts an export of search results (verified email)',
    body: searchExportRequestSchema,
    status: 202,
    answer: searchExportStartedAnswerSchema,
    errors: ['EmailNotVerified'],
  }),
  export: defineRoute({
    method: 'get',
    path: '/customer/account/search-export/:exportId',
    access: 'profiles:write',
    tags,
    summary: 'One search export with its progress',
    params: searchExportIdParamsSchema,
    answer: searchExportViewSchema,
  }),
  downloadExport: defineRoute({
    method: 'get',
    path: '/customer/account/search-export/:exportId/download',
    access: 'profiles:write',
    tags,
    summary: 'The file of a finished search export',
    params: searchExportIdParamsSchema,
    answerType: 'file',
  }),
  locations: defineRoute({
    method: 'get',
    path: '/misc/locations',
    access: 'public',
    tags,
    summary: 'Places whose name starts with the text',
    query: locationsQuerySchema,
    answer: locationsAnswerSchema,
  }),
});
