import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adherenceSummary, seriesSummary } from '../lib/chart-text';
import { AdherenceChart, SeriesChart } from './series-chart';

describe('progress charts', () => {
  const points = [
    { date: '2026-03-15', value: 64.2 },
    { date: '2026-03-01', value: 60 },
    { date: '2026-03-08', value: 62.5 },
  ];

  it('draws a dated series in date order and says what it shows', () => {
    const { container } = render(<SeriesChart label="Estimated 1RM of Squat" unit="kg" points={points} />);
    const chart = within(container).getByRole('img', { name: /Estimated 1RM of Squat/ });
    expect(chart.getAttribute('aria-label')).toBe(
      'Estimated 1RM of Squat from 2026-03-01 to 2026-03-15: 3 entries, 60 kg to 64.2 kg.',
    );
    expect(container.querySelectorAll('circle')).toHaveLength(3);
    // The line runs left to right through the dates in order: its x coordinates increase.
    const xs = container
      .querySelector('path')!
      .getAttribute('d')!
      .match(/[ML]([\d.]+),/g)!
      .map((m) => Number(m.slice(1, -1)));
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(seriesSummary('Waist', 'cm', [points[1]!, points[0]!])).toMatch(/60 cm to 64.2 cm/);
  });

  it('draws nothing for a single figure (the table has it)', () => {
    const { container } = render(<SeriesChart label="Waist" unit="cm" points={[points[0]!]} />);
    expect(container.querySelector('svg')).toBeNull();
  });

  it('shows adherence as shares of what was planned, in words too', () => {
    const weeks = [
      { week: 1, meals: [14, 28], sessions: [3, 3] },
      { week: 2, meals: [0, 28], sessions: [0, 0] },
    ] as const;
    const { container } = render(<AdherenceChart weeks={weeks} />);
    expect(within(container).getByRole('img').getAttribute('aria-label')).toBe(adherenceSummary(weeks));
    expect(adherenceSummary(weeks)).toBe(
      'Adherence by week: week 1 meals 50 %, sessions 100 %; week 2 meals 0 %, sessions 0 %.',
    );
    const heights = [...container.querySelectorAll('rect')].map((r) => Number(r.getAttribute('height')));
    // Week 1: the sessions bar (100 %) is twice the meals bar (50 %).
    expect(heights[1]).toBeCloseTo(heights[0]! * 2, 5);
    expect(heights[2]).toBe(0);
  });
});
