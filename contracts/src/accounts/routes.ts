import { z } from 'zod';
import { defineRoute, defineRoutes } from '../platform/routes';
import { createdApiKeyResponseSchema, apiKeyResponseSchema } from './apiKeys';
import { changePasswordRequestSchema, forgotPasswordRequestSchema, verifyEmailRequestSchema, verifyStatusResponseSchema } from './credentials';
import { googleLoginRequestSchema } from './google';
import { loginRequestSchema, signupRequestSchema } from './requests';
import { authResponseSchema, meResponseSchema } from './responses';
import {
  accountConfigRequestSchema,
  countryRequestSchema,
  createTicketRequestSchema,
  requestSearchCreditsRequestSchema,
  statusFlagsRequestSchema,
  surveyRequestSchema,
  updateUserInfoRequestSchema,
  usageQuerySchema,
} from './settingsRequests';
import { usageResponseSchema } from './settingsResponses';
import { activateUserRequestSchema, addMemberRequestSchema, invitationTokenParamsSchema, memberIdParamsSchema, updateGuestRequestSchema, updateMemberRequestSchema } from './team';

const auth = ['Authentication'];
const account = ['Account'];
const team = ['Team'];
const keys = ['API keys'];

export const accountRoutes = defineRoutes({
  signup: defineRoute({ method: 'post', path: '/customer/auth/signup', access: 'public', tags: auth, summary: 'Signs up the owner of a new organisation', body: signupRequestSchema, answer: authResponseSchema, status: 201 }),
  login: defineRoute({ method: 'post', path: '/customer/auth/login', access: 'public', tags: auth, summary: 'Logs in with email and password', body: loginRequestSchema, answer: authResponseSchema }),
  loginWithGoogle: defineRoute({ method: 'post', path: '/customer/auth/login/google', access: 'public', tags: auth, summary: 'Logs in with a Google ID token (404 unless Google sign-in is set up)', body: googleLoginRequestSchema, answer: authResponseSchema }),
  googleStart: defineRoute({ method: 'get', path: '/customer/auth/google', access: 'public', tags: auth, summary: 'Starts the Google redirect sign-in', answerType: 'redirect', mountedWhen: 'GOOGLE_CLIENT_SECRET' }),
  googleCallback: defineRoute({ method: 'get', path: '/customer/auth/google/callback', access: 'public', tags: auth, summary: "Google's redirect back after sign-in", answerType: 'redirect', mountedWhen: 'GOOGLE_CLIENT_SECRET' }),
  logout: defineRoute({ method: 'post', path: '/customer/auth/logout', access: 'account:self', tags: auth, summary: 'Ends the session', answer: z.object({ loggedOut: z.literal(true) }) }),
  forgotPassword: defineRoute({ method: 'post', path: '/customer/auth/forgot-password', access: 'public', tags: auth, summary: 'Requests a reset link, checks a reset token, or resets the password (`method`)', body: forgotPasswordRequestSchema }),
  invitation: defineRoute({ method: 'get', path: '/customer/auth/user/:token', access: 'public', tags: team, summary: 'The invitation behind a link', params: invitationTokenParamsSchema }),
  activate: defineRoute({ method: 'post', path: '/customer/auth/user/activate', access: 'public', tags: team, summary: 'Accepts an invitation and sets the password', body: activateUserRequestSchema, answer: authResponseSchema }),
  me: defineRoute({ method: 'get', path: '/customer/account/me', access: 'account:self', tags: account, summary: 'The signed-in user and organisation', answer: meResponseSchema }),
  verifyEmail: defineRoute({ method: 'post', path: '/customer/account/verify-email', access: 'public', tags: account, summary: 'Verifies the email address by the mailed token', body: verifyEmailRequestSchema }),
  resendVerifyEmail: defineRoute({ method: 'get', path: '/customer/account/resend-verify-email', access: 'account:self', tags: account, summary: 'Mails the verification link again' }),
  verifyStatus: defineRoute({ method: 'get', path: '/customer/account/verify-status', access: 'account:self', tags: account, summary: 'Whether the email address is verified', answer: verifyStatusResponseSchema }),
  changePassword: defineRoute({ method: 'put', path: '/customer/account/changePassword', access: 'account:self', tags: account, summary: 'Changes the password (ends every other session)', body: changePasswordRequestSchema }),
  updateUserInfo: defineRoute({ method: 'put', path: '/customer/account/updateUserInfo', access: 'account:self', tags: account, summary: "Changes the user's name, phone or language", body: updateUserInfoRequestSchema }),
  usage: defineRoute({ method: 'get', path: '/customer/account/usage', access: 'account:self', tags: account, summary: "The organisation's usage against its plan", query: usageQuerySchema, answer: usageResponseSchema }),
  organization: defineRoute({ method: 'get', path: '/customer/account/organization', access: 'account:self', tags: account, summary: 'The organisation, its plan and settings' }),
  survey: defineRoute({ method: 'post', path: '/customer/account/survey', access: 'organization:manage', tags: account, summary: 'Stores the onboarding survey', body: surveyRequestSchema }),
  config: defineRoute({ method: 'put', path: '/customer/account/config', access: 'organization:manage', tags: account, summary: "Changes the organisation's settings", body: accountConfigRequestSchema }),
  statusFlags: defineRoute({ method: 'put', path: '/customer/account/status-flags', access: 'account:self', tags: account, summary: "Sets the user's interface flags", body: statusFlagsRequestSchema }),
  country: defineRoute({ method: 'put', path: '/customer/country', access: 'organization:manage', tags: account, summary: "Sets the organisation's country", body: countryRequestSchema }),
  ticket: defineRoute({ method: 'post', path: '/customer/create-ticket', access: 'account:self', tags: account, summary: 'Sends a support ticket', body: createTicketRequestSchema }),
  requestSearchCredits: defineRoute({ method: 'post', path: '/customer/account/request-search-credits', access: 'organization:manage', tags: account, summary: 'Asks support for more search credits', body: requestSearchCreditsRequestSchema }),
  members: defineRoute({ method: 'get', path: '/customer/account/list', access: 'team:manage', tags: team, summary: 'The members and invitations of the team' }),
  invite: defineRoute({ method: 'post', path: '/customer/account/add', access: 'team:manage', tags: team, summary: 'Invites a member by mail', body: addMemberRequestSchema, status: 201 }),
  updateGuest: defineRoute({ method: 'put', path: '/customer/account/guest/:id', access: 'team:manage', tags: team, summary: 'Sets what a guest sees', params: memberIdParamsSchema, body: updateGuestRequestSchema }),
  updateMember: defineRoute({ method: 'put', path: '/customer/account/:id', access: 'team:manage', tags: team, summary: "Changes a member's name or role", params: memberIdParamsSchema, body: updateMemberRequestSchema }),
  removeMember: defineRoute({ method: 'delete', path: '/customer/account/:id', access: 'team:manage', tags: team, summary: 'Removes a member (ends their sessions)', params: memberIdParamsSchema }),
  createApiKey: defineRoute({ method: 'post', path: '/customer/account/api-key', access: 'apiKeys:manage', tags: keys, summary: "Creates the organisation's API key (shown once)", answer: createdApiKeyResponseSchema, status: 201 }),
  apiKey: defineRoute({ method: 'get', path: '/customer/account/api-key', access: 'apiKeys:manage', tags: keys, summary: "The organisation's API key, without its secret", answer: apiKeyResponseSchema }),
  revokeApiKey: defineRoute({ method: 'delete', path: '/customer/account/api-key', access: 'apiKeys:manage', tags: keys, summary: 'Revokes the API key at once', answer: z.object({ revoked: z.literal(true) }) }),
});
