import { Mail } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { Label } from '@/components/label';
import { errorText } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { useChangeEmail } from '../api/account-api';

/** The new address takes effect once its link is opened; the current address is told of the request. */
export function ChangeEmailForm() {
  const id = useId();
  const { user } = useAuth();
  const change = useChangeEmail();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setSent(null);
    try {
      setSent((await change.mutateAsync({ newEmail, password })).message);
      setNewEmail('');
      setPassword('');
    } catch (err) {
      setError(errorText(err, 'Could not change the email address. Please try again.'));
    }
  }

  return (
    <form className="space-y-3" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold">
        <Mail className="size-4 text-primary" aria-hidden="true" /> Change email
      </h3>
      <p className="text-sm text-muted-foreground wrap-anywhere">
        Current address: {user?.email} {user?.isVerified ? '(verified)' : '(not verified)'}
      </p>
      {error && <Alert variant="destructive">{error}</Alert>}
      {sent && <Alert>{sent}</Alert>}
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-email`}>New email address</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          value={newEmail}
          onChange={(e) => setNewEmail(e.target.value)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-password`}>Your password</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <Button type="submit" variant="outline" disabled={change.isPending}>
        {change.isPending ? 'Sending...' : 'Change email'}
      </Button>
    </form>
  );
}
