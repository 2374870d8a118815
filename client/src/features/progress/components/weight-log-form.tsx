import { DEFAULT_UNIT_SYSTEM, lbToKg } from '@common/units';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { FieldError, Label } from '@/components/label';
import { ApiError, errorText } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { localToday, newClientId, useLogWeight } from '../api/progress-api';

/**
 * Body weight of a day (every member): 0.1 kg steps, backdating allowed; the same date again updates it. Members
 * who chose imperial units on their profile type pounds; the API always takes kilograms.
 */
export function WeightLogForm() {
  const imperial = (useAuth().profile?.unitSystem ?? DEFAULT_UNIT_SYSTEM) === 'imperial';
  const unit = imperial ? 'lb' : 'kg';
  const [date, setDate] = useState(localToday());
  const [weight, setWeight] = useState('');
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const log = useLogWeight();

  function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const typed = Number(weight);
    if (!weight || !Number.isFinite(typed)) {
      setError({
        field: 'weightKg',
        message: `Enter your weight in ${unit}, e.g. ${imperial ? '160' : '72.4'}`,
      });
      return;
    }
    const weightKg = imperial ? Math.round(lbToKg(typed) * 10) / 10 : typed;
    log.mutate(
      { date, weightKg, clientId: newClientId() },
      {
        onSuccess: () => {
          toast.success('Weight logged', `${weight} ${unit} on ${date}`);
          setWeight('');
        },
        onError: (err) =>
          setError({
            field: err instanceof ApiError ? err.field : null,
            message: errorText(err, 'Could not log the weight. Please try again.'),
          }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" noValidate>
      <div className="space-y-1.5">
        <Label htmlFor="weight-date">Date</Label>
        <Input
          id="weight-date"
          type="date"
          value={date}
          max={localToday()}
          onChange={(e) => setDate(e.target.value)}
          aria-invalid={error?.field === 'date' || undefined}
          aria-describedby={error?.field === 'date' ? 'weight-date-error' : undefined}
        />
        {error?.field === 'date' && <FieldError id="weight-date-error" message={error.message} />}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="weight-kg">Weight ({unit})</Label>
        <Input
          id="weight-kg"
          type="number"
          inputMode="decimal"
          step="0.1"
          min={imperial ? 66 : 30}
          max={imperial ? 661 : 300}
          value={weight}
          onChange={(e) => setWeight(e.target.value)}
          aria-invalid={error?.field === 'weightKg' || undefined}
          aria-describedby={error?.field === 'weightKg' ? 'weight-kg-error' : undefined}
        />
        {error?.field === 'weightKg' && <FieldError id="weight-kg-error" message={error.message} />}
      </div>
      <Button type="submit" disabled={log.isPending}>
        {log.isPending ? 'Saving…' : 'Log weight'}
      </Button>
      {error && error.field !== 'date' && error.field !== 'weightKg' && (
        <p role="alert" className="text-sm text-destructive sm:col-span-3">
          {error.message}
        </p>
      )}
    </form>
  );
}
