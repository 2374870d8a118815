import { DEFAULT_UNIT_SYSTEM, formatWeight, lbToKg } from '@common/units';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { FieldError, Label } from '@/components/label';
import { ApiError, errorText } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { decimalInputProps, parseTypedNumber } from '@/lib/typed-number';
import { localToday, newClientId, useLogWeight, useWeights } from '../api/progress-api';
import { weightQuestion, type WeightQuestion } from '../lib/weight-jump';

/**
 * Body weight of a day (every member): 0.1 kg steps, backdating allowed; the same date again updates it. Members
 * who chose imperial units on their profile type pounds; the API always takes kilograms.
 */
export function WeightLogForm() {
  const system = useAuth().profile?.unitSystem ?? DEFAULT_UNIT_SYSTEM;
  const imperial = system === 'imperial';
  const unit = imperial ? 'lb' : 'kg';
  const [date, setDate] = useState(localToday());
  const [weight, setWeight] = useState('');
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  /** An implausible jump waits for the member's answer before it is logged. */
  const [question, setQuestion] = useState<WeightQuestion | null>(null);
  const log = useLogWeight();
  const weights = useWeights();

  function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setQuestion(null);
    const typed = parseTypedNumber(weight);
    if (typed === null) {
      setError({
        field: 'weightKg',
        message: `Enter your weight in ${unit}, e.g. ${imperial ? '160' : '72.4 (or 72,4)'}`,
      });
      return;
    }
    const asked = weightQuestion(typed, unit, date, weights.data?.weights ?? []);
    if (asked) {
      setQuestion(asked);
      return;
    }
    send(imperial ? lbToKg(typed) : typed);
  }

  function send(kg: number) {
    setQuestion(null);
    const weightKg = Math.round(kg * 10) / 10;
    log.mutate(
      { date, weightKg, clientId: newClientId() },
      {
        onSuccess: () => {
          toast.success('Weight logged', `${formatWeight(weightKg, system)} on ${date}`);
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
          {...decimalInputProps}
          value={weight}
          onChange={(e) => {
            setWeight(e.target.value);
            setQuestion(null);
          }}
          aria-invalid={error?.field === 'weightKg' || undefined}
          aria-describedby={error?.field === 'weightKg' ? 'weight-kg-error' : undefined}
        />
        {error?.field === 'weightKg' && <FieldError id="weight-kg-error" message={error.message} />}
      </div>
      <Button type="submit" disabled={log.isPending}>
        {log.isPending ? 'Saving…' : 'Log weight'}
      </Button>
      {question && (
        <div role="alert" className="space-y-2 rounded-md border border-warning p-3 text-sm sm:col-span-3">
          <p>{question.message}</p>
          <div className="flex flex-wrap gap-2">
            {question.otherUnitKg !== null && (
              <Button type="button" size="sm" onClick={() => send(question.otherUnitKg!)}>
                Log {imperial ? `${weight} kg` : `${weight} lb (${question.otherUnitKg} kg)`}
              </Button>
            )}
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => send(imperial ? lbToKg(parseTypedNumber(weight)!) : parseTypedNumber(weight)!)}
            >
              Yes, log {weight} {unit}
            </Button>
          </div>
        </div>
      )}
      {error && error.field !== 'date' && error.field !== 'weightKg' && (
        <p role="alert" className="text-sm text-destructive sm:col-span-3">
          {error.message}
        </p>
      )}
    </form>
  );
}
