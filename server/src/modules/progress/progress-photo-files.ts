/** Progress photos, one per progress_photos row. Registered with the stored-files registry (services.ts). */
import type { Executor } from '../../db/client';
import type { StoredFileKind } from '../../storage/stored-files';
import { livePhotoKeys } from './progress-repo';

export const progressPhotoFilesKind = { prefix: 'photo' } as const;

export function progressPhotoFiles(ex: Executor): StoredFileKind {
  return { ...progressPhotoFilesKind, liveKeys: (keys) => livePhotoKeys(ex, keys) };
}
