import type { DomainStatusResponse, WhitelabelResponse, WhitelabelSettings } from '@scout/contracts/whitelabel/responses';
import type { WhitelabelColors } from '@scout/contracts/whitelabel/constants';
import { httpClient } from '../platform/httpClient';

export type { DomainStatusResponse, WhitelabelSettings };

export const WHITELABEL_PATH = '/customer/account/whitelabel';
export const CONFIG_WHITELABEL_PATH = '/customer/account/config-whitelabel';
export const DOMAIN_STATUS_PATH = '/customer/account/domain-status';

/** What the white-label form sends; files and the mail key only when chosen. */
export interface WhitelabelSetup {
  agencyName: string;
  domain: string;
  senderEmail?: string;
  apiKey?: string;
  banner: boolean;
  colors: WhitelabelColors;
  logo?: File;
  favicon?: File;
}

/** The multipart body of `PUT /customer/account/config-whitelabel`: colours as one JSON field. */
export function setupFormData(setup: WhitelabelSetup): FormData {
  const form = new FormData();
  form.set('agencyName', setup.agencyName);
  form.set('domain', setup.domain);
  if (setup.senderEmail) form.set('senderEmail', setup.senderEmail);
  if (setup.apiKey) form.set('apiKey', setup.apiKey);
  form.set('banner', String(setup.banner));
  form.set('colors', JSON.stringify(setup.colors));
  if (setup.logo) form.set('logo', setup.logo);
  if (setup.favicon) form.set('favicon', setup.favicon);
  return form;
}

export async function fetchWhitelabel(signal?: AbortSignal): Promise<WhitelabelSettings | null> {
  return (await httpClient<WhitelabelResponse>(WHITELABEL_PATH, { signal })).whitelabel;
}

export async function saveWhitelabel(setup: WhitelabelSetup): Promise<WhitelabelSettings | null> {
  return (await httpClient<WhitelabelResponse>(CONFIG_WHITELABEL_PATH, { method: 'PUT', body: setupFormData(setup), timeoutMs: null }))
    .whitelabel;
}

export async function removeWhitelabel(): Promise<void> {
  await httpClient<{ removed: boolean }>(WHITELABEL_PATH, { method: 'DELETE' });
}

export const fetchDomainStatus = (signal?: AbortSignal) => httpClient<DomainStatusResponse>(DOMAIN_STATUS_PATH, { signal });
