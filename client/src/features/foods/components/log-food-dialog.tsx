/**
 * "Log food" (issue 35): search the food database (or pick a recent food) → choose a measure (katori, piece, cup,
 * grams) → amount → meal slot → saved to the day; quick add calories only; or create a recipe (create-recipe.tsx)
 * and log it by the serving. Offline, the recent foods this
 * device kept and quick add still log (through the sync queue); full search says it needs signal.
 * docs/product.md#food-log
 */
import type { Food } from '@common/foods';
import type { MealSlot } from '@common/plan';
import { lazy, Suspense, useDeferredValue, useId, useState } from 'react';
import { Button } from '@/components/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/dialog';
import { Input } from '@/components/input';
import { Label } from '@/components/label';
import { NativeSelect } from '@/components/native-select';
import { useOnline } from '@/lib/offline-sync';
import { toast } from '@/lib/toast';
import { type FoodSubmitOutcome, useFoodOutbox, useFoodSearch, useRecentFoods } from '../api/foods-api';
import { mealChoices, mealLabel, slotIndexField, type MealChoice } from '../lib/meal-choice';
import { CreateRecipe } from './create-recipe';

// The scanner carries the ZXing reader: loaded when a member opens it, not with /today.
const ScanBarcode = lazy(() => import('./scan-barcode').then((m) => ({ default: m.ScanBarcode })));

const CONFIDENCE_TEXT: Record<Food['confidence'], string> = {
  analysed: 'food table values',
  recipe: 'estimate from a recipe',
  typical: 'rough estimate',
  member: 'your entry',
  label: 'packet label, crowd-sourced',
};

/** Tells what became of a log; true when it is saved (on the server, or on the device to be sent). */
function told(outcome: FoodSubmitOutcome, saved: string, detail?: string): boolean {
  if (outcome === 'synced') toast.success(saved, detail);
  else if (outcome === 'queued')
    toast.success('Saved on this device', 'It is sent when you are back online (see “waiting to sync”).');
  else toast.error('Could not log it', outcome.rejected);
  return typeof outcome !== 'object';
}

/** The meal slot the clock suggests: breakfast before 11, lunch before 16, snack before 19, then dinner. */
function slotNow(now = new Date()): MealSlot {
  const h = now.getHours();
  return h < 11 ? 'breakfast' : h < 16 ? 'lunch' : h < 19 ? 'snack' : 'dinner';
}

function FoodChoice({ food, numbers, onPick }: { food: Food; numbers: boolean; onPick: (f: Food) => void }) {
  const serving = food.measures[0]!;
  const kcal = Math.round((food.per100g.kcal * serving.grams) / 100);
  return (
    <li>
      <button
        type="button"
        onClick={() => onPick(food)}
        className="flex min-h-11 w-full flex-col items-start rounded-md px-3 py-2 text-left hover:bg-muted focus-visible:bg-muted"
      >
        <span className="font-medium">{food.name}</span>
        <span className="text-xs text-muted-foreground">
          {food.brand ? `${food.brand} · ` : ''}
          {numbers ? `${serving.label}: ${kcal} kcal · ` : ''}
          {food.source} ({CONFIDENCE_TEXT[food.confidence]})
        </span>
      </button>
    </li>
  );
}

function Amount({
  food,
  date,
  numbers,
  meals,
  initial,
  onDone,
}: {
  food: Food;
  date: string;
  numbers: boolean;
  meals: ReturnType<typeof mealChoices>;
  initial: MealChoice;
  onDone: () => void;
}) {
  const id = useId();
  const [measureId, setMeasureId] = useState(food.measures[0]!.id);
  const [amount, setAmount] = useState('1');
  const [mealKey, setMealKey] = useState(
    (meals.find((m) => m.slot === initial.slot && m.slotIndex === initial.slotIndex) ?? meals[0]!).key,
  );
  const { slot, slotIndex } = meals.find((m) => m.key === mealKey) ?? meals[0]!;
  const outbox = useFoodOutbox();
  const [sending, setSending] = useState(false);
  const measure = food.measures.find((m) => m.id === measureId) ?? food.measures[0]!;
  const value = Number(amount);
  const valid = Number.isFinite(value) && value > 0 && value <= 2000;
  const grams = valid ? measure.grams * value : 0;
  async function submit() {
    setSending(true);
    const outcome = await outbox.log(
      {
        kind: 'food',
        date,
        slot,
        ...slotIndexField(slotIndex),
        foodId: food.id,
        measureId,
        amount: value,
        clientId: crypto.randomUUID(),
      },
      {
        text: `${mealLabel(slot, slotIndex)}: ${food.name} · ${value} × ${measure.label}`,
        kcal: (food.per100g.kcal * grams) / 100,
      },
    );
    setSending(false);
    if (told(outcome, 'Food logged', `${food.name} to ${mealLabel(slot, slotIndex).toLowerCase()}.`))
      onDone();
  }
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid && !sending) void submit();
      }}
    >
      <p className="font-medium">
        {food.name}
        {food.brand && <span className="font-normal text-muted-foreground"> · {food.brand}</span>}
      </p>
      {food.note && <p className="text-xs text-muted-foreground">{food.note}</p>}
      {/* An imported open database's notice, shown with its data as its licence asks (ODbL 1.0 §4.3). */}
      {food.attribution && (
        <p className="text-xs text-muted-foreground">
          {food.attribution.text}{' '}
          <a className="underline" href={food.attribution.url} target="_blank" rel="noreferrer">
            Product page
          </a>
        </p>
      )}
      <div className="grid grid-cols-2 gap-3">
        <div>
          <Label htmlFor={`${id}-amount`}>Amount</Label>
          <Input
            id={`${id}-amount`}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={!valid}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-measure`}>Measure</Label>
          <NativeSelect id={`${id}-measure`} value={measureId} onChange={(e) => setMeasureId(e.target.value)}>
            {food.measures.map((m) => (
              <option key={m.id} value={m.id}>
                {m.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div>
        <Label htmlFor={`${id}-slot`}>Meal</Label>
        <NativeSelect id={`${id}-slot`} value={mealKey} onChange={(e) => setMealKey(e.target.value)}>
          {meals.map((m) => (
            <option key={m.key} value={m.key}>
              {m.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      {valid && numbers && (
        <p className="text-sm tabular-nums text-muted-foreground">
          {/* A recipe without its cooked weight has no real grams: only the serving's nutrients. */}
          {food.measures.some((m) => m.id === 'g') ? `${Math.round(grams)} g · ` : ''}
          {Math.round((food.per100g.kcal * grams) / 100)} kcal · protein{' '}
          {Math.round((food.per100g.proteinG * grams) / 100)} g
        </p>
      )}
      <Button type="submit" disabled={!valid || sending || !outbox.ready} className="w-full">
        {sending ? 'Logging…' : 'Log it'}
      </Button>
    </form>
  );
}

function QuickAdd({ date, meal, onDone }: { date: string; meal: MealChoice; onDone: () => void }) {
  const id = useId();
  const [kcal, setKcal] = useState('');
  const [label, setLabel] = useState('');
  const outbox = useFoodOutbox();
  const [sending, setSending] = useState(false);
  const value = Number(kcal);
  const valid = Number.isInteger(value) && value >= 1 && value <= 5000;
  async function submit() {
    const { slot, slotIndex } = meal;
    setSending(true);
    const outcome = await outbox.log(
      {
        kind: 'quick',
        date,
        slot,
        ...slotIndexField(slotIndex),
        kcal: value,
        label: label || undefined,
        clientId: crypto.randomUUID(),
      },
      { text: `${mealLabel(slot, slotIndex)}: ${label || 'Quick add'}`, kcal: value },
    );
    setSending(false);
    if (told(outcome, 'Calories logged', `To ${mealLabel(slot, slotIndex).toLowerCase()}.`)) onDone();
  }
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid && !sending) void submit();
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        <div>
          <Label htmlFor={`${id}-kcal`}>Calories (kcal)</Label>
          <Input
            id={`${id}-kcal`}
            inputMode="numeric"
            value={kcal}
            onChange={(e) => setKcal(e.target.value)}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-label`}>What (optional)</Label>
          <Input id={`${id}-label`} value={label} maxLength={80} onChange={(e) => setLabel(e.target.value)} />
        </div>
      </div>
      <Button
        type="submit"
        variant="outline"
        disabled={!valid || sending || !outbox.ready}
        className="w-full"
      >
        Quick add calories
      </Button>
    </form>
  );
}

/**
 * `planned`: the plan day's meals (each of two snacks is its own choice); `meal`: the meal the dialog was opened
 * from (/today's "Log food" of a planned meal), logged into unless the member picks another; without it, the
 * clock's meal.
 */
export function LogFoodDialog({
  open,
  onOpenChange,
  date,
  numbers,
  planned,
  meal,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  date: string;
  numbers: boolean;
  planned?: readonly { slot: MealSlot }[];
  meal?: MealChoice | null;
}) {
  const meals = mealChoices(planned);
  const initial = meal ?? { slot: slotNow(), slotIndex: 0 };
  const id = useId();
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<Food | null>(null);
  const [buildingRecipe, setBuildingRecipe] = useState(false);
  const [scanning, setScanning] = useState(false);
  const query = useDeferredValue(q);
  const online = useOnline();
  const results = useFoodSearch(online ? query : '');
  const recent = useRecentFoods();
  const close = () => {
    setPicked(null);
    setBuildingRecipe(false);
    setScanning(false);
    setQ('');
    onOpenChange(false);
  };
  const searching = query.trim().length >= 2;
  const recentFoods = recent.data?.foods ?? [];
  // Offline the device has only the recent foods: the query narrows them by name.
  const list = !online
    ? recentFoods.filter((f) => f.name.toLowerCase().includes(query.trim().toLowerCase()))
    : searching
      ? (results.data?.foods ?? [])
      : recentFoods;
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? onOpenChange(true) : close())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Log food</DialogTitle>
          <DialogDescription>
            {meal
              ? `For ${mealLabel(meal.slot, meal.slotIndex).toLowerCase()}: search a food or dish and choose how much.`
              : 'Search a food or dish, choose how much, and the meal.'}
          </DialogDescription>
        </DialogHeader>
        {picked ? (
          <>
            <Amount
              food={picked}
              date={date}
              numbers={numbers}
              meals={meals}
              initial={initial}
              onDone={close}
            />
            <Button variant="ghost" onClick={() => setPicked(null)}>
              Back to search
            </Button>
          </>
        ) : scanning && online ? (
          <Suspense fallback={<p role="status">Opening the scanner…</p>}>
            <ScanBarcode
              onFood={(food) => {
                setScanning(false);
                setPicked(food);
              }}
              onCancel={() => setScanning(false)}
            />
          </Suspense>
        ) : buildingRecipe && online ? (
          <CreateRecipe
            numbers={numbers}
            onCreated={(food) => {
              setBuildingRecipe(false);
              setPicked(food);
            }}
            onCancel={() => setBuildingRecipe(false)}
          />
        ) : (
          <div className="space-y-3">
            <Label htmlFor={`${id}-q`}>Food</Label>
            <Input
              id={`${id}-q`}
              type="search"
              placeholder="paneer, dal, idli, banana…"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              autoComplete="off"
            />
            {!online && (
              <p className="text-sm text-muted-foreground" data-testid="food-search-offline">
                You are offline: searching every food needs signal. Your recent foods and quick add work now
                and are sent when you are back online.
              </p>
            )}
            {(!searching || !online) && list.length > 0 && (
              <p className="text-xs font-medium text-muted-foreground">Recent</p>
            )}
            {!online && searching && list.length === 0 && (
              <p className="text-sm text-muted-foreground">No recent food matches. Use quick add below.</p>
            )}
            {online && searching && results.isSuccess && list.length === 0 && (
              <p className="text-sm text-muted-foreground">No food found. Try another name or spelling.</p>
            )}
            <ul className="divide-y" aria-label="Search results">
              {list.map((f) => (
                <FoodChoice key={f.id} food={f} numbers={numbers} onPick={setPicked} />
              ))}
            </ul>
            {online && (
              <div className="grid grid-cols-2 gap-3">
                <Button variant="outline" onClick={() => setScanning(true)}>
                  Scan a barcode
                </Button>
                <Button variant="outline" onClick={() => setBuildingRecipe(true)}>
                  Create a recipe
                </Button>
              </div>
            )}
            {numbers && <QuickAdd date={date} meal={initial} onDone={close} />}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
