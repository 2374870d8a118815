import type { ForgotPasswordBody, ResetPasswordBody } from '@common/auth';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';

type Message = { message: string };

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) => apiJson<Message>('POST', '/api/auth/forgot-password', body),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => apiJson<Message>('POST', '/api/auth/reset-password', body),
  });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (token: string) => apiJson<Message>('POST', '/api/auth/verify-email', { token }),
  });
}

export function useCancelEmailChange() {
  return useMutation({
    mutationFn: (token: string) => apiJson<Message>('POST', '/api/auth/cancel-email-change', { token }),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiJson<Message>('POST', '/api/auth/resend-verification'),
  });
}
