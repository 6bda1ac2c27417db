import type { PublicConfig } from '@scout/contracts/platform/publicConfig';
import { httpClient } from '../httpClient';

export const PUBLIC_CONFIG_PATH = '/misc/config';

export const fetchPublicConfig = (signal?: AbortSignal) => httpClient<PublicConfig>(PUBLIC_CONFIG_PATH, { signal });
