import { DELETION_REQUEST_DAYS, PASSWORD_MIN } from '@common/limits';
import { Download, KeyRound, ShieldCheck, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/dialog';
import { Input } from '@/components/input';
import { Label } from '@/components/label';
import { errorText } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useCommonPasswords } from '@/lib/use-common-passwords';
import { passwordProblem } from '@common/password-quality';
import { exportAccountData, useChangePassword, useDeleteAccount } from '../api/account-api';
import { ChangeEmailForm } from './change-email-form';
import { NotificationPreferences } from './notification-preferences';

function ChangePasswordForm() {
  const id = useId();
  useCommonPasswords();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (next.length < PASSWORD_MIN) return setError(`Password must be at least ${PASSWORD_MIN} characters`);
    const problem = passwordProblem(next);
    if (problem) return setError(problem);
    if (next !== confirm) return setError('Passwords do not match');
    try {
      await change.mutateAsync({ currentPassword: current, newPassword: next });
      toast.success('Password Changed', 'You have been logged out on your other devices.');
      setCurrent('');
      setNext('');
      setConfirm('');
    } catch (err) {
      setError(errorText(err, 'Could not change the password. Please try again.'));
    }
  }

  return (
    <form className="space-y-3" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold">
        <KeyRound className="size-4 text-primary" aria-hidden="true" /> Change password
      </h3>
      {error && <Alert variant="destructive">{error}</Alert>}
      {(
        [
          ['current', 'Current password', current, setCurrent, 'current-password'],
          ['new', 'New password', next, setNext, 'new-password'],
          ['confirm', 'Confirm new password', confirm, setConfirm, 'new-password'],
        ] as const
      ).map(([key, label, value, set, autoComplete]) => (
        <div key={key} className="space-y-1.5">
          <Label htmlFor={`${id}-${key}`}>{label}</Label>
          <Input
            id={`${id}-${key}`}
            type="password"
            autoComplete={autoComplete}
            required
            value={value}
            onChange={(e) => set(e.target.value)}
          />
        </div>
      ))}
      <Button type="submit" variant="outline" disabled={change.isPending}>
        {change.isPending ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  );
}

function DeleteAccount() {
  const id = useId();
  const remove = useDeleteAccount();
  const { logout } = useAuth();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onDelete(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      await remove.mutateAsync({ password });
      navigate('/');
      await logout();
      toast.success('Account Deleted', 'Your account and all its data have been deleted.');
    } catch (err) {
      setError(errorText(err, 'Could not delete the account. Please try again.'));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(v) => {
        setOpen(v);
        setPassword('');
        setError(null);
      }}
    >
      <Button variant="outline" className="text-destructive" onClick={() => setOpen(true)}>
        <Trash2 /> Delete account
      </Button>
      <DialogContent>
        <form onSubmit={onDelete} className="space-y-4">
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              This removes your profile, blood test reports and results, plans and payment records right away.
              It cannot be undone. Download your data first if you want a copy.
            </DialogDescription>
          </DialogHeader>
          {error && <Alert variant="destructive">{error}</Alert>}
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
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Keep my account</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={remove.isPending || !password}>
              {remove.isPending ? 'Deleting...' : 'Delete everything'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Account security and privacy rights: password, data export, deletion. */
export function AccountCard() {
  const [exporting, setExporting] = useState(false);
  async function onExport() {
    setExporting(true);
    try {
      await exportAccountData();
    } catch (err) {
      toast.error('Export Failed', errorText(err, 'Could not prepare your data. Please try again.'));
    } finally {
      setExporting(false);
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" /> Account & Privacy
        </CardTitle>
        <CardDescription>
          Your data is yours: download all of it, or delete your account at any time (deletion is immediate;
          requests by email are handled within {DELETION_REQUEST_DAYS} days).
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <NotificationPreferences />
        <div className="border-t border-border pt-4">
          <ChangeEmailForm />
        </div>
        <div className="border-t border-border pt-4">
          <ChangePasswordForm />
        </div>
        <div className="flex flex-wrap gap-3 border-t border-border pt-4">
          <Button variant="outline" onClick={onExport} disabled={exporting}>
            <Download /> {exporting ? 'Preparing...' : 'Download my data'}
          </Button>
          <DeleteAccount />
        </div>
      </CardContent>
    </Card>
  );
}
