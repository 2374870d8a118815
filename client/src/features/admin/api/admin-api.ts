/** The admin console's calls: one fetcher and one query or mutation hook per /api/admin endpoint. */
import type { GrantClinicianBody } from '@common/clinician';
import type { PaidPlanType } from '@common/pricing';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys, type AdminReportsParams, type AdminUsersParams } from '@/lib/query-keys';

const adminKeys = queryKeys.admin;
export type UsersParams = AdminUsersParams;
export type ReportsParams = AdminReportsParams;

/** One query-option factory per read: key and fetcher together. */
export const adminQueries = {
  stats: () => queryOptions({ queryKey: adminKeys.stats(), queryFn: () => api.get('/api/admin/stats') }),
  users: (params: UsersParams) =>
    queryOptions({
      queryKey: adminKeys.userList(params),
      queryFn: () => api.get('/api/admin/users', { query: params }),
    }),
  user: (id: string | null) =>
    queryOptions({
      queryKey: adminKeys.userDetail(id),
      queryFn: () => api.get('/api/admin/users/:id', { params: { id: id ?? '' } }),
      enabled: id !== null,
    }),
  reports: (params: ReportsParams) =>
    queryOptions({
      queryKey: adminKeys.reports(params),
      queryFn: () => api.get('/api/admin/reports', { query: params }),
    }),
  activity: (limit: number) =>
    queryOptions({
      queryKey: adminKeys.activityPage(limit),
      queryFn: () => api.get('/api/admin/activity', { query: { limit } }),
    }),
  system: () => queryOptions({ queryKey: adminKeys.system(), queryFn: () => api.get('/api/admin/system') }),
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
      disable
        ? api.post('/api/admin/users/:id/disable', { params: { id } })
        : api.post('/api/admin/users/:id/enable', { params: { id } }),
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
        ? api.post('/api/admin/users/:id/payments/:paymentId/refund', {
            params: { id: action.userId, paymentId: action.paymentId },
          })
        : api.post('/api/admin/users/:id/revoke', {
            params: { id: action.userId },
            body: { entitlement: action.entitlement },
          }),
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
    mutationFn: (body: GrantClinicianBody) => api.post('/api/admin/clinicians', { body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.reviewStats }),
        queryClient.invalidateQueries({ queryKey: adminKeys.activity() }),
      ]);
    },
  });
}
