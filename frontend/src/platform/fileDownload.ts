import { HttpError } from 'react-admin';
import { errorMessage } from './errorMessage';
import { readSession } from '../session/cookie';
import { API_BASE } from './httpClient';

/**
 * Downloads a file the API hands out only as an attachment (profile attachments, campaign uploads).
 * Those routes need the session header, which a plain link cannot send, so the file is fetched and
 * handed to the browser as a download under `fileName`.
 */
export async function downloadFile(apiPath: string, fileName: string): Promise<void> {
  const { token } = readSession();
  const response = await fetch(`${API_BASE}${apiPath}`, {
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
