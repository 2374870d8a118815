/**
 * The training programme's badge: a runner whose running follows his own weekly distance reads the plan's level
 * label ("running from your own distance, strength beginner"), not a bare "beginner"; plans stored before the label
 * existed keep showing their level.
 */
import type { PlanContent } from '@common/plan';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render as rtlRender, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TrainingSection } from './training-section';

afterEach(cleanup);

const render = (ui: ReactElement) =>
  rtlRender(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

type Training = PlanContent['training'];
const training = (extra: Partial<Training> = {}): Training => ({
  level: 'beginner',
  daysPerWeek: 4,
  goal: 'Endurance',
  excludedTags: [],
  restricted: false,
  heartRate: null,
  notes: [],
  weeks: [],
  ...extra,
});

describe('training programme badge', () => {
  it('shows the level label when the plan has one', () => {
    render(
      <TrainingSection
        training={training({ levelLabel: 'running from your own distance, strength beginner' })}
        planId="p1"
      />,
    );
    expect(screen.getByText(/Endurance · running from your own distance, strength beginner/)).toBeTruthy();
    expect(screen.queryByText(/Endurance · beginner/)).toBeNull();
  });
  it('shows the level for a plan without a label', () => {
    render(<TrainingSection training={training()} planId="p1" />);
    expect(screen.getByText(/Endurance · beginner/)).toBeTruthy();
  });
});
