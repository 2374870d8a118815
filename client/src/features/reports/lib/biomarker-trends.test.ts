import type { BiomarkerSeries } from '@common/biomarkers';
import { describe, expect, it } from 'vitest';
import { point } from '../test/factories';
import { chartGeometry, groupSeries, trendSummary, type ChartBox } from './biomarker-trends';

const BOX: ChartBox = { width: 320, height: 150, left: 44, right: 14, top: 10, bottom: 26 };
const series = (
  points: ReturnType<typeof point>[],
  over: Partial<BiomarkerSeries> = {},
): BiomarkerSeries => ({
  code: 'HGB',
  name: 'Hemoglobin',
  unitCanonical: 'g/dL',
  latest: points[points.length - 1]!,
  history: points,
  ...over,
});

describe('trend chart geometry', () => {
  it('spaces points by time, not by index', () => {
    const g = chartGeometry(
      series([point('a', '2024-01-01', 12), point('b', '2024-01-11', 13), point('c', '2024-12-31', 14)]),
      BOX,
    );
    const [a, b, c] = g.points.map((p) => p.x);
    expect(a).toBe(BOX.left);
    expect(c).toBe(BOX.width - BOX.right);
    // Ten days of a year: close to the first point.
    expect(b! - a!).toBeLessThan((c! - a!) / 20);
  });

  it('centres a single result and shades a one-sided range up to its limit', () => {
    const only = point('a', '2024-01-01', 172, {
      refLow: null,
      refHigh: 100,
      refLowCanonical: null,
      refHighCanonical: 100,
      flag: 'high',
    });
    const g = chartGeometry(series([only], { code: 'LDL', unitCanonical: 'mg/dL' }), BOX);
    expect(g.points[0]!.x).toBe(BOX.left + (BOX.width - BOX.left - BOX.right) / 2);
    expect(g.band).not.toBeNull();
    // The value sits above the band (higher values higher up: smaller y).
    expect(g.points[0]!.y).toBeLessThan(g.band!.y);
    expect(g.band!.y + g.band!.height).toBeLessThanOrEqual(BOX.height - BOX.bottom);
    expect(g.xTicks).toHaveLength(1);
  });

  it('draws no band without a range, and one value label when two would overlap', () => {
    const flat = [
      point('a', '2024-01-01', 2.1, { refLowCanonical: null, refHighCanonical: null }),
      point('b', '2024-06-01', 2.2, { refLowCanonical: null, refHighCanonical: null }),
    ];
    expect(chartGeometry(series(flat), BOX).band).toBeNull();
    const wide = [
      point('a', '2024-01-01', 2.1, { refLowCanonical: 0.4, refHighCanonical: 4.5 }),
      point('b', '2024-06-01', 2.2, { refLowCanonical: 0.4, refHighCanonical: 4.5 }),
    ];
    expect(chartGeometry(series(wide), BOX).yTicks.map((t) => t.value)).toEqual([2.2]);
  });
});

describe('biomarker dashboard helpers', () => {
  it('groups by panel in catalogue order', () => {
    const tsh = series([point('t', '2024-01-01', 2)], { code: 'TSH', name: 'TSH' });
    const hgb = series([point('h', '2024-01-01', 14)]);
    const ldl = series([point('l', '2024-01-01', 90)], { code: 'LDL', name: 'LDL cholesterol' });
    expect(groupSeries([tsh, ldl, hgb]).map((g) => g.name)).toEqual([
      'Complete blood count',
      'Lipids',
      'Thyroid',
    ]);
  });

  it('says a single result and a missing range in words', () => {
    const only = point('a', '2024-03-12', 14, { flag: null, refLowCanonical: null, refHighCanonical: null });
    expect(trendSummary(series([only]))).toBe('One result: 14 g/dL on Mar 12, 2024, no reference range.');
  });
});
