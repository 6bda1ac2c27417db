import { defineRoute, defineRoutes } from '../platform/routes';
import { searchExportIdParamsSchema, searchExportRequestSchema } from './exports';
import { locationsQuerySchema } from './locations';
import { profileBankMetaQuerySchema, profileBankQuerySchema, unlockContactsRequestSchema } from './profileBank';
import { discoverRequestSchema, lookalikesQuerySchema } from './search';

const tags = ['Discovery'];

export const discoveryRoutes = defineRoutes({
  discover: defineRoute({
    method: 'post',
    path: '/customer/discoverProfiles',
    access: 'profiles:write',
    tags,
    summary: 'Searches the profile bank (spends search credits)',
    body: discoverRequestSchema,
  }),
  bank: defineRoute({
    method: 'get',
    path: '/customer/profileBank',
    access: 'profiles:read',
    tags,
    summary: 'Browses the profile bank',
    query: profileBankQuerySchema,
  }),
  bankMeta: defineRoute({
    method: 'get',
    path: '/customer/profileBank/meta',
    access: 'profiles:read',
    tags,
    summary: "The profile bank's filter values",
    query: profileBankMetaQuerySchema,
  }),
  lookalikes: defineRoute({
    method: 'get',
    path: '/customer/discover/lookalikes',
    access: 'profiles:read',
    tags,
    summary: 'Creators like a saved profile or a bank creator',
    query: lookalikesQuerySchema,
  }),
  unlockContacts: defineRoute({
    method: 'post',
    path: '/customer/discover/unlockContacts',
    access: 'profiles:write',
    planFeature: 'unlockContacts',
    tags,
    summary: "Unlocks bank creators' contacts (spends search credits)",
    body: unlockContactsRequestSchema,
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
  }),
  export: defineRoute({
    method: 'get',
    path: '/customer/account/search-export/:exportId',
    access: 'profiles:write',
    tags,
    summary: 'One search export with its progress',
    params: searchExportIdParamsSchema,
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
  }),
});
