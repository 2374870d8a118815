/** /progress's imported activity table (issue 34): active energy only where the plan shows numbers. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ActivityTable } from './activity-card';

afterEach(cleanup);

const days = [
  { date: '2026-06-01', steps: 6120, activeKcal: 380, restingHeartRate: 60, source: 'Watch' },
  { date: '2026-06-02', steps: 8432, activeKcal: null, restingHeartRate: null, source: 'Watch' },
];

describe('the progress page’s activity table', () => {
  it('shows active energy beside the steps where the plan shows numbers', () => {
    render(<ActivityTable days={days} showEnergy />);
    const table = screen.getByRole('table');
    expect(screen.getByRole('columnheader', { name: 'Active energy' })).toBeInTheDocument();
    expect(table).toHaveTextContent('380 kcal');
    expect(table).toHaveTextContent('8,432');
  });

  it('shows no energy at all for a plan without numbers (eating-disorder history)', () => {
    render(<ActivityTable days={days} showEnergy={false} />);
    expect(screen.queryByRole('columnheader', { name: 'Active energy' })).toBeNull();
    expect(screen.getByRole('table')).not.toHaveTextContent(/kcal/);
    expect(screen.getByRole('table')).toHaveTextContent('6,120');
  });
});
