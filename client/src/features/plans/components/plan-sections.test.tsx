/**
 * The plan page's sections for a plan without numbers (eating-disorder history, NICE NG69: showsNumbers in
 * common/plan.ts), for a fasting plan's meal names (suhoor, iftar) and for an off-target day's badge.
 */
import type { Meal, PlanContent, PlanDay } from '@common/plan';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DayCard, GrocerySection, TargetsSection } from './plan-sections';

afterEach(cleanup);

const meal = (slot: Meal['slot'], name: string): Meal => ({
  slot,
  name,
  recipeId: null,
  cuisine: 'indian',
  note: null,
  items: [
    {
      name: 'Rice, raw',
      foodId: 'ifct:A015',
      grams: 60,
      kcal: 210,
      proteinG: 4,
      carbsG: 47,
      fatG: 0.5,
      fiberG: 1,
      saturatedFatG: 0.1,
      contains: ['grain'],
      source: 'IFCT 2017',
      measure: '≈ 1 cup cooked',
      weighedAs: 'dry',
    },
  ],
  totals: { kcal: 210, proteinG: 4, carbsG: 47, fatG: 0.5, fiberG: 1, saturatedFatG: 0.1 },
});
const day: PlanDay = {
  day: 1,
  date: '2025-06-15',
  meals: [meal('suhoor', 'Vegetable poha'), meal('iftar', 'Dal khichdi'), meal('snack', 'Fruit chaat')],
  totals: { kcal: 630, proteinG: 12, carbsG: 141, fatG: 1.5, fiberG: 3, saturatedFatG: 0.3 },
  withinTolerance: true,
};
const targets = {
  calories: 1800,
  proteinG: 70,
  carbsG: 240,
  fatG: 60,
  fiberG: 25,
  waterMl: 2200,
  saturatedFatMaxG: 20,
  carbsMaxG: null,
  proteinGPerKg: 1.1,
  energySplitPct: { protein: 16, carbs: 54, fat: 30 },
  energy: { bmr: 1400, activityFactor: 1.3, tdee: 1820, adjustmentKcal: -20, floorKcal: 1200 },
} satisfies PlanContent['targets'];
const content = (numbersHidden?: boolean) => ({ targets, numbersHidden }) as unknown as PlanContent;
const grocery = [
  { week: 1, items: [{ foodId: 'ifct:A015', name: 'Rice, raw', category: 'grains', grams: 1200 }] },
];
/** Calories or grams anywhere on the screen. */
const AMOUNT = /\d\s*kcal|\b\d+(\.\d+)?\s*(g|kg)\b/;

describe('plan sections', () => {
  it('a plan without numbers shows plate guidance, meals by household measure, and no kcal or grams', () => {
    const { container } = render(
      <>
        <TargetsSection content={content(true)} />
        <DayCard day={day} targets={targets} numbers={false} />
        <GrocerySection weeks={grocery} numbers={false} />
      </>,
    );
    expect(container.textContent).not.toMatch(AMOUNT);
    expect(screen.getByText(/balanced plate/)).toBeTruthy();
    expect(screen.getAllByText(/≈ 1 cup cooked/).length).toBe(3);
  });

  it('a usual plan keeps its numbers', () => {
    const { container } = render(
      <>
        <TargetsSection content={content()} />
        <DayCard day={day} targets={targets} />
      </>,
    );
    expect(container.textContent).toMatch(/1,800 kcal/);
    expect(container.textContent).toMatch(/60 g dry/);
  });

  it('a revised target is stated first, with its reasons and sources, and the badges read it (issue 30)', () => {
    const revised = { ...targets, calories: 1500, proteinG: 60 };
    const targetRevision = {
      computed: { calories: 1800, proteinG: 70, carbsG: 240, fatG: 60, saturatedFatMaxG: 20 },
      revised: ['calories', 'proteinG'],
      statement:
        'Revised target: this plan serves 1,500 kcal, 60 g protein a day, not the 1,800 kcal, 70 g protein computed from your profile.',
      reasons: [{ text: 'saturated fat at most 14 g a day (about 7 % of energy)', source: 'NCEP ATP III' }],
    } satisfies PlanContent['targetRevision'];
    const { container } = render(
      <>
        <TargetsSection content={{ targets: revised, targetRevision } as unknown as PlanContent} />
        <DayCard
          day={{ ...day, totals: { ...day.totals, kcal: 1480, proteinG: 58 }, withinTolerance: true }}
          targets={revised}
        />
      </>,
    );
    const note = screen.getByRole('alert');
    expect(note.textContent).toMatch(/serves 1,500 kcal/);
    expect(note.textContent).toMatch(/saturated fat at most 14 g.*NCEP ATP III/);
    // Stated before the figures, which are the revised ones.
    expect(container.textContent!.indexOf('Revised target')).toBeLessThan(
      container.textContent!.indexOf('Energy'),
    );
    expect(container.querySelector('dd')?.textContent).toBe('1,500 kcal');
    expect(screen.queryByText(/under target/)).toBeNull();
  });

  it('an off-target day says how far its energy is from the target, never just "close" (issue 30)', () => {
    // 630 kcal against 1,800 (65 % under): the old badge read "Close to target".
    render(<DayCard day={{ ...day, withinTolerance: false }} targets={targets} />);
    expect(screen.getByText('Energy 65 % under target')).toBeTruthy();
    cleanup();
    // Energy and protein within tolerance, only carbohydrate or fat off: close.
    const near = { ...day.totals, kcal: 1750, proteinG: 66 };
    render(<DayCard day={{ ...day, totals: near, withinTolerance: false }} targets={targets} />);
    expect(screen.getByText('Close to target')).toBeTruthy();
  });

  it('names a fasting plan’s meals suhoor and iftar', () => {
    render(<DayCard day={day} targets={targets} />);
    expect(screen.getByText('Suhoor (before dawn):')).toBeTruthy();
    expect(screen.getByText('Iftar (at sunset):')).toBeTruthy();
  });

  it('shows a batch-cooked dinner and its leftover lunch as such, with no cooking time for the leftover', () => {
    const howTo = { steps: ['Cook.'], prepMin: 10, cookMin: 20, serving: 'Hot.', region: 'north' as const };
    const batchDay: PlanDay = {
      ...day,
      day: 2,
      meals: [
        {
          ...meal('lunch', 'Dal khichdi'),
          howTo: { ...howTo, prepMin: 0, cookMin: 0 },
          batch: { role: 'leftover', day: 1 },
        },
        { ...meal('dinner', 'Rajma chawal'), howTo, batch: { role: 'cook-double', day: 3 } },
      ],
    };
    const { container } = render(
      <>
        <DayCard day={batchDay} targets={targets} />
        <GrocerySection weeks={[{ ...grocery[0]!, batchNote: 'Dinners of days 1, 2 are cooked double.' }]} />
      </>,
    );
    expect(container.querySelector('[data-batch="leftover"]')?.textContent).toMatch(
      /Leftover from day 1’s dinner/,
    );
    expect(container.querySelector('[data-batch="cook-double"]')?.textContent).toMatch(
      /Cook double: half is day 3’s lunch/,
    );
    expect(container.textContent).toMatch(/How to make it.*· no cooking ·/);
    expect(container.textContent).toMatch(/prep 10 min · cook 20 min/);
    expect(screen.getByText('Dinners of days 1, 2 are cooked double.')).toBeTruthy();
  });
});
