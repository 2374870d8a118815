import type { BiomarkerAdd, BiomarkerCorrection, BiomarkerResult } from '@common/biomarkers';
import { RECENT_LIST_SIZE } from '@common/limits';
import type { ReportIdentityAnswer } from '@common/reports';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const reportKeys = queryKeys.reports;

/** One query-option factory per read: key and fetcher together, usable by hooks, prefetching and tests. */
export const reportQueries = {
  list: () =>
    queryOptions({
      queryKey: reportKeys.list(),
      queryFn: () => api.get('/api/blood-test/reports'),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: reportKeys.detail(id),
      queryFn: () => api.get('/api/blood-test/reports/:id', { params: { id } }),
    }),
  biomarkers: () =>
    queryOptions({
      queryKey: reportKeys.biomarkers(),
      queryFn: () => api.get('/api/biomarkers'),
    }),
};

/** How often screens ask again while a report is read in the background ("Reading page 2 of 3…"). */
export const PROCESSING_POLL_MS = 1500;

/**
 * While a report is processing, its screens poll; when it is done, everything built from reports (the list, the
 * biomarker history, plans' inputs) is reloaded once.
 */
function useFinishedReload(processing: boolean) {
  const queryClient = useQueryClient();
  const wasProcessing = useRef(processing);
  useEffect(() => {
    if (wasProcessing.current && !processing) void invalidateReportData(queryClient);
    wasProcessing.current = processing;
  }, [processing, queryClient]);
}

/** The member's reports, newest first (all of them; lists show the first few). */
export function useReports() {
  const query = useQuery({
    ...reportQueries.list(),
    refetchInterval: (q) =>
      q.state.data?.reports.some((r) => r.status === 'processing') ? PROCESSING_POLL_MS : false,
  });
  useFinishedReload(query.data?.reports.some((r) => r.status === 'processing') ?? false);
  return query;
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
  const query = useQuery({
    ...reportQueries.detail(id),
    refetchInterval: (q) => (q.state.data?.report.status === 'processing' ? PROCESSING_POLL_MS : false),
  });
  useFinishedReload(query.data?.report.status === 'processing');
  return query;
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
      api.patch('/api/blood-test/reports/:id/biomarkers/:biomarkerId', {
        params: { id: reportId, biomarkerId },
        body: correction,
      }),
    // Show the corrected result at once, then refetch what depends on it.
    onSuccess: ({ biomarker }) => showUpdatedResult(queryClient, reportId, biomarker),
  });
}

/** POST a result the reading missed; the report and the biomarker history are reloaded afterwards. */
export function useAddResult(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BiomarkerAdd) =>
      api.post('/api/blood-test/reports/:id/biomarkers', { params: { id: reportId }, body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reportQueries.detail(reportId).queryKey }),
        queryClient.invalidateQueries({ queryKey: reportQueries.biomarkers().queryKey }),
      ]);
    },
  });
}

/** Replaces one result in the cached report (after a correction or confirmation), then reloads what uses it. */
async function showUpdatedResult(queryClient: QueryClient, reportId: string, biomarker: BiomarkerResult) {
  queryClient.setQueryData(
    reportQueries.detail(reportId).queryKey,
    (old) =>
      old && { ...old, biomarkers: old.biomarkers.map((b) => (b.id === biomarker.id ? biomarker : b)) },
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: reportKeys.detail(reportId), exact: true }),
    queryClient.invalidateQueries({ queryKey: reportKeys.biomarkers() }),
  ]);
}

/** The member checked a flagged value against the document: it was read right. */
export function useConfirmResult(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (biomarkerId: string) =>
      api.post('/api/blood-test/reports/:id/biomarkers/:biomarkerId/confirm', {
        params: { id: reportId, biomarkerId },
      }),
    onSuccess: ({ biomarker }) => showUpdatedResult(queryClient, reportId, biomarker),
  });
}

/**
 * "Is this your report?": the member's answer decides whether its results join trends and plans; the report and
 * everything built from reports are reloaded.
 */
export function useAnswerIdentity(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: ReportIdentityAnswer) =>
      api.post('/api/blood-test/reports/:id/identity', { params: { id: reportId }, body: { answer } }),
    onSuccess: ({ report }) => {
      queryClient.setQueryData(reportQueries.detail(reportId).queryKey, (old) => old && { ...old, report });
      return invalidateReportData(queryClient);
    },
  });
}

/** Read a report that failed again (its file is kept); the screens then poll its progress. */
export function useRetryReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/api/blood-test/reports/:id/retry', { params: { id } }),
    onSuccess: () => invalidateReportData(queryClient),
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
      return api.upload('/api/blood-test/upload', form, onProgress);
    },
    // The report list is reloaded after an upload (docs/product.md#states-and-rules); biomarker-based views depend on it too.
    onSuccess: () => invalidateReportData(queryClient),
  });
}

/** POST /api/imports/fhir: a FHIR lab-results file becomes reports at once (no background reading). */
export function useImportFhir() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.upload('/api/imports/fhir', form, () => undefined);
    },
    onSuccess: () => invalidateReportData(queryClient),
  });
}

export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/blood-test/reports/:id', { params: { id } }),
    onSuccess: () => invalidateReportData(queryClient),
  });
}
