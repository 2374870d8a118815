import type { ChangePasswordBody, DeleteAccountBody } from '@common/account';
import { useMutation } from '@tanstack/react-query';
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
