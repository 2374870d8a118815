/** Screenshots attached to support messages, one per message that has one. Registered with the stored-files registry (services.ts). */
import type { Executor } from '../../db/client';
import type { StoredFileKind } from '../../storage/stored-files';
import { liveAttachmentKeys } from './support-repo';

export const supportScreenshotFilesKind = { prefix: 'screenshot' } as const;

export function supportScreenshotFiles(ex: Executor): StoredFileKind {
  return { ...supportScreenshotFilesKind, liveKeys: (keys) => liveAttachmentKeys(ex, keys) };
}
