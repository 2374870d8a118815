import { RECENT_LIST_SIZE } from '@common/limits';
import type { Report, ReportWithBiomarkers, UploadResponse } from '@common/reports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, downloadFile, uploadWithProgress } from '@/lib/api';

export const REPORTS_KEY = ['/api/blood-test/reports'] as const;

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

export function useUploadReport(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return uploadWithProgress<UploadResponse>('/api/blood-test/upload', form, onProgress);
    },
    // The report list is reloaded after an upload (spec §4); biomarker-based views depend on it too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
  });
}

export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<{ message: string }>('DELETE', `/api/blood-test/reports/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
  });
}

export function downloadReport(report: Pick<Report, 'id' | 'filename'>) {
  return downloadFile(`/api/blood-test/reports/${report.id}/file`, report.filename);
}
