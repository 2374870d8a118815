import { useState, type FormEvent } from 'react';
import { CONTAINS_TAGS } from '@common/plan';
import type { ClinicianOverrides } from '@common/clinician';
import { Button } from '@/components/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/card';
import { FormField } from '@/components/form-field';
import { Input, Textarea } from '@/components/input';
import { errorText } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useReviewAction, type ReviewAction } from '../api/clinician-api';

const list = (s: string) =>
  s
    .split(/[,\n]/)
    .map((x) => x.trim())
    .filter(Boolean);
const num = (s: string) => (s.trim() === '' ? undefined : Number(s));

/** The structured overrides from the form's text fields (empty fields are left out). */
function overridesFrom(f: Record<string, string>): ClinicianOverrides {
  const o: ClinicianOverrides = {
    calorieTargetKcal: num(f.calories ?? ''),
    proteinMaxGPerKg: num(f.protein ?? ''),
    excludeFoods: list(f.foods ?? ''),
    excludeFoodGroups: list(f.groups ?? '') as ClinicianOverrides['excludeFoodGroups'],
    maxRpe: num(f.rpe ?? ''),
    maxPercent1Rm: num(f.pct ?? ''),
    excludeExercises: list(f.exercises ?? ''),
    sodiumMaxMg: num(f.sodium ?? ''),
    potassiumMaxMg: num(f.potassium ?? ''),
    extraWarnings: (f.warnings ?? '')
      .split('\n')
      .map((x) => x.trim())
      .filter(Boolean),
  };
  return Object.fromEntries(
    Object.entries(o).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0)),
  ) as ClinicianOverrides;
}

const OVERRIDE_FIELDS: { key: string; label: string; placeholder?: string; multiline?: boolean }[] = [
  { key: 'calories', label: 'Calorie target (kcal a day)', placeholder: 'e.g. 1800' },
  { key: 'protein', label: 'Protein ceiling (g per kg)', placeholder: 'e.g. 0.8' },
  { key: 'foods', label: 'Foods to exclude (comma-separated)', placeholder: 'e.g. grapefruit, peanut' },
  {
    key: 'groups',
    label: `Food groups to exclude (${CONTAINS_TAGS.slice(0, 8).join(', ')}…)`,
    placeholder: 'e.g. dairy',
  },
  { key: 'rpe', label: 'Training intensity cap (RPE 3–9)', placeholder: 'e.g. 6' },
  { key: 'pct', label: 'Strength load cap (% of 1RM)', placeholder: 'e.g. 60' },
  { key: 'exercises', label: 'Exercises to exclude (comma-separated)', placeholder: 'e.g. deadlift, burpee' },
  { key: 'sodium', label: 'Sodium ceiling (mg a day)', placeholder: 'e.g. 1500' },
  { key: 'potassium', label: 'Potassium ceiling (mg a day)', placeholder: 'e.g. 2500' },
  { key: 'warnings', label: 'Extra warnings for the member (one per line)', multiline: true },
];

/** Approve, request changes (with structured overrides) or decline one plan. */
export function DecisionForms({ planId, onDone }: { planId: string; onDone: (message: string) => void }) {
  const action = useReviewAction(planId);
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const run = (a: ReviewAction) =>
    action.mutate(a, {
      onSuccess: (res) => onDone(res.message),
      onError: (err) => toast.error('Not saved', errorText(err, 'Please check the form and try again.')),
    });

  const approve = (e: FormEvent) => {
    e.preventDefault();
    run({ kind: 'approve', ...(note.trim() ? { note: note.trim() } : {}) });
  };
  const requestChanges = (e: FormEvent) => {
    e.preventDefault();
    if (!note.trim()) return setErrors({ note: 'Write a note for the member explaining the changes.' });
    setErrors({});
    run({ kind: 'request-changes', note: note.trim(), overrides: overridesFrom(fields) });
  };
  const decline = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim().length < 10)
      return setErrors({ reason: 'Explain in at least 10 characters why, and what the member should do.' });
    setErrors({});
    run({ kind: 'decline', reason: reason.trim() });
  };

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>Your decision</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <FormField id="review-note" label="Note to the member (shown on their plan)" error={errors.note}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={2000}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            )}
          </FormField>
          <form onSubmit={approve}>
            <Button type="submit" disabled={action.isPending}>
              Approve plan
            </Button>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Request changes</CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={requestChanges} className="grid gap-4 sm:grid-cols-2" noValidate>
            {OVERRIDE_FIELDS.map((f) => (
              <FormField
                key={f.key}
                id={`override-${f.key}`}
                label={f.label}
                className={f.multiline ? 'sm:col-span-2' : undefined}
              >
                {(control) =>
                  f.multiline ? (
                    <Textarea
                      {...control}
                      rows={2}
                      value={fields[f.key] ?? ''}
                      onChange={(e) => setFields({ ...fields, [f.key]: e.target.value })}
                    />
                  ) : (
                    <Input
                      {...control}
                      placeholder={f.placeholder}
                      value={fields[f.key] ?? ''}
                      onChange={(e) => setFields({ ...fields, [f.key]: e.target.value })}
                    />
                  )
                }
              </FormField>
            ))}
            <div className="sm:col-span-2">
              <Button type="submit" variant="secondary" disabled={action.isPending}>
                Request changes and regenerate
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Decline</CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={decline} className="space-y-3" noValidate>
            <FormField
              id="decline-reason"
              label="Why, and what the member should do (they are told they can ask for a refund)"
              error={errors.reason}
            >
              {(control) => (
                <Textarea
                  {...control}
                  rows={3}
                  maxLength={2000}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                />
              )}
            </FormField>
            <Button type="submit" variant="destructive" disabled={action.isPending}>
              Decline review
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
