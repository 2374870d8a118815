import type { ProfileUpdateBody } from '@common/profile';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

/** POST /api/profile, then reload the user and profile (docs/product.md#states-and-rules). */
export function useSaveProfile() {
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => api.post('/api/profile', { body }),
    onSuccess: () => refresh(),
  });
}
