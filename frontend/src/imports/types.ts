import type { ImportView } from '@scout/contracts/imports/responses';

export type ImportProgress = ImportView;

/** `upload-multi` and its GET answer `{ import }`. */
export interface ImportResponse {
  import: ImportView;
}

export interface NewImport {
  platform: string;
  /** A list name the saved profiles join. */
  group?: string;
  /** A CSV file, or the handles typed in. */
  source: { file: File } | { usernames: string[] };
}
