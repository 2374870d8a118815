/**
 * Goals written in the member's words ("Hiking", "Run a 5k", "swimming", "football") mapped to training
 * modalities: which cardio to prefer, which movement patterns to add, and a line for the plan. A goal neither the
 * presets nor a modality recognises is listed as not used, so nothing is silently ignored.
 */
import { FITNESS_GOALS } from '@common/options';
import type { Pattern } from './exercise-catalogue';

export interface Modality {
  key: 'hiking' | 'running' | 'swimming' | 'cycling' | 'mobility' | 'sport';
  /** Cardio ids to prefer, in order (the first that fits the member and their conditions wins). */
  cardio: string[];
  /** Patterns added to strength sessions that lack them. */
  patterns: Pattern[];
  /** Exercise ids to prefer within a pattern. */
  prefer: string[];
  /** How the plan serves the goal. */
  how: string;
}

const MODALITIES: [RegExp, Modality][] = [
  [
    /hik|trek|trail|mountain|backpack|camino|pilgrim|climb(ing)? (a )?(hill|mountain)/,
    {
      key: 'hiking',
      cardio: [
        'hiking',
        'incline-walk-outdoor',
        'incline-walk',
        'rucking',
        'stair-climbing',
        'stair-climber',
      ],
      patterns: ['carry', 'lunge'],
      prefer: [
        'step-up',
        'stair-step-up',
        'db-step-up',
        'weighted-step-up-pack',
        'farmer-carry',
        'backpack-carry',
        'kb-farmer-carry',
        'suitcase-carry',
        'calf-raise',
      ],
      how: 'loaded carries, step-ups and incline walking, with longer steady sessions for endurance',
    },
  ],
  [
    /\b\d+ ?k\b|5 ?km|10 ?km|marathon|run|jog|parkrun/,
    {
      key: 'running',
      cardio: ['run-walk', 'jog', 'run-intervals', 'run', 'walk-intervals'],
      patterns: ['lunge', 'calf'],
      prefer: ['reverse-lunge', 'step-up', 'single-leg-calf-raise', 'calf-raise', 'single-leg-rdl-bw'],
      how: 'run-walk intervals building to continuous running, with single-leg and calf strength',
    },
  ],
  [
    /swim|pool|aqua|triathlon/,
    {
      key: 'swimming',
      cardio: ['swimming', 'swim-intervals', 'kickboard-kicks', 'aqua-jogging', 'water-aerobics'],
      patterns: ['pull-v', 'pull-h'],
      prefer: ['lat-pulldown', 'band-pulldown', 'straight-arm-pulldown', 'band-pull-apart', 'face-pull'],
      how: 'pool sessions for the cardio, with pulling strength for the stroke',
    },
  ],
  [
    /cycl|bike|biking|ride/,
    {
      key: 'cycling',
      cardio: ['cycling', 'stationary-bike', 'bike-intervals'],
      patterns: ['squat', 'hinge'],
      prefer: ['step-up', 'goblet-squat', 'glute-bridge'],
      how: 'cycling for the cardio, with leg strength',
    },
  ],
  [
    /mobil|flexib|yoga|stretch|pilates|posture|stiff/,
    {
      key: 'mobility',
      cardio: [],
      patterns: [],
      prefer: [],
      how: 'extra mobility and stretching in every session',
    },
  ],
  [
    /sport|football|soccer|cricket|tennis|badminton|basketball|hockey|volleyball|kabaddi|squash|rugby|martial|boxing/,
    {
      key: 'sport',
      cardio: ['walk-intervals', 'run-intervals', 'bike-intervals'],
      patterns: ['plyo', 'lunge'],
      prefer: [
        'lateral-shuffle',
        'squat-to-calf-raise',
        'lateral-lunge',
        'skater-jump',
        'med-ball-chest-pass',
      ],
      how: 'agility, change of direction and interval conditioning',
    },
  ],
];

export interface GoalReading {
  /** Each goal text with the modality it maps to (one per modality, first mention). */
  used: { goal: string; modality: Modality }[];
  /** Goal texts neither a preset nor a modality recognises. */
  notUsed: string[];
}

/** `presetMatch` tells whether the profile reader already mapped the text to a preset goal. */
export function readGoals(goalTexts: readonly string[], presetMatch: (text: string) => boolean): GoalReading {
  const used: GoalReading['used'] = [];
  const notUsed: string[] = [];
  for (const goal of goalTexts) {
    const text = goal.toLowerCase();
    const isPreset = FITNESS_GOALS.some((g) => g.toLowerCase() === text);
    const modality = isPreset ? undefined : MODALITIES.find(([re]) => re.test(text))?.[1];
    if (modality) {
      if (!used.some((u) => u.modality.key === modality.key)) used.push({ goal, modality });
    } else if (!isPreset && !presetMatch(goal)) notUsed.push(goal);
  }
  return { used, notUsed };
}
