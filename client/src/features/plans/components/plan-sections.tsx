/** The parts of a plan page: targets, warnings, meals, supplements, grocery list, rationale (training: training-section). */
import {
  DAY_TOLERANCE,
  energyProteinOff,
  MEAL_SLOT_LABELS,
  showsNumbers,
  type Meal,
  type MealItem,
  type PlanContent,
  type PlanDay,
  type PlanWarning,
  type RecipeHowTo,
  type WarningSeverity,
} from '@common/plan';
import { formatPrice } from '@common/pricing';
import {
  CheckCircle2,
  CookingPot,
  Droplets,
  Flame,
  Pill,
  Refrigerator,
  Repeat,
  ShoppingCart,
  Stethoscope,
  TriangleAlert,
} from 'lucide-react';
import { Alert } from '@/components/alert';
import { Badge, type BadgeVariant } from '@/components/badge';
import { Button } from '@/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { cn } from '@/lib/cn';
import { formatGrams, formatPlainDate } from '@/lib/format';
import { usePreferredCurrency } from '@/lib/preferred-currency';

const SEVERITY: Record<WarningSeverity, { variant: BadgeVariant; label: string }> = {
  critical: { variant: 'destructive', label: 'Critical' },
  caution: { variant: 'warning', label: 'Caution' },
  info: { variant: 'info', label: 'Note' },
};

const round = (n: number) => Math.round(n);

function WarningList({ warnings }: { warnings: PlanWarning[] }) {
  return (
    <ul className="space-y-3">
      {warnings.map((w) => (
        <li key={w.code} className="flex flex-col gap-1 sm:flex-row sm:items-start sm:gap-3">
          <Badge variant={SEVERITY[w.severity].variant} className="shrink-0">
            {SEVERITY[w.severity].label}
          </Badge>
          <p className="text-sm">{w.message}</p>
        </li>
      ))}
    </ul>
  );
}

/** What matters first (critical and caution); notes folded below them, open when there is nothing else. */
export function WarningsSection({ warnings }: { warnings: PlanWarning[] }) {
  if (warnings.length === 0) return null;
  const lead = warnings.filter((w) => w.severity !== 'info');
  const rest = warnings.filter((w) => w.severity === 'info');
  return (
    <Card className="border-yellow-200">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <TriangleAlert className="size-5 text-warning" aria-hidden="true" /> Safety notes ({warnings.length}
          )
        </CardTitle>
        <CardDescription>
          Most serious first. Talk to your doctor about anything marked Critical before you start.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <WarningList warnings={lead} />
        {rest.length > 0 && (
          <details className="mt-4 group" open={lead.length === 0 ? true : undefined}>
            <summary className="cursor-pointer text-sm font-medium text-primary">
              {lead.length > 0 ? `${rest.length} more ${rest.length === 1 ? 'note' : 'notes'}` : 'Notes'}
            </summary>
            <div className="mt-3">
              <WarningList warnings={rest} />
            </div>
          </details>
        )}
      </CardContent>
    </Card>
  );
}

/** A plan without numbers (eating-disorder history, NICE NG69): how to build each meal, no targets. */
function PlateSection() {
  return (
    <Card data-testid="plate-guide">
      <CardHeader>
        <CardTitle>How to eat</CardTitle>
        <CardDescription>
          Regular meals and snacks, each a balanced plate: about half vegetables or fruit, a quarter protein,
          a quarter grains and a little fat. No counting or weighing — please use this plan with your care
          team.
        </CardDescription>
      </CardHeader>
    </Card>
  );
}

export function TargetsSection({ content }: { content: PlanContent }) {
  if (!showsNumbers(content)) return <PlateSection />;
  const t = content.targets;
  const items = [
    { label: 'Energy', value: `${t.calories.toLocaleString('en-US')} kcal`, icon: Flame },
    {
      label: 'Protein',
      value: `${t.proteinG} g`,
      detail: `${t.energySplitPct.protein}% · ${t.proteinGPerKg} g/kg`,
    },
    {
      label: 'Carbohydrate',
      value: `${t.carbsG} g`,
      detail: `${t.energySplitPct.carbs}%${t.carbsMaxG ? ` · max ${t.carbsMaxG} g` : ''}`,
    },
    {
      label: 'Fat',
      value: `${t.fatG} g`,
      detail: `${t.energySplitPct.fat}% · saturated ≤ ${t.saturatedFatMaxG} g`,
    },
    { label: 'Fibre', value: `${t.fiberG} g` },
    { label: 'Water', value: `${(t.waterMl / 1000).toFixed(1)} L`, icon: Droplets },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Daily targets</CardTitle>
        <CardDescription>
          BMR {t.energy.bmr} kcal × activity {t.energy.activityFactor} = {t.energy.tdee} kcal
          {t.energy.adjustmentKcal !== 0 &&
            ` ${t.energy.adjustmentKcal > 0 ? '+' : '−'} ${Math.abs(t.energy.adjustmentKcal)} kcal for your goal`}
          {t.energy.floorKcal > 0 && ` (never below ${t.energy.floorKcal} kcal)`}
          {content.revision &&
            `; your weekly check-in measured what you really burn and set ${t.calories} kcal from ${formatPlainDate(content.revision.fromDate)}`}
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {content.targetRevision && <RevisionNote revision={content.targetRevision} />}
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {items.map((i) => (
            <div key={i.label} className="rounded-lg border border-border bg-muted/40 p-3">
              <dt className="text-xs text-muted-foreground">{i.label}</dt>
              <dd className="text-lg font-bold tabular-nums">{i.value}</dd>
              {i.detail && <dd className="text-xs text-muted-foreground">{i.detail}</dd>}
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** The targets as revised to what the days serve (issue 30), stated before the figures, with each reason's source. */
function RevisionNote({ revision }: { revision: NonNullable<PlanContent['targetRevision']> }) {
  return (
    <Alert variant="warning" title="Targets revised to what this plan serves">
      <p>{revision.statement}</p>
      <ul className="mt-1 list-disc pl-5 text-xs">
        {revision.reasons.map((r) => (
          <li key={r.text}>
            {r.text} <span className="text-muted-foreground">({r.source})</span>
          </li>
        ))}
      </ul>
    </Alert>
  );
}

const WEIGHED: Record<NonNullable<MealItem['weighedAs']>, string> = {
  dry: 'dry',
  raw: 'raw',
  cooked: 'cooked',
  ready: '',
};

/** "60 g dry · 2 rotis": the grams as weighed (dry/raw stated) and the household measure beside them. */
function itemAmount(item: MealItem): string {
  const state = item.weighedAs ? WEIGHED[item.weighedAs] : '';
  const grams = `${formatGrams(item.grams)}${state ? ` ${state}` : ''}`;
  return item.measure ? `${item.measure} (${grams})` : grams;
}

function MealBlock({ meal, numbers, onSwap }: { meal: Meal; numbers: boolean; onSwap?: () => void }) {
  return (
    <div className="space-y-1" data-meal-slot={meal.slot}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <p className="min-w-0">
          <span className="font-semibold">{MEAL_SLOT_LABELS[meal.slot]}:</span> {meal.name}
          {meal.swap && (
            <Badge variant="info" className="ml-2 align-middle">
              <Repeat aria-hidden="true" /> Swapped
              <span className="sr-only"> from {meal.swap.originalName}</span>
            </Badge>
          )}
        </p>
        {numbers && (
          <span className="text-xs text-muted-foreground tabular-nums">
            {round(meal.totals.kcal)} kcal · P {round(meal.totals.proteinG)} g · C {round(meal.totals.carbsG)}{' '}
            g · F {round(meal.totals.fatG)} g
          </span>
        )}
      </div>
      {meal.swap && (
        <p className="ml-4 text-xs text-muted-foreground">Instead of the plan’s {meal.swap.originalName}.</p>
      )}
      {meal.batch && <BatchNote batch={meal.batch} />}
      {onSwap && (
        <Button
          variant="outline"
          size="sm"
          className="ml-4"
          onClick={onSwap}
          data-print-hidden
          aria-label={`Swap ${MEAL_SLOT_LABELS[meal.slot]}: ${meal.name}`}
        >
          <Repeat aria-hidden="true" /> Swap
        </Button>
      )}
      <ul className="ml-4 list-disc text-sm text-muted-foreground">
        {meal.items.map((item, i) => (
          <li key={`${item.foodId}-${i}`}>
            {numbers ? (
              <>
                {item.name} — {itemAmount(item)} <span className="text-xs">({round(item.kcal)} kcal)</span>
              </>
            ) : (
              `${item.name}${item.measure ? ` — ${item.measure}` : ''}`
            )}
          </li>
        ))}
      </ul>
      {meal.note && <p className="ml-4 text-xs text-muted-foreground">{meal.note}</p>}
      {meal.howTo && <HowTo howTo={meal.howTo} name={meal.name} />}
    </div>
  );
}

const REGION_LABEL: Record<RecipeHowTo['region'], string> = {
  north: 'North Indian',
  south: 'South Indian',
  west: 'West Indian',
  east: 'East Indian',
  international: 'International',
};

/** Batch cooking under the member's cooking time: the dinner cooked double, or its second half as lunch. */
function BatchNote({ batch }: { batch: NonNullable<Meal['batch']> }) {
  return (
    <p className="ml-4 flex items-center gap-1 text-xs text-muted-foreground" data-batch={batch.role}>
      {batch.role === 'leftover' ? (
        <>
          <Refrigerator className="size-3.5" aria-hidden="true" /> Leftover from day {batch.day}’s dinner: no
          cooking today, just reheat.
        </>
      ) : (
        <>
          <CookingPot className="size-3.5" aria-hidden="true" /> Cook double: half is day {batch.day}’s lunch.
        </>
      )}
    </p>
  );
}

/** The method, collapsed by default (a native disclosure: keyboard and screen-reader friendly). */
function HowTo({ howTo, name }: { howTo: RecipeHowTo; name: string }) {
  const time =
    howTo.prepMin + howTo.cookMin === 0
      ? 'no cooking'
      : howTo.cookMin > 0
        ? `prep ${howTo.prepMin} min · cook ${howTo.cookMin} min`
        : `prep ${howTo.prepMin} min`;
  return (
    <details className="ml-4 text-sm">
      <summary className="cursor-pointer text-xs font-medium text-primary underline-offset-2 hover:underline">
        How to make it<span className="sr-only"> ({name})</span> · {time} · {REGION_LABEL[howTo.region]}
      </summary>
      <ol className="mt-1 ml-4 list-decimal space-y-0.5 text-xs text-muted-foreground">
        {howTo.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-1 text-xs text-muted-foreground">{howTo.serving}</p>
    </details>
  );
}

/**
 * What an off-target day's badge says: how far its energy (±5 %) or protein (±10 %) is from the target, so a day
 * that serves far less is never read as "close" (issue 30); within both, only carbohydrate or fat is off. The same
 * test as the plan's warning (DAY_TOLERANCE, unrounded), so the badge and the warning name the same days.
 */
function offTargetLabel(day: PlanDay, targets: PlanContent['targets']): string {
  const off = energyProteinOff(day.totals, targets);
  const said = (what: string, v: number) =>
    `${what} ${Math.max(1, Math.round(Math.abs(100 * v)))} % ${v < 0 ? 'under' : 'over'} target`;
  if (Math.abs(off.energy) > DAY_TOLERANCE.energy) return said('Energy', off.energy);
  if (Math.abs(off.protein) > DAY_TOLERANCE.macro) return said('Protein', off.protein);
  return 'Close to target';
}

/** The day's nutrients beyond the macros, each with its daily limit when the plan keeps one. */

function dayNutrients(day: PlanDay, targets: PlanContent['targets']): { label: string; text: string }[] {
  const t = day.totals as Partial<PlanDay['totals']>;
  const limits = targets.limits;
  const row = (label: string, value: number | undefined, unit: string, max?: number | null) =>
    value === undefined
      ? []
      : [{ label, text: `${round(value)} ${unit}${max != null ? ` (limit ${max} ${unit})` : ''}` }];
  return [
    ...row('Saturated fat', t.saturatedFatG, 'g', targets.saturatedFatMaxG),
    ...row('Fibre', t.fiberG, 'g', limits?.fiberMaxG),
    ...row('Sodium', t.sodiumMg, 'mg', limits?.sodiumMaxMg),
    ...row('Potassium', t.potassiumMg, 'mg', limits?.potassiumMaxMg),
    ...row('Vitamin K', t.vitaminKUg, 'µg', limits?.vitaminKBandUg ? limits.vitaminKBandUg[1] : null),
    ...row('Calcium', t.calciumMg, 'mg'),
    ...row('Iron', t.ironMg, 'mg'),
  ];
}

export function DayCard({
  day,
  targets,
  numbers = true,
  onSwap,
  className,
}: {
  className?: string;
  day: PlanDay;
  targets: PlanContent['targets'];
  /** False for a plan without numbers (eating-disorder history): no kcal, grams or nutrient rows. */
  numbers?: boolean;
  /** Offer a Swap button on each meal (the member's active plan). */
  onSwap?: (meal: number) => void;
}) {
  const targetKcal = targets.calories;
  return (
    <Card className={cn('break-inside-avoid', className)}>
      <CardHeader className="pb-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="text-base">
            Day {day.day} · {formatPlainDate(day.date)}
          </CardTitle>
          {!numbers ? null : day.withinTolerance ? (
            <Badge variant="success">
              <CheckCircle2 aria-hidden="true" /> On target
            </Badge>
          ) : (
            <Badge variant="warning">{offTargetLabel(day, targets)}</Badge>
          )}
        </div>
        {numbers && (
          <CardDescription className="tabular-nums">
            {round(day.totals.kcal)} / {targetKcal} kcal · protein {round(day.totals.proteinG)} g · carbs{' '}
            {round(day.totals.carbsG)} g · fat {round(day.totals.fatG)} g
          </CardDescription>
        )}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs text-muted-foreground tabular-nums sm:grid-cols-4">
          {(numbers ? dayNutrients(day, targets) : []).map((n) => (
            <div key={n.label} className="flex gap-1">
              <dt>{n.label}</dt>
              <dd className="text-foreground">{n.text}</dd>
            </div>
          ))}
        </dl>
      </CardHeader>
      <CardContent className="space-y-3">
        {day.meals.map((meal, i) => (
          <MealBlock
            key={`${i}-${meal.slot}-${meal.name}`}
            meal={meal}
            numbers={numbers}
            onSwap={onSwap && (() => onSwap(i))}
          />
        ))}
      </CardContent>
    </Card>
  );
}

export function SupplementsSection({
  supplements,
  freePlan,
}: {
  supplements: PlanContent['supplements'];
  freePlan: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Pill className="size-5 text-primary" aria-hidden="true" /> Supplements
        </CardTitle>
        <CardDescription>
          Only where a blood test result, your diet or your goal calls for one.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {supplements.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {freePlan
              ? 'Supplement suggestions come with premium plans, based on your blood tests.'
              : 'Nothing in your results or diet calls for a supplement.'}
          </p>
        ) : (
          <ul className="space-y-4">
            {supplements.map((s) => (
              <li key={s.name} className="space-y-1 border-l-4 border-primary pl-3">
                <p className="font-semibold">
                  {s.name} — {s.dose}
                </p>
                <p className="text-sm">{s.reason}</p>
                {s.biomarker && <p className="text-xs text-muted-foreground">Based on: {s.biomarker}</p>}
                {s.discussWithDoctor && (
                  <p className="flex items-center gap-1 text-xs font-medium text-warning">
                    <Stethoscope className="size-3.5" aria-hidden="true" /> Discuss with your doctor before
                    starting.
                  </p>
                )}
                <p className="text-xs text-muted-foreground">Source: {s.source}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function GrocerySection({
  weeks,
  numbers = true,
}: {
  weeks: PlanContent['groceryList'];
  /** False for a plan without numbers (eating-disorder history): the foods without weights. */
  numbers?: boolean;
}) {
  const [currency] = usePreferredCurrency();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {weeks.map((w) => {
        const cost = numbers ? w.estimatedCost?.[currency] : undefined;
        const byCategory = new Map<string, typeof w.items>();
        for (const item of w.items)
          byCategory.set(item.category, [...(byCategory.get(item.category) ?? []), item]);
        return (
          <Card key={w.week} className="break-inside-avoid">
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <ShoppingCart className="size-5 text-primary" aria-hidden="true" /> Week {w.week} shopping
              </CardTitle>
              {cost !== undefined && (
                <CardDescription data-testid="grocery-cost">
                  About {formatPrice(cost, currency)} (estimate)
                </CardDescription>
              )}
            </CardHeader>
            <CardContent className="space-y-3 text-sm">
              {w.batchNote && <p className="text-xs text-muted-foreground">{w.batchNote}</p>}
              {[...byCategory].map(([category, items]) => (
                <div key={category}>
                  <p className="font-semibold capitalize">{category}</p>
                  <ul className="ml-4 list-disc text-muted-foreground">
                    {items.map((i) => (
                      <li key={i.foodId}>
                        {i.name}
                        {numbers &&
                          ` — ${i.grams >= 1000 ? `${(i.grams / 1000).toFixed(1)} kg` : `${i.grams} g`}`}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}

/** The reasons and sources, folded: most members read the targets, a professional opens this. */
export function RationaleSection({ content }: { content: PlanContent }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Why this plan</CardTitle>
        <CardDescription>Every recommendation with its reason and source.</CardDescription>
      </CardHeader>
      <CardContent>
        <details data-testid="plan-sources">
          <summary className="cursor-pointer text-sm font-medium text-primary" data-print-hidden>
            Show {content.rationale.length} reasons and their sources
          </summary>
          <div className="mt-3 space-y-4">
            <ul className="space-y-3">
              {content.rationale.map((r, i) => (
                <li key={i} className="text-sm">
                  <Badge variant="neutral" className="mr-2 capitalize">
                    {r.topic}
                  </Badge>
                  {r.text}
                  <span className="block text-xs text-muted-foreground">Source: {r.source}</span>
                </li>
              ))}
            </ul>
            {content.assumptions.length > 0 && (
              <div>
                <h3 className="mb-1 text-sm font-semibold">Assumptions</h3>
                <ul className="ml-4 list-disc space-y-1 text-sm text-muted-foreground">
                  {content.assumptions.map((a) => (
                    <li key={a}>{a}</li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </details>
      </CardContent>
    </Card>
  );
}

export function ConfidenceSection({ content }: { content: PlanContent }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Confidence {content.confidence.score}%</CardTitle>
        <CardDescription>How much of what a good plan needs we knew about you.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-1 text-sm">
          {content.confidence.reasons.map((r) => (
            <li key={r.text} className="flex justify-between gap-3">
              <span>{r.text}</span>
              <span className={r.points < 0 ? 'text-destructive tabular-nums' : 'text-success tabular-nums'}>
                {r.points > 0 ? '+' : ''}
                {r.points}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
