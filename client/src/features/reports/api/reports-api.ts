import type { BiomarkerCorrection, BiomarkerResult, BiomarkerSeries } from '@common/biomarkers';
import { RECENT_LIST_SIZE } from '@common/limits';
import type { Report, ReportWithBiomarkers, UploadResponse } from '@common/reports';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, downloadFile, uploadWithProgress } from '@/lib/api';

export const REPORTS_KEY = ['/api/blood-test/reports'] as const;
export const BIOMARKERS_KEY = ['/api/biomarkers'] as const;

/** The member's reports, newest first (all of them; lists show the first few). */
export function useReports() {
  return useQuery<{ reports: Report[] }>({ queryKey: REPORTS_KEY });
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
  return useQuery<ReportWithBiomarkers>({ queryKey: [...REPORTS_KEY, id] });
}

/**
 * GET /api/biomarkers: the signed-in member's own latest value per biomarker with its history across reports.
 * `enabled: false` skips the call (an admin viewing another member's report: the history would be the admin's).
 */
export function useBiomarkerSeries({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<{ biomarkers: BiomarkerSeries[] }>({ queryKey: BIOMARKERS_KEY, enabled });
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
      queryClient.setQueryData<ReportWithBiomarkers>(
        [...REPORTS_KEY, reportId],
        (old) =>
          old && { ...old, biomarkers: old.biomarkers.map((b) => (b.id === biomarker.id ? biomarker : b)) },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...REPORTS_KEY, reportId], exact: true }),
        queryClient.invalidateQueries({ queryKey: BIOMARKERS_KEY }),
      ]);
    },
  });
}

/** Reports and the biomarker history built from them change together (upload, delete). */
function invalidateReportData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
    queryClient.invalidateQueries({ queryKey: BIOMARKERS_KEY }),
  ]);
}

export function useUploadReport(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return uploadWithProgress<UploadResponse>('/api/blood-test/upload', form, onProgress);
    },
    // The report list is reloaded after an upload (spec §4); biomarker-based views depend on it too.
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

export function downloadReport(report: Pick<Report, 'id' | 'filename'>) {
  return downloadFile(`/api/blood-test/reports/${report.id}/file`, report.filename);
}
