/**
 * /today's imported activity (issue 34): today's steps and workouts when imported, nothing when none, active energy
 * hidden for a plan without numbers, and a run that stands for today's aerobic session said as such.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrainingSession } from '@common/plan';
import type { ActivityResponse } from '@common/progress';
import { workoutName } from '../lib/workout-name';
import { TodayActivityView } from './today-activity';

afterEach(cleanup);

const run = {
  startAt: '2026-06-02T06:15:00.000Z',
  date: '2026-06-02',
  type: 'HKWorkoutActivityTypeRunning',
  source: 'Asha’s Apple Watch',
  durationMin: 31.6,
  distanceKm: 5.04,
  energyKcal: 310.4,
  avgHeartRate: null,
  maxHeartRate: null,
};
const data: ActivityResponse = {
  days: [
    { date: '2026-06-02', steps: 8432, activeKcal: 420, restingHeartRate: 58, source: 'Asha’s Apple Watch' },
  ],
  workouts: [run],
};
const easyRun = {
  day: 2,
  title: 'Easy run: 4 km',
  kind: 'cardio',
  warmUp: [],
  exercises: [],
  cardioMinutes: 30,
  cardio: { activity: 'Running', intensity: 'moderate', description: 'Moderate' },
  coolDown: [],
  durationMin: 40,
} as TrainingSession;

describe('today’s imported activity', () => {
  it('shows the steps, active energy and the run, which counts as today’s planned run', () => {
    render(<TodayActivityView data={data} showEnergy session={easyRun} />);
    const card = screen.getByTestId('today-activity');
    expect(card).toHaveTextContent('8,432 steps · 420 kcal active energy');
    expect(card).toHaveTextContent('Running, 32 min, 5.0 km, 310 kcal');
    expect(card).toHaveTextContent('Your running counts as today’s planned session (Easy run: 4 km).');
  });

  it('hides every energy figure for a plan without numbers, and keeps the steps', () => {
    render(<TodayActivityView data={data} showEnergy={false} session={null} />);
    const card = screen.getByTestId('today-activity');
    expect(card).toHaveTextContent('8,432 steps');
    expect(card).toHaveTextContent('Running, 32 min, 5.0 km');
    expect(card).not.toHaveTextContent(/kcal/);
    expect(card).not.toHaveTextContent(/counts as/);
  });

  it('shows nothing when nothing was imported for today (not "0 steps", not an error)', () => {
    const { container } = render(
      <TodayActivityView data={{ days: [], workouts: [] }} showEnergy session={easyRun} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('a short walk does not count for a session with sets, and is still listed', () => {
    const strength = { ...easyRun, kind: 'strength', exercises: [{}] } as unknown as TrainingSession;
    render(
      <TodayActivityView
        data={{ days: [], workouts: [{ ...run, type: 'walking', durationMin: 40 }] }}
        showEnergy
        session={strength}
      />,
    );
    expect(screen.getByTestId('today-activity')).toHaveTextContent('Walking, 40 min');
    expect(screen.queryByText(/counts as/)).toBeNull();
  });

  it('names Apple Health and FIT workout types', () => {
    expect(workoutName('HKWorkoutActivityTypeTraditionalStrengthTraining')).toBe(
      'Traditional strength training',
    );
    expect(workoutName('cycling/indoorCycling')).toBe('Cycling (indoor cycling)');
  });
});
