/** The admin console's calls: one fetcher and one query or mutation hook per /api/admin endpoint. */
import type {
  AdminAccountResponse,
  AdminActivityEvent,
  AdminReportsResponse,
  AdminStats,
  AdminStatusFilter,
  AdminSystem,
  AdminUserDetail,
  AdminUsersResponse,
} from '@common/admin';
import type { ReportStatus } from '@common/options';
import type { PaidPlanType } from '@common/pricing';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { apiJson, downloadFile } from '@/lib/api';

const STATS_KEY = ['/api/admin/stats'] as const;
const USERS_KEY = ['/api/admin/users'] as const;
const REPORTS_KEY = ['/api/admin/reports'] as const;
const ACTIVITY_KEY = ['/api/admin/activity'] as const;
const SYSTEM_KEY = ['/api/admin/system'] as const;

/** Every admin query (the page's Refresh button reloads them all). */
export const isAdminQuery = (query: Query) =>
  typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/admin/');

function withSearch(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export function useAdminStats() {
  return useQuery({ queryKey: STATS_KEY, queryFn: () => apiJson<AdminStats>('GET', STATS_KEY[0]) });
}

export interface UsersParams {
  q: string;
  status: AdminStatusFilter | undefined;
  page: number;
  pageSize: number;
}

/** One page of users; the previous page stays on screen while the next one loads. */
export function useAdminUsers(params: UsersParams) {
  return useQuery({
    queryKey: [...USERS_KEY, 'list', params],
    queryFn: () => apiJson<AdminUsersResponse>('GET', withSearch(USERS_KEY[0], { ...params })),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: string | null) {
  return useQuery({
    queryKey: [...USERS_KEY, 'detail', id],
    queryFn: () => apiJson<AdminUserDetail>('GET', `${USERS_KEY[0]}/${id}`),
    enabled: id !== null,
  });
}

export interface ReportsParams {
  status: ReportStatus | undefined;
  page: number;
  pageSize: number;
}

export function useAdminReports(params: ReportsParams) {
  return useQuery({
    queryKey: [...REPORTS_KEY, params],
    queryFn: () => apiJson<AdminReportsResponse>('GET', withSearch(REPORTS_KEY[0], { ...params })),
    placeholderData: keepPreviousData,
  });
}

export function useAdminActivity(limit = 15) {
  return useQuery({
    queryKey: [...ACTIVITY_KEY, limit],
    queryFn: () => apiJson<{ events: AdminActivityEvent[] }>('GET', withSearch(ACTIVITY_KEY[0], { limit })),
  });
}

export function useAdminSystem() {
  return useQuery({ queryKey: SYSTEM_KEY, queryFn: () => apiJson<AdminSystem>('GET', SYSTEM_KEY[0]) });
}

/** Disable (signs the member out everywhere) or re-enable an account. */
export function useSetAccountDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disable }: { id: string; disable: boolean }) =>
      apiJson<AdminAccountResponse>('POST', `${USERS_KEY[0]}/${id}/${disable ? 'disable' : 'enable'}`),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: USERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ACTIVITY_KEY }),
      ]);
    },
  });
}

/** Billing actions from a member's details: refund a payment (through its provider) or revoke an entitlement. */
export function useBillingAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      action:
        | { kind: 'refund'; userId: string; paymentId: string }
        | { kind: 'revoke'; userId: string; entitlement: PaidPlanType },
    ) =>
      action.kind === 'refund'
        ? apiJson<{ message: string }>(
            'POST',
            `${USERS_KEY[0]}/${action.userId}/payments/${action.paymentId}/refund`,
          )
        : apiJson<{ message: string }>('POST', `${USERS_KEY[0]}/${action.userId}/revoke`, {
            entitlement: action.entitlement,
          }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: USERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ACTIVITY_KEY }),
      ]);
    },
  });
}

/** The decrypted report file (admins may download any member's; the server audit-logs it). */
export function downloadReportFile(report: { id: string; filename: string }) {
  return downloadFile(`/api/blood-test/reports/${report.id}/file`, report.filename);
}
