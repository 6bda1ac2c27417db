import { z } from 'zod';

/**
 * Files an agency keeps with a creator: briefs and contracts (PDF, Word), media kits and
 * screenshots (PNG, JPEG, GIF, WEBP), clips (MP4), rate cards and exports (Excel, CSV, plain text).
 * Each is told by its content, never by its name or the type the client claims. What can run in a
 * browser (HTML, SVG, JavaScript) is never accepted.
 */
export const ATTACHMENT_TYPES = {
  'application/pdf': { extension: 'pdf', label: 'PDF' },
  'image/png': { extension: 'png', label: 'PNG image' },
  'image/jpeg': { extension: 'jpg', label: 'JPEG image' },
  'image/gif': { extension: 'gif', label: 'GIF image' },
  'image/webp': { extension: 'webp', label: 'WEBP image' },
  'video/mp4': { extension: 'mp4', label: 'MP4 video' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { extension: 'docx', label: 'Word document' },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { extension: 'xlsx', label: 'Excel sheet' },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': { extension: 'pptx', label: 'PowerPoint deck' },
  'text/csv': { extension: 'csv', label: 'CSV' },
  'text/plain': { extension: 'txt', label: 'text' },
} as const;
export type AttachmentType = keyof typeof ATTACHMENT_TYPES;

/** Other spellings of the extensions above, so `photo.jpeg` or `clip.m4v` keep their kind. */
export const EXTENSION_ALIASES: Readonly<Record<string, string>> = { jpeg: 'jpg', jpe: 'jpg', m4v: 'mp4', text: 'txt' };

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_FILE_FIELD = 'file';
export const ATTACHMENT_DISPLAY_NAME_MAX = 120;

/** `POST /customer/socialProfile/attachment` (multipart): the text fields beside `file`. */
export const uploadAttachmentFieldsSchema = z.object({
  profileId: z.string().uuid(),
  title: z.string().trim().min(1).max(300).optional(),
  description: z.string().trim().max(2000).optional(),
});
export type UploadAttachmentFields = z.infer<typeof uploadAttachmentFieldsSchema>;

/** `GET /customer/socialProfile/:profileId/attachment/:attachmentId`. */
export const attachmentParamsSchema = z.object({ profileId: z.string().uuid(), attachmentId: z.string().uuid() });
