import type { Meal } from '@common/plan';
import type { SwapOptionsResponse } from '@common/plan-swaps';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { MealSwapDialog } from './meal-swap-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const meal = (recipeId: string, name: string, kcal: number, proteinG: number): Meal => ({
  slot: 'lunch',
  name,
  recipeId,
  cuisine: 'indian',
  note: null,
  howTo: { steps: ['Cook.'], prepMin: 10, cookMin: 20, serving: 'Hot.', region: 'north' },
  items: [
    {
      name: 'Wheat flour, atta',
      foodId: 'ifct:A019',
      grams: 60,
      kcal: 200,
      proteinG: 7,
      carbsG: 40,
      fatG: 1,
      fiberG: 6,
      saturatedFatG: 0.2,
      contains: ['gluten', 'grain'],
      source: 'IFCT 2017',
      measure: '2 rotis',
      weighedAs: 'dry',
    },
  ],
  totals: { kcal, proteinG, carbsG: 60, fatG: 12, fiberG: 8, saturatedFatG: 2 },
});

const original = meal('dal-tadka', 'Dal tadka with roti', 500, 22);
const options = (swapped: boolean): SwapOptionsResponse => {
  const rajma = meal('rajma-chawal', 'Rajma chawal', 480, 20);
  return {
    day: 2,
    meal: 1,
    slot: 'lunch',
    original,
    current: swapped
      ? {
          ...rajma,
          swap: {
            originalRecipeId: 'dal-tadka',
            originalName: original.name,
            swappedAt: '2026-03-01T00:00:00Z',
          },
        }
      : original,
    swapped,
    alternatives: [rajma, meal('chole-roti', 'Chole with roti', 520, 24)],
    band: { kcal: [450, 550], proteinG: [17, 27] },
    reason: 'Only 2 alternatives for this meal: 12 other lunch dishes suit your diet and health needs.',
  };
};

function open(swapped: boolean) {
  return renderWithProviders(
    <MealSwapDialog
      planId="p1"
      target={{ day: 2, meal: 1, name: 'Dal tadka with roti', slot: 'lunch' }}
      onClose={() => {}}
    />,
    (url, method) =>
      method === 'GET' && url.includes('/swaps/options')
        ? [200, options(swapped)]
        : method === 'POST'
          ? [
              200,
              { message: 'Rajma chawal replaces Dal tadka with roti; your grocery list follows.', plan: {} },
            ]
          : [401, { message: 'no' }],
  );
}

describe('meal swap dialog', () => {
  it('lists the alternatives with energy, protein, household measures and method time, and says why there are fewer than 3', async () => {
    const calls = open(false);
    const dialog = await screen.findByRole('dialog', { name: /swap lunch on day 2/i });
    await within(dialog).findByText('Rajma chawal');
    expect(calls[0]!.url).toBe('/api/plans/p1/swaps/options?day=2&meal=1');
    const list = within(dialog).getByRole('list', { name: 'Alternatives' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('h3'));
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toMatch(/480 kcal · protein 20 g/);
    expect(items[0]!.textContent).toMatch(/2 rotis \(60 g\)/);
    expect(items[0]!.textContent).toMatch(/30 min \(prep 10, cook 20\)/);
    expect(dialog.textContent).toMatch(/450–550 kcal and 17–27 g protein/);
    expect(dialog.textContent).toMatch(/Only 2 alternatives/);
    expect(within(dialog).queryByRole('button', { name: /back to original/i })).toBeNull();
  });

  it('saves the chosen dish for that meal', async () => {
    const calls = open(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Chole with roti' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/plans/p1/swaps');
    expect(post.body).toEqual({ day: 2, meal: 1, recipeId: 'chole-roti' });
  });

  it('a swapped meal offers "Back to original", which sends the plan’s own dish', async () => {
    const calls = open(true);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/You chose/)).toBeTruthy();
    // The current choice is marked, not offered again.
    expect(within(dialog).queryByRole('button', { name: 'Choose Rajma chawal' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: /back to original/i }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ day: 2, meal: 1, recipeId: 'dal-tadka' });
  });
});
