import { readSession } from '../session/cookie';
import { answerError, API_BASE, noAnswerError } from './httpClient';

/**
 * Downloads a file the API hands out only as an attachment (profile attachments, campaign uploads).
 * Those routes need the session header, which a plain link cannot send, so the file is fetched and
 * handed to the browser as a download under `fileName`.
 */
export async function downloadFile(apiPath: string, fileName: string): Promise<void> {
  const { token } = readSession();
  const response = await fetch(`${API_BASE}${apiPath}`, {
    headers: token ? { 'X-Access-Token': token } : {},
  }).catch(() => {
    throw noAnswerError();
  });
  const failure = answerError(response, response.ok ? undefined : await response.json().catch(() => undefined));
  if (failure) throw failure;
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
