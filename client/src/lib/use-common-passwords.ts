import { loadCommonPasswords } from '@common/password-quality';
import { useEffect } from 'react';

/** Forms that set a password load the common-password list, so they refuse the same passwords as the server. */
export function useCommonPasswords(): void {
  useEffect(() => {
    void loadCommonPasswords().catch(() => undefined);
  }, []);
}
