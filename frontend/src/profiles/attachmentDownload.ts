import { HttpError } from 'react-admin';
import { errorMessage } from '../platform/errorMessage';
import { readSession } from '../shell/cookie';
import { API_BASE } from '../shell/httpClient';
import { profilePath } from './profilesApi';

export function attachmentPath(profileId: string, attachmentId: string): string {
  return `${profilePath(profileId)}/attachment/${encodeURIComponent(attachmentId)}`;
}

/**
 * Downloads an uploaded file. The route needs the session header, which a plain link cannot send,
 * so the file is fetched and handed to the browser as a download under its own name.
 */
export async function downloadAttachment(profileId: string, attachmentId: string, fileName: string): Promise<void> {
  const { token } = readSession();
  const response = await fetch(`${API_BASE}${attachmentPath(profileId, attachmentId)}`, {
    headers: token ? { 'X-Access-Token': token } : {},
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new HttpError(errorMessage(body), response.status, body);
  }
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
