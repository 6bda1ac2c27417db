import type { StatusFlagsView } from '@scout/contracts/accounts/settingsResponses';
import { httpClient } from '../platform/httpClient';

/** Hides the first-run checklist for this user, on every device (`PUT /customer/account/status-flags`). */
export const hideChecklist = () =>
  httpClient<{ statusFlags: StatusFlagsView }>('/customer/account/status-flags', { method: 'PUT', body: { hideChecklist: true } });
