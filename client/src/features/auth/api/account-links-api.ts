import type { ForgotPasswordBody, ResetPasswordBody } from '@common/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) => api.post('/api/auth/forgot-password', { body }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => api.post('/api/auth/reset-password', { body }),
  });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (token: string) => api.post('/api/auth/verify-email', { body: { token } }),
  });
}

export function useCancelEmailChange() {
  return useMutation({
    mutationFn: (token: string) => api.post('/api/auth/cancel-email-change', { body: { token } }),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: () => api.post('/api/auth/resend-verification'),
  });
}
