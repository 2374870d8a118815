import { loadCommonPasswords } from '@common/password-quality';
import { useEffect } from 'react';

const isPasswordField = (el: EventTarget | Element | null) =>
  el instanceof HTMLInputElement && el.type === 'password';

/**
 * Forms that set a password load the common-password list, so they refuse the same passwords as the server. It
 * loads when a password field is first focused, not with the page: the list (@zxcvbn-ts/language-common, 202 KB
 * brotli) was half of what /register downloaded before anyone typed (issue 33). A password submitted before it
 * has arrived is still refused, by the server (the same message, on the same field).
 */
export function useCommonPasswords(): void {
  useEffect(() => {
    const load = () => {
      document.removeEventListener('focusin', onFocus);
      void loadCommonPasswords().catch(() => undefined);
    };
    const onFocus = (e: FocusEvent) => {
      if (isPasswordField(e.target)) load();
    };
    if (isPasswordField(document.activeElement)) load();
    else document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
}
