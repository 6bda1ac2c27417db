/** The image types stored files are told apart as by their first bytes (logos, favicons). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/x-icon'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
