import { describe, expect, it } from 'vitest';
import {
  canonicalText,
  formatRange,
  formatResult,
  groupResults,
  sameUnit,
  sparkline,
  trendText,
} from './biomarker-display';
import { point, result } from '../test/factories';

describe('formatResult', () => {
  it('shows the comparator, the value as printed and the unit', () => {
    expect(formatResult(11.2, null, 'g/dL')).toBe('11.2 g/dL');
    expect(formatResult(0.5, '<', 'mg/L')).toBe('< 0.5 mg/L');
    expect(formatResult(90, '>=', 'mL/min/1.73m²')).toBe('≥ 90 mL/min/1.73m²');
    expect(formatResult(7, null, null)).toBe('7');
    expect(formatResult(250000, null, '/µL')).toBe('250,000 /µL');
  });
});

describe('formatRange', () => {
  it('formats both bounds, an upper limit only and a lower limit only', () => {
    expect(formatRange(13, 17)).toBe('13 – 17');
    expect(formatRange(0.55, 1.2)).toBe('0.55 – 1.2');
    expect(formatRange(null, 100)).toBe('< 100');
    expect(formatRange(40, null)).toBe('> 40');
    expect(formatRange(null, null)).toBeNull();
  });
  it('keeps a zero bound', () => {
    expect(formatRange(0, 5)).toBe('0 – 5');
    expect(formatRange(0, null)).toBe('> 0');
  });
});

describe('canonical value', () => {
  it('is shown only when the printed unit differs from the canonical one', () => {
    expect(canonicalText(result())).toBeNull();
    expect(
      canonicalText(
        result({
          code: 'GLU_FASTING',
          value: 5.6,
          unit: 'mmol/L',
          valueCanonical: 100.912,
          unitCanonical: 'mg/dL',
        }),
      ),
    ).toBe('100.91 mg/dL');
    expect(canonicalText(result({ unit: null, valueCanonical: 11.2 }))).toBe('11.2 g/dL');
    expect(canonicalText(result({ unit: 'mmol/L', valueCanonical: null }))).toBeNull();
  });
  it('carries the comparator', () => {
    expect(
      canonicalText(
        result({
          code: 'CRP',
          value: 5,
          comparator: '<',
          unit: 'mg/dL',
          valueCanonical: 50,
          unitCanonical: 'mg/L',
        }),
      ),
    ).toBe('< 50 mg/L');
  });
  it('compares units ignoring case, spaces and the micro sign', () => {
    expect(sameUnit('uIU/mL', 'µIU/mL')).toBe(true);
    expect(sameUnit('μg/dL', 'µg/dL')).toBe(true);
    expect(sameUnit('mcg/dL', 'µg/dL')).toBe(true);
    expect(sameUnit('G/DL', 'g/dL')).toBe(true);
    expect(sameUnit('mmol/L', 'mg/dL')).toBe(false);
    expect(sameUnit(null, 'mg/dL')).toBe(false);
  });
});

describe('groupResults', () => {
  it('groups by panel in the catalogue order and keeps the report order inside a group', () => {
    const groups = groupResults([
      result({ id: 'a', code: 'LDL' }),
      result({ id: 'b', code: 'VITD_25OH' }),
      result({ id: 'c', code: 'HGB' }),
      result({ id: 'd', code: 'HDL' }),
      result({ id: 'e', code: 'HCT' }),
    ]);
    expect(groups.map((g) => g.name)).toEqual(['Complete blood count', 'Lipids', 'Vitamins']);
    expect(groups[0]!.results.map((r) => r.id)).toEqual(['c', 'e']);
    expect(groups[1]!.results.map((r) => r.id)).toEqual(['a', 'd']);
  });
  it('gives no groups for no results', () => {
    expect(groupResults([])).toEqual([]);
  });
});

describe('trendText', () => {
  const history = [point('old', '2024-03-12', 11.2), point('new', '2024-06-05', 14.1)];
  it('compares the latest report with the one before', () => {
    expect(trendText(history, 'new', 'g/dL')).toBe('Previous: 11.2 g/dL on Mar 12, 2024 → now 14.1 g/dL');
  });
  it('on an older report, says this report and the latest', () => {
    expect(trendText(history, 'old', 'g/dL')).toBe(
      'First result: 11.2 g/dL; latest: 14.1 g/dL on Jun 5, 2024',
    );
    const three = [point('a', '2023-01-10', 10), ...history];
    expect(trendText(three, 'old', 'g/dL')).toBe(
      'Previous: 10 g/dL on Jan 10, 2023 → this report 11.2 g/dL; latest: 14.1 g/dL on Jun 5, 2024',
    );
  });
  it('needs two comparable points that include this result', () => {
    expect(trendText([history[1]!], 'new', 'g/dL')).toBeNull();
    expect(trendText([point('x', '2024-01-01', null), history[1]!], 'new', 'g/dL')).toBeNull();
    expect(trendText(history, 'elsewhere', 'g/dL')).toBeNull();
    expect(trendText([], 'new', 'g/dL')).toBeNull();
  });
});

describe('sparkline', () => {
  it('spreads points evenly across the width and puts higher values higher up', () => {
    const { points, path } = sparkline([10, 20, 15], 100, 30, 5);
    expect(points).toEqual([
      { x: 5, y: 25 },
      { x: 50, y: 5 },
      { x: 95, y: 15 },
    ]);
    expect(path).toBe('5,25 50,5 95,15');
  });
  it('draws a flat series in the middle and a single point centred', () => {
    expect(sparkline([7, 7], 100, 30, 5).points).toEqual([
      { x: 5, y: 15 },
      { x: 95, y: 15 },
    ]);
    expect(sparkline([7], 100, 30, 5).points).toEqual([{ x: 50, y: 15 }]);
    expect(sparkline([], 100, 30).path).toBe('');
  });
  it('stays inside the box for any values', () => {
    const values = [0.1, 1e6, 3, 3, 42.5, 0];
    for (const p of sparkline(values, 96, 28, 3).points) {
      expect(p.x).toBeGreaterThanOrEqual(3);
      expect(p.x).toBeLessThanOrEqual(93);
      expect(p.y).toBeGreaterThanOrEqual(3);
      expect(p.y).toBeLessThanOrEqual(25);
    }
  });
});
