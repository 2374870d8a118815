/**
 * Weekly programme templates by goal and training days: which movement patterns each session trains and what
 * cardio it carries. Exercises are chosen later from the catalogue, after the condition filters.
 */
import type { TrainingSession } from '@common/plan';
import type { Pattern } from './exercise-catalogue';

export type CardioStyle = 'steady' | 'interval' | 'long' | 'easy';
export interface Blueprint {
  title: string;
  kind: TrainingSession['kind'];
  patterns: Pattern[];
  /** Index into patterns of the main lift (strength goal), or -1. */
  main?: number;
  cardio: { style: CardioStyle; minutes: number } | null;
  mobility?: number;
}

const FULL_A: Pattern[] = ['squat', 'push-h', 'pull-h', 'hinge', 'core'];
const FULL_B: Pattern[] = ['lunge', 'push-v', 'pull-v', 'hinge', 'core'];
const FULL_C: Pattern[] = ['squat', 'push-h', 'pull-h', 'lunge', 'carry'];

export function programme(goal: string, days: number, free: boolean): Blueprint[] {
  const cardioDay = (title: string, style: CardioStyle, minutes: number): Blueprint => ({
    title,
    kind: 'cardio',
    patterns: ['core'],
    cardio: { style, minutes },
  });
  if (free) {
    return [
      { title: 'Full body A', kind: 'mixed', patterns: FULL_A, cardio: { style: 'steady', minutes: 25 } },
      { title: 'Full body B', kind: 'mixed', patterns: FULL_B, cardio: { style: 'steady', minutes: 25 } },
      { title: 'Full body C', kind: 'mixed', patterns: FULL_C, cardio: { style: 'steady', minutes: 25 } },
    ];
  }
  switch (goal) {
    case 'Muscle Gain': {
      const upper: Blueprint = {
        title: 'Upper body',
        kind: 'strength',
        patterns: ['push-h', 'pull-h', 'push-v', 'pull-v', 'arms-flex', 'arms-ext'],
        cardio: { style: 'steady', minutes: 15 },
      };
      const lower: Blueprint = {
        title: 'Lower body',
        kind: 'strength',
        patterns: ['squat', 'hinge', 'lunge', 'calf', 'core'],
        cardio: { style: 'steady', minutes: 15 },
      };
      if (days <= 3) {
        return [
          {
            title: 'Full body A (hypertrophy)',
            kind: 'strength',
            patterns: [...FULL_A, 'arms-flex'],
            cardio: { style: 'steady', minutes: 15 },
          },
          {
            title: 'Full body B (hypertrophy)',
            kind: 'strength',
            patterns: [...FULL_B, 'arms-ext'],
            cardio: { style: 'steady', minutes: 15 },
          },
          {
            title: 'Full body C (hypertrophy)',
            kind: 'strength',
            patterns: [...FULL_C, 'calf'],
            cardio: { style: 'steady', minutes: 15 },
          },
        ];
      }
      if (days === 4)
        return [upper, lower, { ...upper, title: 'Upper body B' }, { ...lower, title: 'Lower body B' }];
      return [
        {
          title: 'Push',
          kind: 'strength',
          patterns: ['push-h', 'push-v', 'push-h', 'arms-ext', 'core'],
          cardio: { style: 'steady', minutes: 15 },
        },
        {
          title: 'Pull',
          kind: 'strength',
          patterns: ['pull-v', 'pull-h', 'pull-h', 'arms-flex', 'carry'],
          cardio: { style: 'steady', minutes: 15 },
        },
        {
          title: 'Legs',
          kind: 'strength',
          patterns: ['squat', 'hinge', 'lunge', 'calf', 'core'],
          cardio: { style: 'steady', minutes: 15 },
        },
        { ...upper, title: 'Upper body' },
        { ...lower, title: 'Lower body' },
      ];
    }
    case 'Strength': {
      const base: Blueprint[] = [
        {
          title: 'Squat focus',
          kind: 'strength',
          patterns: ['squat', 'push-h', 'pull-h', 'core'],
          main: 0,
          cardio: { style: 'steady', minutes: 15 },
        },
        {
          title: 'Hinge focus',
          kind: 'strength',
          patterns: ['hinge', 'push-v', 'pull-v', 'carry'],
          main: 0,
          cardio: { style: 'steady', minutes: 15 },
        },
        {
          title: 'Press focus',
          kind: 'strength',
          patterns: ['push-h', 'squat', 'pull-h', 'core'],
          main: 0,
          cardio: { style: 'steady', minutes: 15 },
        },
      ];
      if (days >= 4)
        base.push({
          title: 'Accessory and conditioning',
          kind: 'mixed',
          patterns: ['lunge', 'pull-v', 'arms-flex', 'arms-ext', 'core'],
          cardio: { style: 'interval', minutes: 20 },
        });
      if (days >= 5) base.push(cardioDay('Aerobic base', 'steady', 35));
      return base;
    }
    case 'Endurance': {
      const base: Blueprint[] = [
        {
          title: 'Strength circuit A',
          kind: 'mixed',
          patterns: FULL_A,
          cardio: { style: 'steady', minutes: 20 },
        },
        cardioDay('Intervals', 'interval', 30),
        {
          title: 'Strength circuit B',
          kind: 'mixed',
          patterns: FULL_B,
          cardio: { style: 'steady', minutes: 20 },
        },
      ];
      if (days >= 4) base.push(cardioDay('Long steady session', 'long', 50));
      if (days >= 5) base.push(cardioDay('Easy aerobic and mobility', 'easy', 35));
      return base;
    }
    case 'Flexibility': {
      const base: Blueprint[] = [
        {
          title: 'Full body strength A',
          kind: 'mixed',
          patterns: FULL_A,
          cardio: { style: 'steady', minutes: 20 },
        },
        {
          title: 'Mobility flow',
          kind: 'mobility',
          patterns: [],
          mobility: 7,
          cardio: { style: 'steady', minutes: 30 },
        },
        {
          title: 'Full body strength B',
          kind: 'mixed',
          patterns: FULL_B,
          cardio: { style: 'steady', minutes: 20 },
        },
      ];
      if (days >= 4)
        base.push({
          title: 'Yoga-style mobility',
          kind: 'mobility',
          patterns: ['core'],
          mobility: 6,
          cardio: { style: 'steady', minutes: 30 },
        });
      if (days >= 5)
        base.push({
          title: 'Mobility and walk',
          kind: 'mobility',
          patterns: [],
          mobility: 6,
          cardio: { style: 'steady', minutes: 30 },
        });
      return base;
    }
    case 'Sports Performance': {
      const base: Blueprint[] = [
        {
          title: 'Power and lower-body strength',
          kind: 'strength',
          patterns: ['plyo', 'plyo', 'squat', 'hinge', 'core'],
          cardio: { style: 'interval', minutes: 15 },
        },
        {
          title: 'Upper-body strength',
          kind: 'strength',
          patterns: ['push-h', 'pull-h', 'push-v', 'pull-v', 'core'],
          cardio: { style: 'steady', minutes: 20 },
        },
        {
          title: 'Agility and conditioning',
          kind: 'mixed',
          patterns: ['plyo', 'lunge', 'carry', 'core'],
          cardio: { style: 'interval', minutes: 20 },
        },
      ];
      if (days >= 4)
        base.push({
          title: 'Full body strength',
          kind: 'strength',
          patterns: FULL_C,
          cardio: { style: 'steady', minutes: 15 },
        });
      if (days >= 5) base.push(cardioDay('Aerobic base', 'steady', 40));
      return base;
    }
    default: {
      // General Fitness and Weight Loss
      const cardio = goal === 'Weight Loss' ? 30 : 25;
      const a: Blueprint = {
        title: 'Full body A',
        kind: 'mixed',
        patterns: FULL_A,
        cardio: { style: 'steady', minutes: cardio },
      };
      const b: Blueprint = {
        title: 'Full body B',
        kind: 'mixed',
        patterns: FULL_B,
        cardio: { style: 'steady', minutes: cardio },
      };
      const c: Blueprint = {
        title: 'Full body C',
        kind: 'mixed',
        patterns: FULL_C,
        cardio: { style: 'interval', minutes: 20 },
      };
      if (days <= 3) return [a, b, c];
      if (days === 4) return [a, b, cardioDay('Cardio', 'steady', 40), c];
      return [a, cardioDay('Cardio', 'steady', 40), b, cardioDay('Intervals', 'interval', 25), c];
    }
  }
}

/** Which days of the plan week (1–7) the sessions fall on. */
export const SCHEDULE: Record<number, number[]> = {
  1: [1],
  2: [1, 4],
  3: [1, 3, 5],
  4: [1, 2, 4, 5],
  5: [1, 2, 3, 5, 6],
  6: [1, 2, 3, 4, 5, 6],
  7: [1, 2, 3, 4, 5, 6, 7],
};
