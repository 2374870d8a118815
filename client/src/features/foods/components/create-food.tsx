/**
 * Create a food from a packet's label (issue 35): the values for one serving (POST /api/foods), with the barcode
 * that was scanned, so the next scan finds it. Optional values left empty stay unknown, never zero.
 */
import type { CustomFoodBody, Food } from '@common/foods';
import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { Label } from '@/components/label';
import { ApiError } from '@/lib/api';
import { api } from '@/lib/api-client';

const FIELDS = [
  ['name', 'Name on the packet', 'text'],
  ['servingLabel', 'Serving (as the label says)', 'text'],
  ['servingGrams', 'Serving weight (g)', 'number'],
  ['kcal', 'Energy (kcal)', 'number'],
  ['proteinG', 'Protein (g)', 'number'],
  ['carbsG', 'Carbohydrate (g)', 'number'],
  ['fatG', 'Fat (g)', 'number'],
  ['sodiumMg', 'Sodium (mg, optional)', 'number'],
] as const;
type Field = (typeof FIELDS)[number][0];
const OPTIONAL: readonly Field[] = ['sodiumMg'];

export function CreateFood({
  gtin,
  onCreated,
  onCancel,
}: {
  gtin: string;
  onCreated: (food: Food) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    servingLabel: 'serving',
    servingGrams: '',
    kcal: '',
    proteinG: '',
    carbsG: '',
    fatG: '',
    sodiumMg: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const num = (f: Field) => (values[f].trim() === '' ? undefined : Number(values[f]));

  async function save() {
    setSaving(true);
    setError(null);
    const body: CustomFoodBody = {
      name: values.name,
      gtin,
      servingLabel: values.servingLabel,
      servingGrams: num('servingGrams')!,
      kcal: num('kcal')!,
      proteinG: num('proteinG')!,
      carbsG: num('carbsG')!,
      fatG: num('fatG')!,
      sodiumMg: num('sodiumMg'),
    };
    try {
      onCreated((await api.post('/api/foods', { body })).food);
    } catch (err) {
      setError(err instanceof ApiError ? (err.serverMessage ?? 'Could not save it.') : 'No signal?');
    } finally {
      setSaving(false);
    }
  }

  const filled = FIELDS.every(([f]) => OPTIONAL.includes(f) || values[f].trim() !== '');
  return (
    <form
      className="grid grid-cols-2 gap-3"
      aria-label="Create this food"
      onSubmit={(e) => {
        e.preventDefault();
        if (filled && !saving) void save();
      }}
    >
      {FIELDS.map(([f, label, type]) => (
        <div key={f} className={type === 'text' ? 'col-span-2' : undefined}>
          <Label htmlFor={`${id}-${f}`}>{label}</Label>
          <Input
            id={`${id}-${f}`}
            inputMode={type === 'number' ? 'decimal' : undefined}
            value={values[f]}
            onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
          />
        </div>
      ))}
      {error && (
        <p role="alert" className="col-span-2 text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={!filled || saving} className="col-span-2">
        {saving ? 'Saving…' : 'Create this food'}
      </Button>
      <Button type="button" variant="ghost" className="col-span-2" onClick={onCancel}>
        Scan again
      </Button>
    </form>
  );
}
