import type { ChangeEmailBody, ChangePasswordBody, DeleteAccountBody } from '@common/account';
import type { NotificationPreferences } from '@common/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, downloadFile } from '@/lib/api';

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiJson<{ message: string }>('POST', '/api/account/password', body),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => apiJson<{ message: string }>('DELETE', '/api/account', body),
  });
}

export function exportAccountData(): Promise<void> {
  return downloadFile('/api/account/export', `vitalplan-export-${new Date().toISOString().slice(0, 10)}.zip`);
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: ChangeEmailBody) => apiJson<{ message: string }>('POST', '/api/account/email', body),
  });
}

const PREFERENCES_KEY = ['/api/notifications/preferences'] as const;

export function useNotificationPreferences() {
  return useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: () => apiJson<NotificationPreferences>('GET', '/api/notifications/preferences'),
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prefs: NotificationPreferences) =>
      apiJson<NotificationPreferences>('PUT', '/api/notifications/preferences', prefs),
    onSuccess: (saved) => queryClient.setQueryData(PREFERENCES_KEY, saved),
  });
}

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      apiJson<{ message: string }>('POST', '/api/notifications/unsubscribe', { token }),
  });
}
