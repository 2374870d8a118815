/**
 * Grant (or update) the clinician role from a member's details: the credentials members will see beside their
 * reviewer's name. The server validates, audits and hands waiting reviews to the new clinician.
 */
import { grantClinicianBody } from '@common/clinician';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stethoscope } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/dialog';
import { FormErrorSummary, type SummaryField } from '@/components/form-error-summary';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/input';
import { showSubmitError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useGrantClinician } from '../api/admin-api';

const credentials = grantClinicianBody.omit({ userId: true });
type Values = z.input<typeof credentials>;
type Name = keyof Values & string;

/** The credential fields, with readable messages in place of the API's field names. */
const FIELDS: { name: Name; label: string; placeholder: string }[] = [
  { name: 'displayName', label: 'Name shown to members', placeholder: 'e.g. Dr Asha Rao' },
  { name: 'registrationNumber', label: 'Registration number', placeholder: 'e.g. NMC-123456' },
  { name: 'registrationBody', label: 'Registration body', placeholder: 'e.g. National Medical Commission' },
  { name: 'specialty', label: 'Specialty', placeholder: 'e.g. Internal medicine' },
];
const LABELS = Object.fromEntries(FIELDS.map((f) => [f.name, f.label])) as Record<Name, string>;
/** "registrationNumber must be at least 2 characters" → "Must be at least 2 characters". */
const readable = (message: string) => message.replace(/^[a-z][A-Za-z]* (must)\b/, 'Must');

export function GrantClinicianDialog({ userId, username }: { userId: string; username: string }) {
  const id = useId();
  const grant = useGrantClinician();
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, submitCount },
  } = useForm<Values>({
    shouldFocusError: false,
    resolver: zodResolver(credentials),
    defaultValues: { displayName: '', registrationNumber: '', registrationBody: '', specialty: '' },
  });
  const fields: SummaryField<Values>[] = FIELDS.map((f) => ({
    name: f.name,
    id: `${id}-${f.name}`,
    label: f.label,
  }));
  const message = (name: Name) => {
    const m = errors[name]?.message;
    return m ? readable(m) : undefined;
  };
  const readableErrors = Object.fromEntries(
    FIELDS.flatMap((f) => (message(f.name) ? [[f.name, { message: message(f.name) }]] : [])),
  );

  async function onSubmit(values: Values) {
    setServerError(null);
    try {
      const res = await grant.mutateAsync({ userId, ...values });
      toast.success('Clinician role granted', `${res.clinician.displayName} can now review plans.`);
      setOpen(false);
      reset();
    } catch (err) {
      showSubmitError(
        { setError, setServerError },
        err,
        'Could not grant the role. Please try again.',
        Object.fromEntries(FIELDS.map((f) => [f.name, f.name])) as Record<string, Name>,
      );
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          reset();
          setServerError(null);
        }
      }}
    >
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Stethoscope aria-hidden="true" /> Clinician role
      </Button>
      <DialogContent>
        <form onSubmit={handleSubmit(onSubmit)} className="space-y-4" noValidate>
          <DialogHeader>
            <DialogTitle>Make {username} a clinician</DialogTitle>
            <DialogDescription>
              Clinicians review Doctor Verified plans and answer their members&apos; messages. Members see
              these credentials beside the reviewer&apos;s name. Granting again updates them.
            </DialogDescription>
          </DialogHeader>
          <FormErrorSummary
            errors={readableErrors}
            fields={fields}
            serverError={serverError}
            focusKey={submitCount}
            title="Not granted"
          />
          {FIELDS.map((f) => (
            <FormField
              key={f.name}
              id={`${id}-${f.name}`}
              label={LABELS[f.name]}
              error={message(f.name)}
              className="space-y-1.5"
            >
              {(control) => <Input {...control} placeholder={f.placeholder} {...register(f.name)} />}
            </FormField>
          ))}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={grant.isPending}>
              {grant.isPending ? 'Granting...' : 'Grant clinician role'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
