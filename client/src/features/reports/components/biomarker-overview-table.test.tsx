import type { BiomarkerSeries } from '@common/biomarkers';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { point } from '../test/factories';
import { BiomarkerOverviewTable } from './biomarker-overview-table';

afterEach(cleanup);

const hgb: BiomarkerSeries = {
  code: 'HGB',
  name: 'Hemoglobin',
  unitCanonical: 'g/dL',
  history: [point('h1', '2024-01-10', 11.2, { flag: 'low' }), point('h2', '2024-06-05', 14.1)],
  latest: point('h2', '2024-06-05', 14.1),
};
const ldl: BiomarkerSeries = {
  code: 'LDL',
  name: 'LDL cholesterol',
  unitCanonical: 'mg/dL',
  history: [
    point('l1', '2024-06-05', 172, { unit: 'mg/dL', value: 172, flag: 'high', refLow: null, refHigh: 130 }),
  ],
  latest: point('l1', '2024-06-05', 172, {
    unit: 'mg/dL',
    value: 172,
    flag: 'high',
    refLow: null,
    refHigh: 130,
  }),
};

describe('BiomarkerOverviewTable (/progress)', () => {
  it('lists every biomarker with its latest result, range and status, results outside their range first', () => {
    render(<BiomarkerOverviewTable series={[hgb, ldl]} />);
    const rows = within(screen.getByRole('region', { name: 'Biomarkers across your reports' })).getAllByRole(
      'row',
    );
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('LDL cholesterol');
    expect(rows[1]).toHaveTextContent('172 mg/dL');
    expect(rows[1]).toHaveTextContent('< 130 mg/dL');
    expect(rows[1]).toHaveTextContent('1 result');
    expect(rows[2]).toHaveTextContent('Hemoglobin');
    expect(rows[2]).toHaveTextContent('13 – 17 g/dL');
    // Two results: the trend across reports, in words.
    expect(within(rows[2]!).getByTestId('trend')).toHaveTextContent(/\d/);
  });
});
