/**
 * A compact way to write library entries: one object per exercise with short keys, expanded and checked into
 * the full `Exercise` shape. Places: h home, g gym, p pool, o outdoor. Levels: b/i/a.
 */
import type { PoseKey, PropKey } from './poses';
import type { ContraindicationTag, Exercise, ExerciseKind, Kit, Level, LoadType, Pattern, Place } from './types';

export interface Entry {
  id: string;
  name: string;
  /** "strength squat": kind and pattern. */
  type: `${ExerciseKind} ${Pattern}`;
  /** "quadriceps glutes / core adductors": primary / secondary. */
  m: string;
  kit?: string;
  at: string;
  lvl: 'b' | 'i' | 'a';
  met: number;
  no?: string;
  x?: 'timed' | 'light' | 'moderate' | 'vigorous';
  pose: PoseKey;
  prop?: PropKey;
  how: string[];
  cue: string[];
  err: string[];
  down?: string;
  up?: string;
  /** Overrides the load type read from kind and kit: 'bw' (a machine or station that holds the body, e.g. dip
   * bars, an ab wheel) or 'mobility' (a drill done for range, e.g. wall slides). */
  load?: 'bw' | 'mobility';
}

const LEVELS: Record<Entry['lvl'], Level> = { b: 'beginner', i: 'intermediate', a: 'advanced' };
const PLACE_CODES: Record<string, Place> = { h: 'home', g: 'gym', p: 'pool', o: 'outdoor' };
/** Kit that carries a load the member chooses (the starting-weight guide applies). */
const LOAD_KIT = new Set<Kit>(['dumbbell', 'barbell', 'kettlebell', 'machine', 'cable']);
const words = (s: string | undefined): string[] => (s ? s.split(/\s+/).filter(Boolean) : []);

function loadTypeOf(e: Entry, kind: ExerciseKind, kit: readonly Kit[]): LoadType {
  if (kind === 'mobility' || kind === 'balance' || e.load === 'mobility') return 'mobility';
  if (/assisted/.test(e.id)) return 'assisted';
  if (e.load !== 'bw' && kind === 'strength' && kit.some((k) => LOAD_KIT.has(k))) return 'external';
  return 'bodyweight';
}

export function expand(e: Entry): Exercise {
  const [kind, pattern] = e.type.split(' ') as [ExerciseKind, Pattern];
  const [primary, secondary] = e.m.split('/').map((s) => s.trim());
  const kit = words(e.kit) as Kit[];
  const loadType = loadTypeOf(e, kind, kit);
  return {
    id: e.id,
    name: e.name,
    kind,
    pattern,
    muscles: words(primary).map((w) => w.replace(/_/g, ' ')),
    secondaryMuscles: words(secondary).map((w) => w.replace(/_/g, ' ')),
    kit,
    places: [...e.at].map((c) => PLACE_CODES[c] as Place),
    level: LEVELS[e.lvl],
    met: e.met,
    contraindications: words(e.no) as ContraindicationTag[],
    ...(e.x === 'timed' ? { timed: true } : e.x ? { intensity: e.x } : {}),
    loaded: loadType === 'external',
    loadType,
    instructions: e.how,
    cues: e.cue,
    mistakes: e.err,
    regressions: words(e.down),
    progressions: words(e.up),
    pose: e.pose,
    prop: e.prop ?? 'none',
  };
}
