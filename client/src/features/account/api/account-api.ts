import type { ChangeEmailBody, ChangePasswordBody, DeleteAccountBody } from '@common/account';
import type { NotificationPreferences } from '@common/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFile, fileUrl } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api.post('/api/account/password', { body }),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => api.delete('/api/account', { body }),
  });
}

export function exportAccountData(): Promise<void> {
  return downloadFile(
    fileUrl('/api/account/export'),
    `vitalplan-export-${new Date().toISOString().slice(0, 10)}.zip`,
  );
}

/** The member's health record as a FHIR R4 Bundle, for a doctor's or hospital's system. */
export function exportFhirRecord(): Promise<void> {
  return downloadFile(fileUrl('/api/account/export/fhir'), 'vitalplan-record.fhir.json');
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: ChangeEmailBody) => api.post('/api/account/email', { body }),
  });
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: queryKeys.notificationPreferences,
    queryFn: () => api.get('/api/notifications/preferences'),
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prefs: NotificationPreferences) =>
      api.put('/api/notifications/preferences', { body: prefs }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.notificationPreferences, saved),
  });
}

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => api.post('/api/notifications/unsubscribe', { body: { token } }),
  });
}
