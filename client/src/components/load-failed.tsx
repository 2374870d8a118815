import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { errorText } from '@/lib/api';

/**
 * A read that failed, said as a failure with a way to try again — never shown as "you have nothing" (an empty
 * list or "no plan" would invite a member to replace what they have).
 */
export function LoadFailed({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Alert variant="destructive" title={title}>
      <p>{errorText(error, 'Something went wrong. Please try again.')}</p>
      <Button className="mt-3" variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Try again'}
      </Button>
    </Alert>
  );
}
