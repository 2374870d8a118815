import { type FormEventHandler, type ReactNode, useSyncExternalStore } from 'react';
import { Button } from '@/components/button';

/**
 * A form that carries a password or an email and must never be submitted by the browser itself. The public pages
 * arrive prerendered, so for a moment the form is plain HTML with no React handler: a click then would make a native
 * GET and put the password in the address bar, the history and the server's access log. So the submit button stays
 * disabled until the page is hydrated (a disabled default button also stops Enter from submitting), and the method is
 * POST, so even a native submission keeps its fields out of the URL (the server answers it by sending the page again).
 */
export function CredentialForm({
  onSubmit,
  submitLabel,
  pendingLabel,
  pending,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <form className="space-y-4" method="post" onSubmit={onSubmit} noValidate>
      {children}
      <Button type="submit" className="w-full" disabled={pending || !hydrated}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}

/**
 * False in the prerendered HTML and the render that hydrates it (React uses the server snapshot there), true in every
 * render after, when React's handlers are attached.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

function neverChanges(): () => void {
  return () => {};
}
