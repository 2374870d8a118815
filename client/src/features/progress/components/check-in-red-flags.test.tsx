import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECK_IN_RED_FLAG_TITLE, type CheckIn } from '@common/progress';
import { CheckInRedFlags } from './check-in-red-flags';

afterEach(cleanup);

const base: CheckIn = {
  id: 'c1',
  createdAt: '2026-03-22T08:00:00.000Z',
  tdeeKcal: 1700,
  previousTargetKcal: 1500,
  newTargetKcal: 1500,
  weeklyRateKg: -0.4,
  intakeAssumed: false,
  progressions: [],
  explanation: [],
  missing: [],
};

describe('the check-in’s red flags', () => {
  it('shows what was noticed and where to turn, with Messages for a Doctor Verified member', () => {
    render(
      <CheckInRedFlags
        checkIn={{
          ...base,
          redFlags: [{ code: 'rapid-loss', message: 'You have lost more than 1 % a week.' }],
          help: ['Your clinician has been told.', 'Please talk to your GP or doctor about this soon.'],
          clinicianTold: true,
        }}
      />,
    );
    const alert = screen.getByTestId('check-in-red-flags');
    expect(alert).toHaveTextContent(CHECK_IN_RED_FLAG_TITLE);
    expect(alert).toHaveTextContent('You have lost more than 1 % a week.');
    expect(alert).toHaveTextContent('Please talk to your GP or doctor about this soon.');
    expect(screen.getByRole('link', { name: 'Open Messages' })).toHaveAttribute('href', '/messages');
  });

  it('shows nothing without red flags, and no Messages link outside Doctor Verified', () => {
    const { container } = render(<CheckInRedFlags checkIn={base} />);
    expect(container).toBeEmptyDOMElement();
    render(
      <CheckInRedFlags
        checkIn={{ ...base, redFlags: [{ code: 'intake-far-below-plan', message: 'Low.' }], help: ['GP.'] }}
      />,
    );
    expect(screen.getByTestId('check-in-red-flags')).toHaveTextContent('GP.');
    expect(screen.queryByRole('link', { name: 'Open Messages' })).toBeNull();
  });
});
