import { httpClient } from '../platform/httpClient';
import type { ImportResponse, NewImport } from './types';

export const IMPORT_PATH = '/customer/socialProfile/upload-multi';

/** The import commands and reads, typed data-provider methods. */
export const importsApi = {
  /** Starts an import (202): a CSV file as multipart, typed handles as JSON. */
  startImport: ({ platform, group, source }: NewImport) => {
    if ('file' in source) {
      const form = new FormData();
      form.append('platform', platform);
      if (group) form.append('group', group);
      form.append('file', source.file);
      return httpClient<ImportResponse>(IMPORT_PATH, { method: 'POST', body: form, timeoutMs: null }).then((answer) => answer.import);
    }
    return httpClient<ImportResponse>(IMPORT_PATH, { method: 'POST', body: { platform, group, profiles: source.usernames } }).then(
      (answer) => answer.import,
    );
  },
  getImport: (importId: string, signal?: AbortSignal) =>
    httpClient<ImportResponse>(`${IMPORT_PATH}/${encodeURIComponent(importId)}`, { signal }).then((answer) => answer.import),
};

export type ImportsMethods = typeof importsApi;
