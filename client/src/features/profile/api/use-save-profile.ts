import type { ProfileUpdateBody } from '@common/profile';
import type { Profile } from '@common/profile';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { useAuth } from '@/lib/auth';

/** POST /api/profile, then reload the user and profile (docs/product.md#states-and-rules). */
export function useSaveProfile() {
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => apiJson<{ profile: Profile }>('POST', '/api/profile', body),
    onSuccess: () => refresh(),
  });
}
