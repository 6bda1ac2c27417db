import { downloadFile } from '../platform/fileDownload';
import { profilePath } from './profilesApi';

export function attachmentPath(profileId: string, attachmentId: string): string {
  return `${profilePath(profileId)}/attachment/${encodeURIComponent(attachmentId)}`;
}

/** Downloads an uploaded file of a saved profile under its own name (see {@link downloadFile}). */
export function downloadAttachment(profileId: string, attachmentId: string, fileName: string): Promise<void> {
  return downloadFile(attachmentPath(profileId, attachmentId), fileName);
}
