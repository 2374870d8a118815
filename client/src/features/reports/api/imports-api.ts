import { IMPORT_POLL_MS, type ImportKind } from '@common/imports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/imports/apple-health (an export.zip) or /api/imports/fit (FIT activity files, several at once): the
 * file(s) are uploaded with progress, each as a form field 'file', then imported in the background.
 */
export function useUploadImport(kind: ImportKind, onProgress: (fraction: number) => void) {
  return useMutation({
    /** `kinds`: what to import of an Apple Health export (all when absent). */
    mutationFn: ({ files, kinds }: { files: File[]; kinds?: readonly string[] }) => {
      const form = new FormData();
      for (const file of files) form.append('file', file);
      return kind === 'fit'
        ? api.upload('/api/imports/fit', form, onProgress)
        : api.upload('/api/imports/apple-health', form, onProgress, {
            query: { kinds: kinds?.join(',') },
          });
    },
  });
}

/** GET /api/imports/:id, polled while the import runs; the progress logs are reloaded when it is done. */
export function useImportStatus(id: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['imports', id],
    queryFn: () => api.get('/api/imports/:id', { params: { id: id! } }),
    enabled: id !== null,
    refetchInterval: (q) => {
      const status = q.state.data?.status;
      return status === 'done' || status === 'failed' ? false : IMPORT_POLL_MS;
    },
  });
  const done = query.data?.status === 'done';
  useEffect(() => {
    if (done) void queryClient.invalidateQueries({ queryKey: queryKeys.progress.all });
  }, [done, queryClient]);
  return query;
}
