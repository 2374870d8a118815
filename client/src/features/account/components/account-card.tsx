import {
  changePasswordFormSchema,
  deleteAccountBody,
  type ChangePasswordForm,
  type DeleteAccountBody,
} from '@common/account';
import { DELETION_REQUEST_DAYS } from '@common/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { Download, FileHeart, KeyRound, ShieldCheck, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
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
import { FormErrorSummary } from '@/components/form-error-summary';
import { CredentialField } from '@/components/credential-field';
import { FormField } from '@/components/form-field';
import { errorText, showSubmitError } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useCommonPasswords } from '@/lib/use-common-passwords';
import { exportAccountData, exportFhirRecord, useChangePassword, useDeleteAccount } from '../api/account-api';
import { ChangeEmailForm } from './change-email-form';
import { NotificationPreferences } from './notification-preferences';

const PASSWORD_FIELDS = [
  ['currentPassword', 'Current password', 'current-password'],
  ['newPassword', 'New password', 'new-password'],
  ['confirmPassword', 'Confirm new password', 'new-password'],
] as const;

function ChangePasswordForm() {
  const id = useId();
  useCommonPasswords();
  const change = useChangePassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ChangePasswordForm>({
    shouldFocusError: false,
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  async function onSubmit(values: ChangePasswordForm) {
    setServerError(null);
    try {
      await change.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      toast.success('Password Changed', 'You have been logged out on your other devices.');
      reset();
    } catch (err) {
      showSubmitError({ setError, setServerError }, err, 'Could not change the password. Please try again.', {
        currentPassword: 'currentPassword',
        newPassword: 'newPassword',
      });
    }
  }

  return (
    <form className="space-y-3" onSubmit={handleSubmit(onSubmit)} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold">
        <KeyRound className="size-4 text-primary" aria-hidden="true" /> Change password
      </h3>
      <FormErrorSummary
        errors={errors}
        fields={PASSWORD_FIELDS.map(([name, label]) => ({ name, id: `${id}-${name}`, label }))}
        serverError={serverError}
        focusKey={submitCount}
      />
      {PASSWORD_FIELDS.map(([name, label, autoComplete]) => (
        <FormField
          key={name}
          id={`${id}-${name}`}
          label={label}
          error={errors[name]?.message}
          className="space-y-1.5"
        >
          {(control) => (
            <Input {...control} type="password" autoComplete={autoComplete} required {...register(name)} />
          )}
        </FormField>
      ))}
      <Button type="submit" variant="outline" disabled={isSubmitting}>
        {isSubmitting ? 'Changing...' : 'Change password'}
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
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, submitCount },
  } = useForm<DeleteAccountBody>({
    shouldFocusError: false,
    resolver: zodResolver(deleteAccountBody),
    defaultValues: { password: '' },
  });

  async function onDelete(values: DeleteAccountBody) {
    setServerError(null);
    try {
      await remove.mutateAsync(values);
      navigate('/');
      await logout();
      toast.success('Account Deleted', 'Your account and all its data have been deleted.');
    } catch (err) {
      showSubmitError({ setError, setServerError }, err, 'Could not delete the account. Please try again.', {
        password: 'password',
      });
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(v) => {
        setOpen(v);
        reset();
        setServerError(null);
      }}
    >
      <Button variant="outline" className="text-destructive" onClick={() => setOpen(true)}>
        <Trash2 /> Delete account
      </Button>
      <DialogContent>
        <form onSubmit={handleSubmit(onDelete)} className="space-y-4" noValidate>
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              This removes your profile, blood test reports and results, plans and payment records right away.
              It cannot be undone. Download your data first if you want a copy.
            </DialogDescription>
          </DialogHeader>
          <FormErrorSummary
            errors={errors}
            fields={[{ name: 'password', id: `${id}-password`, label: 'Your password' }]}
            serverError={serverError}
            focusKey={submitCount}
          />
          <CredentialField
            kind="current-password"
            id={`${id}-password`}
            label="Your password"
            error={errors.password?.message}
            className="space-y-1.5"
            registration={register('password')}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Keep my account</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
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
  async function onExportFhir() {
    setExporting(true);
    try {
      await exportFhirRecord();
    } catch (err) {
      toast.error('Export Failed', errorText(err, 'Could not prepare your record. Please try again.'));
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
          <Button variant="outline" onClick={onExportFhir} disabled={exporting}>
            <FileHeart /> Export as FHIR
          </Button>
          <DeleteAccount />
        </div>
      </CardContent>
    </Card>
  );
}
