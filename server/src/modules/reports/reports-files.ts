/** Uploaded blood test reports (encrypted documents), one per report row. Registered with the stored-files registry (services.ts). */
import type { Executor } from '../../db/client';
import type { StoredFileKind } from '../../storage/stored-files';
import { liveReportKeys } from './reports-repo';

export const reportFilesKind = { prefix: 'report' } as const;

export function reportFiles(ex: Executor): StoredFileKind {
  return { ...reportFilesKind, liveKeys: (keys) => liveReportKeys(ex, keys) };
}
