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
import type { GrantClinicianBody } from '@common/clinician';
import type { PaidPlanType } from '@common/pricing';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';

/** Query keys of the console: `adminKeys.all` covers every admin query (the page's Refresh button). */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (params: UsersParams) => [...adminKeys.users(), 'list', params] as const,
  userDetail: (id: string | null) => [...adminKeys.users(), 'detail', id] as const,
  reports: (params: ReportsParams) => [...adminKeys.all, 'reports', params] as const,
  activity: () => [...adminKeys.all, 'activity'] as const,
  activityPage: (limit: number) => [...adminKeys.activity(), limit] as const,
  system: () => [...adminKeys.all, 'system'] as const,
};

function withSearch(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export interface UsersParams {
  q: string;
  status: AdminStatusFilter | undefined;
  page: number;
  pageSize: number;
}

export interface ReportsParams {
  status: ReportStatus | undefined;
  page: number;
  pageSize: number;
}

/** One query-option factory per read: key and fetcher together. */
export const adminQueries = {
  stats: () =>
    queryOptions({
      queryKey: adminKeys.stats(),
      queryFn: () => apiJson<AdminStats>('GET', '/api/admin/stats'),
    }),
  users: (params: UsersParams) =>
    queryOptions({
      queryKey: adminKeys.userList(params),
      queryFn: () => apiJson<AdminUsersResponse>('GET', withSearch('/api/admin/users', { ...params })),
    }),
  user: (id: string | null) =>
    queryOptions({
      queryKey: adminKeys.userDetail(id),
      queryFn: () => apiJson<AdminUserDetail>('GET', `/api/admin/users/${encodeURIComponent(id ?? '')}`),
      enabled: id !== null,
    }),
  reports: (params: ReportsParams) =>
    queryOptions({
      queryKey: adminKeys.reports(params),
      queryFn: () => apiJson<AdminReportsResponse>('GET', withSearch('/api/admin/reports', { ...params })),
    }),
  activity: (limit: number) =>
    queryOptions({
      queryKey: adminKeys.activityPage(limit),
      queryFn: () =>
        apiJson<{ events: AdminActivityEvent[] }>('GET', withSearch('/api/admin/activity', { limit })),
    }),
  system: () =>
    queryOptions({
      queryKey: adminKeys.system(),
      queryFn: () => apiJson<AdminSystem>('GET', '/api/admin/system'),
    }),
};

export function useAdminStats() {
  return useQuery(adminQueries.stats());
}

/** One page of users; the previous page stays on screen while the next one loads. */
export function useAdminUsers(params: UsersParams) {
  return useQuery({ ...adminQueries.users(params), placeholderData: keepPreviousData });
}

export function useAdminUser(id: string | null) {
  return useQuery(adminQueries.user(id));
}

export function useAdminReports(params: ReportsParams) {
  return useQuery({ ...adminQueries.reports(params), placeholderData: keepPreviousData });
}

export function useAdminActivity(limit = 15) {
  return useQuery(adminQueries.activity(limit));
}

export function useAdminSystem() {
  return useQuery(adminQueries.system());
}

/** Disable (signs the member out everywhere) or re-enable an account. */
export function useSetAccountDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disable }: { id: string; disable: boolean }) =>
      apiJson<AdminAccountResponse>(
        'POST',
        `/api/admin/users/${encodeURIComponent(id)}/${disable ? 'disable' : 'enable'}`,
      ),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.activity() }),
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
            `/api/admin/users/${encodeURIComponent(action.userId)}/payments/${encodeURIComponent(action.paymentId)}/refund`,
          )
        : apiJson<{ message: string }>(
            'POST',
            `/api/admin/users/${encodeURIComponent(action.userId)}/revoke`,
            {
              entitlement: action.entitlement,
            },
          ),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.activity() }),
      ]);
    },
  });
}

/** Grants (or updates) the clinician role with credentials: POST /api/admin/clinicians (audited). */
export function useGrantClinician() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GrantClinicianBody) =>
      apiJson<{ clinician: { displayName: string } }>('POST', '/api/admin/clinicians', body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/admin/reviews'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.activity() }),
      ]);
    },
  });
}
