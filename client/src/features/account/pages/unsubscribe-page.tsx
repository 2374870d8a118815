import { Link, useSearch } from 'wouter';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/card';
import { errorText } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUnsubscribe } from '../api/account-api';

/**
 * From a notification mail's link: works without signing in (the link itself is signed), and only on a click, as
 * mail scanners open links.
 */
export default function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const run = useUnsubscribe();

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1>Email notifications</h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {!token && <Alert variant="destructive">This unsubscribe link is not complete.</Alert>}
          {token && run.isIdle && <Button onClick={() => run.mutate(token)}>Unsubscribe</Button>}
          {run.isPending && <p className="text-sm text-muted-foreground">Updating your settings…</p>}
          {run.isSuccess && <Alert>{run.data.message}</Alert>}
          {run.isError && (
            <Alert variant="destructive">{errorText(run.error, 'Could not unsubscribe.')}</Alert>
          )}
          <Link
            href="/profile"
            className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            Notification settings
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
