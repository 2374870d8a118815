import type { BiomarkerCorrection, BiomarkerResult, BiomarkerSeries } from '@common/biomarkers';
import { RECENT_LIST_SIZE } from '@common/limits';
import type { Report, ReportWithBiomarkers, UploadResponse } from '@common/reports';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, uploadWithProgress } from '@/lib/api';

/** Query keys of this feature: `reportKeys.all` covers every report query (for invalidation). */
export const reportKeys = {
  all: ['reports'] as const,
  list: () => [...reportKeys.all, 'list'] as const,
  detail: (id: string) => [...reportKeys.all, 'detail', id] as const,
  /** The biomarker history is built from the reports, so it lives under the same root. */
  biomarkers: () => [...reportKeys.all, 'biomarkers'] as const,
};

/** One query-option factory per read: key and fetcher together, usable by hooks, prefetching and tests. */
export const reportQueries = {
  list: () =>
    queryOptions({
      queryKey: reportKeys.list(),
      queryFn: () => apiJson<{ reports: Report[] }>('GET', '/api/blood-test/reports'),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: reportKeys.detail(id),
      queryFn: () =>
        apiJson<ReportWithBiomarkers>('GET', `/api/blood-test/reports/${encodeURIComponent(id)}`),
    }),
  biomarkers: () =>
    queryOptions({
      queryKey: reportKeys.biomarkers(),
      queryFn: () => apiJson<{ biomarkers: BiomarkerSeries[] }>('GET', '/api/biomarkers'),
    }),
};

/** The member's reports, newest first (all of them; lists show the first few). */
export function useReports() {
  return useQuery(reportQueries.list());
}

export function useRecentReports() {
  const query = useReports();
  return {
    ...query,
    reports: query.data?.reports.slice(0, RECENT_LIST_SIZE) ?? [],
    total: query.data?.reports.length ?? 0,
  };
}

export function useReport(id: string) {
  return useQuery(reportQueries.detail(id));
}

/**
 * GET /api/biomarkers: the signed-in member's own latest value per biomarker with its history across reports.
 * `enabled: false` skips the call (an admin viewing another member's report: the history would be the admin's).
 */
export function useBiomarkerSeries({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...reportQueries.biomarkers(), enabled });
}

/** PATCH a misread value of one result; the report and the biomarker history are reloaded afterwards. */
export function useCorrectResult(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ biomarkerId, correction }: { biomarkerId: string; correction: BiomarkerCorrection }) =>
      apiJson<{ biomarker: BiomarkerResult }>(
        'PATCH',
        `/api/blood-test/reports/${reportId}/biomarkers/${biomarkerId}`,
        correction,
      ),
    onSuccess: async ({ biomarker }) => {
      // Show the corrected result at once, then refetch what depends on it.
      queryClient.setQueryData(
        reportQueries.detail(reportId).queryKey,
        (old) =>
          old && { ...old, biomarkers: old.biomarkers.map((b) => (b.id === biomarker.id ? biomarker : b)) },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reportKeys.detail(reportId), exact: true }),
        queryClient.invalidateQueries({ queryKey: reportKeys.biomarkers() }),
      ]);
    },
  });
}

/** Reports and the biomarker history built from them change together (upload, delete). */
function invalidateReportData(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: reportKeys.all });
}

export function useUploadReport(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return uploadWithProgress<UploadResponse>('/api/blood-test/upload', form, onProgress);
    },
    // The report list is reloaded after an upload (docs/product.md#states-and-rules); biomarker-based views depend on it too.
    onSuccess: () => invalidateReportData(queryClient),
  });
}

export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<{ message: string }>('DELETE', `/api/blood-test/reports/${id}`),
    onSuccess: () => invalidateReportData(queryClient),
  });
}
