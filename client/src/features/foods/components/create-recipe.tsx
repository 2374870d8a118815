/**
 * "Create a recipe" (issue 35): name, servings, and ingredients found by the food search (database foods or the
 * member's own), each a measure × amount; one serving's nutrients are previewed with the server's own function
 * (recipePerServing) and saved per serving, then the recipe opens to be logged like a food. Needs signal.
 */
import { type Food, type RecipeBody, recipePerServing } from '@common/foods';
import { X } from 'lucide-react';
import { useDeferredValue, useId, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { Label } from '@/components/label';
import { NativeSelect } from '@/components/native-select';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useCreateRecipe, useFoodSearch } from '../api/foods-api';

interface Row {
  key: string;
  food: Food;
  measureId: string;
  amount: string;
}

const positive = (text: string, max: number) => {
  const v = Number(text);
  return Number.isFinite(v) && v > 0 && v <= max ? v : null;
};

function IngredientRow({
  row,
  onChange,
  onRemove,
}: {
  row: Row;
  onChange: (r: Row) => void;
  onRemove: () => void;
}) {
  const id = useId();
  return (
    <li className="space-y-1 py-2" data-testid="recipe-ingredient">
      <div className="flex items-start justify-between gap-2">
        <span className="text-sm font-medium">{row.food.name}</span>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Remove ${row.food.name}`}
          onClick={onRemove}
        >
          <X className="size-4" />
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <div>
          <Label htmlFor={`${id}-amount`} className="sr-only">
            Amount of {row.food.name}
          </Label>
          <Input
            id={`${id}-amount`}
            inputMode="decimal"
            value={row.amount}
            aria-invalid={positive(row.amount, 5000) === null}
            onChange={(e) => onChange({ ...row, amount: e.target.value })}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-measure`} className="sr-only">
            Measure of {row.food.name}
          </Label>
          <NativeSelect
            id={`${id}-measure`}
            value={row.measureId}
            onChange={(e) => onChange({ ...row, measureId: e.target.value })}
          >
            {row.food.measures.map((m) => (
              <option key={m.id} value={m.id}>
                {m.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
    </li>
  );
}

export function CreateRecipe({
  numbers,
  onCreated,
  onCancel,
}: {
  numbers: boolean;
  onCreated: (food: Food) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [servings, setServings] = useState('2');
  const [rows, setRows] = useState<Row[]>([]);
  const [q, setQ] = useState('');
  const query = useDeferredValue(q);
  const results = useFoodSearch(query);
  const create = useCreateRecipe();
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef<{ sent: string; key: string } | null>(null);

  const servingsValue = positive(servings, 50);
  const weighed = rows.map((r) => {
    const measure = r.food.measures.find((m) => m.id === r.measureId)!;
    const amount = positive(r.amount, 5000);
    return amount === null ? null : { per100g: r.food.per100g, grams: measure.grams * amount };
  });
  const valid =
    name.trim().length >= 2 && servingsValue !== null && rows.length > 0 && weighed.every((w) => w !== null);
  const perServing = valid
    ? recipePerServing(weighed as NonNullable<(typeof weighed)[number]>[], servingsValue)
    : null;

  function add(food: Food) {
    const measure = food.measures.find((m) => m.id === 'g') ?? food.measures[0]!;
    setRows((list) => [
      ...list,
      { key: crypto.randomUUID(), food, measureId: measure.id, amount: measure.id === 'g' ? '100' : '1' },
    ]);
    setQ('');
  }

  async function save() {
    setError(null);
    const recipe = {
      name: name.trim(),
      servings: servingsValue!,
      ingredients: rows.map((r) => ({ foodId: r.food.id, measureId: r.measureId, amount: Number(r.amount) })),
    };
    // A retry of the same recipe (its answer lost) reuses its key, so the server saves it once; an edit is new.
    const sent = JSON.stringify(recipe);
    if (attempt.current?.sent !== sent) attempt.current = { sent, key: crypto.randomUUID() };
    const body: RecipeBody = { ...recipe, clientId: attempt.current.key };
    try {
      const food = await create.mutateAsync(body);
      toast.success('Recipe saved', `${food.name}: log it by the serving.`);
      onCreated(food);
    } catch (err) {
      setError(
        err instanceof ApiError
          ? (err.serverMessage ?? 'Could not save the recipe.')
          : 'Could not save the recipe: no signal?',
      );
    }
  }

  const searching = query.trim().length >= 2;
  return (
    <form
      className="space-y-3"
      aria-label="Create a recipe"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid && !create.isPending) void save();
      }}
    >
      <div className="grid grid-cols-[1fr_6rem] gap-3">
        <div>
          <Label htmlFor={`${id}-name`}>Recipe name</Label>
          <Input id={`${id}-name`} value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
        </div>
        <div>
          <Label htmlFor={`${id}-servings`}>Servings</Label>
          <Input
            id={`${id}-servings`}
            inputMode="decimal"
            value={servings}
            aria-invalid={servingsValue === null}
            onChange={(e) => setServings(e.target.value)}
          />
        </div>
      </div>
      {rows.length > 0 && (
        <ul className="divide-y" aria-label="Ingredients">
          {rows.map((row) => (
            <IngredientRow
              key={row.key}
              row={row}
              onChange={(next) => setRows((list) => list.map((r) => (r.key === row.key ? next : r)))}
              onRemove={() => setRows((list) => list.filter((r) => r.key !== row.key))}
            />
          ))}
        </ul>
      )}
      <div>
        <Label htmlFor={`${id}-q`}>Add an ingredient</Label>
        <Input
          id={`${id}-q`}
          type="search"
          placeholder="toor dal, onion, ghee…"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          autoComplete="off"
        />
      </div>
      {searching && (
        <ul className="max-h-48 divide-y overflow-y-auto" aria-label="Ingredient results">
          {(results.data?.foods ?? []).map((f) => (
            <li key={f.id}>
              <button
                type="button"
                onClick={() => add(f)}
                className="min-h-11 w-full rounded-md px-3 py-2 text-left text-sm hover:bg-muted focus-visible:bg-muted"
              >
                {f.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {perServing && numbers && (
        <p className="text-sm tabular-nums text-muted-foreground" data-testid="recipe-per-serving">
          Per serving: {Math.round(perServing.kcal)} kcal · protein {Math.round(perServing.proteinG)} g ·
          carbs {Math.round(perServing.carbsG)} g · fat {Math.round(perServing.fatG)} g · fibre{' '}
          {Math.round(perServing.fiberG)} g · sodium{' '}
          {perServing.sodiumMg === null ? 'unknown' : `${Math.round(perServing.sodiumMg)} mg`}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={!valid || create.isPending} className="w-full">
        {create.isPending ? 'Saving…' : 'Save recipe'}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onCancel}>
        Back to search
      </Button>
    </form>
  );
}
