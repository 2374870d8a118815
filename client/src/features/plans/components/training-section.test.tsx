/**
 * The training programme's badge: a runner whose running follows his own weekly distance reads the plan's level
 * label ("running from your own distance, strength beginner"), not a bare "beginner", and his runs counted as
 * workouts (the plan's own count); plans stored before the label existed keep showing their level.
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
  it("counts the week's sessions as the plan does: a runner's five runs are workouts, not walks", () => {
    const run = {
      day: 1,
      title: 'Long run: 21 km',
      kind: 'cardio' as const,
      warmUp: [],
      exercises: [],
      cardioMinutes: 126,
      cardio: { activity: 'Running', intensity: 'moderate' as const, description: '' },
      coolDown: [],
      durationMin: 140,
    };
    const week = {
      week: 1,
      focus: '',
      deload: false,
      loadChangePct: 0,
      sessions: [run, { ...run, day: 3 }, { ...run, day: 5 }],
      aerobicModerateEquivalentMin: 378,
      strengthDays: 0,
    };
    render(
      <TrainingSection training={training({ sessionsText: '3 workouts', weeks: [week] })} planId="p1" />,
    );
    expect(screen.getByText(/Endurance · beginner · 3 workouts a week/)).toBeTruthy();
    expect(screen.queryByText(/walks/)).toBeNull();
  });
  it('shows the level for a plan without a label', () => {
    render(<TrainingSection training={training()} planId="p1" />);
    expect(screen.getByText(/Endurance · beginner/)).toBeTruthy();
  });
});
