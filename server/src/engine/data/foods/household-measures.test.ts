import { describe, expect, it } from 'vitest';
import { RECIPE_DEFS } from '../../nutrition/recipes';
import { ingredientFoods } from '../recipes/recipe-types';
import { foodById } from './food-table';
import { formatQuantity, householdMeasure, measureOf } from './household-measures';

const text = (key: string, grams: number, dish = 'Dal with roti'): string =>
  householdMeasure(foodById(key), grams, dish).text;

describe('household measures', () => {
  it('reads the issue examples: rotis, katori dal, cup of rice, tbsp oil, medium banana', () => {
    expect(text('A019', 60)).toBe('2 rotis');
    expect(text('B021', 30)).toBe('1 katori cooked dal');
    expect(text('A015', 55)).toBe('1 cup cooked');
    expect(text('T012', 15)).toBe('1 tbsp');
    expect(text('T012', 5)).toBe('1 tsp');
    expect(text('E012', 110)).toBe('1 medium banana');
    expect(text('M001', 100)).toBe('2 eggs');
  });

  it('marks approximate measures and rounds to quarters (whole-unit foods to halves)', () => {
    expect(text('A015', 80)).toBe('≈ 1½ cups cooked');
    expect(text('D075', 30)).toBe('≈ ¼ medium tomato');
    expect(text('A019', 70)).toBe('≈ 2½ rotis');
    expect(text('A019', 48, 'Banana pancakes')).toBe('6 tbsp flour');
    expect(formatQuantity(0.1, 0.25)).toBe('¼');
    expect(formatQuantity(2.76, 0.25)).toBe('2¾');
  });

  it('reads a small amount of a counted vegetable in spoons, never a quarter piece far heavier than served', () => {
    expect(text('G017', 10)).toBe('1 tbsp chopped');
    // A quarter cup or more of it reads in cups: 75 g of cucumber (8 g a tbsp) is not "9½ tbsp chopped".
    expect(text('D043', 75)).toBe('≈ ½ cup chopped');
    for (const key of ['G017', 'D075', 'F006', 'F002', 'D043', 'D033', 'D077'])
      for (let g = 5; g <= 400; g += 5) {
        const tbsp = /([\d]+)[¼½¾]? tbsp chopped/.exec(text(key, g));
        expect(Number(tbsp?.[1] ?? 0), `${key} ${g} g`).toBeLessThan(4);
      }
    expect(text('D075', 14)).not.toMatch(/medium tomato/);
    const qty = (t: string): number => {
      const q = /([\d]*)([¼½¾]?) /.exec(t.replace('≈ ', ''))!;
      return Number(q[1] || 0) + ({ '¼': 0.25, '½': 0.5, '¾': 0.75 }[q[2]!] ?? 0);
    };
    for (const key of ['G017', 'D075', 'F006', 'F002', 'D043', 'D033', 'D077']) {
      const piece = measureOf(foodById(key)).grams;
      for (let g = 5; g <= piece; g += 5) {
        const t = text(key, g);
        if (!/medium/.test(t)) continue;
        expect(Math.abs(qty(t) * piece - g), `${key} ${g} g: ${t}`).toBeLessThanOrEqual(g * 0.25 + 1);
      }
    }
  });

  it('reads a few grams of salt as a pinch, and a spoon as exact only when it holds the grams served', () => {
    expect(text('salt', 0.4)).toBe('a pinch');
    expect(text('salt', 1.5)).toBe('¼ tsp');
    expect(text('salt', 1)).toBe('≈ ¼ tsp');
    expect(text('T012', 3)).toBe('≈ ½ tsp');
    expect(text('T012', 10)).toBe('2 tsp');
    expect(text('lemon-juice', 4)).toBe('¾ tsp');
  });

  it('measures besan as flour in the dishes that use it as flour, and as dal in a dal', () => {
    expect(text('B001', 56, 'Sattu paratha with curd')).toBe('7 tbsp flour');
    expect(text('B001', 20, 'Methi muthia with curd')).toBe('2½ tbsp flour');
    expect(text('B001', 30, 'Chana dal with potato and white rice')).toBe('1 katori cooked dal');
  });

  it('states how the grams are weighed: grains and pulses dry, meat and vegetables raw', () => {
    expect(householdMeasure(foodById('A015'), 75).weighedAs).toBe('dry');
    expect(householdMeasure(foodById('B021'), 40).weighedAs).toBe('dry');
    expect(householdMeasure(foodById('chicken-thigh'), 130).weighedAs).toBe('raw');
    expect(householdMeasure(foodById('D075'), 60).weighedAs).toBe('raw');
    expect(householdMeasure(foodById('L002'), 200).weighedAs).toBe('ready');
  });

  it('gives every food of every recipe a positive measure', () => {
    for (const r of RECIPE_DEFS) {
      for (const [foods] of r.items) {
        for (const key of ingredientFoods(foods)) {
          const ms = measureOf(foodById(key));
          expect(ms.grams, `${r.id}: ${key}`).toBeGreaterThan(0);
          expect(householdMeasure(foodById(key), 37).text, `${r.id}: ${key}`).toMatch(/\d|[¼½¾]/);
        }
      }
    }
  });
});
