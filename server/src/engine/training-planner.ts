/**
 * The training programme: a weekly template by goal and activity level, exercises chosen from the catalogue
 * after removing those a condition contraindicates, sets × reps × rest × intensity by goal and level, warm-up and
 * cool-down, WHO minimums (≥ 150 min moderate-equivalent aerobic, strength ≥ 2 days) topped up with walks, and
 * for premium plans four progressive weeks (ACSM load steps, lighter fourth week).
 */
import type { PlanType } from '@common/options';
import type {
  ExercisePrescription,
  Rationale,
  TrainingPlan,
  TrainingSession,
  TrainingWeek,
} from '@common/plan';
import { EXERCISES, LEVEL_RANK, type Exercise, type Pattern } from './exercise-catalogue';
import { SOURCES, TRAINING } from './guidelines';
import type { Rng } from './prng';
import { hasCondition, hasMedication, type ResolvedProfile } from './profile-input';
import { atLowerRpe, dose, intensityText, type Dose } from './training-dose';
import { SCHEDULE, programme, type CardioStyle } from './training-programmes';
import { exclusions, guardedLifting, personLevel } from './training-safety';

export interface TrainingInput {
  profile: ResolvedProfile;
  planType: PlanType;
  weeks: number;
  bmi: number;
  rng: Rng;
}

export interface TrainingResult {
  plan: TrainingPlan;
  rationale: Rationale[];
}

/**
 * Moderate-equivalent aerobic minutes to reach in week w: the WHO 150, or for a deconditioned start (sedentary,
 * BMI ≥ 40) the starter volume of about 90 min building by 30 min a week up to 150. acsmObesity; who2020
 */
function weeklyAerobicAim(starter: boolean): (week: number) => number {
  const who = TRAINING.whoModerateMinPerWeek;
  const start = TRAINING.starterWeeklyMin[1];
  return (week) => (starter ? Math.min(who, start + TRAINING.starterWeeklyStepMin * (week - 1)) : who);
}

export function planTraining(input: TrainingInput): TrainingResult {
  const { profile: p, planType, weeks, bmi, rng } = input;
  const rationale: Rationale[] = [];
  const notes: string[] = [];
  const excluded = exclusions(p, planType, bmi);
  const excludedTags = new Set(excluded.map((e) => e.tag));
  const restricted = hasCondition(p, 'recent-surgery');
  const level = personLevel(p, planType);
  const goal = p.primaryGoal;
  const free = planType === 'free';
  const cardiac =
    hasCondition(p, 'heart-disease') || p.conditions.some((c) => c.key === 'hypertension' && c.uncontrolled);
  const rpeCap = Math.min(TRAINING.rpeMax[planType] ?? 8, cardiac ? (TRAINING.rpeMax.cardiac ?? 6) : 10);
  const asthma = hasCondition(p, 'asthma') || hasCondition(p, 'copd');
  const older = p.age >= TRAINING.olderAdultAge;
  const guarded = guardedLifting(p);
  const daysPerWeek = free ? 3 : restricted ? 3 : (TRAINING.daysPerWeek[p.activityLevel] ?? 3);
  const allowed = (e: Exercise): boolean =>
    LEVEL_RANK[e.level] <= LEVEL_RANK[level] && !e.contraindications.some((t) => excludedTags.has(t));
  const vigorousOk = !excludedTags.has('high-intensity') && level !== 'beginner' && !free;
  const aerobicAim = weeklyAerobicAim(p.activityLevel === 'sedentary' || bmi >= TRAINING.starterBmi);

  const usedThisWeek = new Set<string>();
  const pickExercise = (pattern: Pattern): Exercise | null => {
    const kinds = pattern === 'plyo' ? ['power'] : ['strength'];
    const pool = EXERCISES.filter((e) => e.pattern === pattern && kinds.includes(e.kind) && allowed(e));
    if (pool.length === 0) return null;
    const ex = rng.weightedPick(
      pool,
      (e) => (usedThisWeek.has(e.id) ? 0.15 : 1) * (e.level === level ? 3 : 1),
    );
    usedThisWeek.add(ex.id);
    return ex;
  };
  const stretches = EXERCISES.filter((e) => e.kind === 'mobility' && allowed(e));
  const balance = EXERCISES.filter((e) => e.kind === 'balance' && allowed(e));
  const cardioFor = (style: CardioStyle): { ex: Exercise; intensity: 'light' | 'moderate' | 'vigorous' } => {
    const options = EXERCISES.filter((e) => e.kind === 'cardio' && allowed(e));
    const wantVigorous = (style === 'interval' || (style === 'steady' && goal === 'Endurance')) && vigorousOk;
    const byIntensity = (i: string): Exercise[] =>
      options.filter((e) => e.intensity === i && (style === 'interval' ? e.pattern === 'interval' : true));
    if (style === 'easy') {
      const easy = options.filter((e) => e.intensity === 'moderate' && e.met <= 5);
      return { ex: easy.length ? rng.pick(easy) : (options[0] as Exercise), intensity: 'moderate' };
    }
    if (wantVigorous && byIntensity('vigorous').length)
      return { ex: rng.pick(byIntensity('vigorous')), intensity: 'vigorous' };
    if (style === 'interval' || asthma) {
      const walkIntervals = options.find((e) => e.id === 'walk-intervals');
      if (walkIntervals && (style === 'interval' || asthma))
        return { ex: walkIntervals, intensity: 'moderate' };
    }
    const moderate = options.filter((e) => e.intensity === 'moderate' && e.pattern === 'steady');
    return {
      ex: moderate.length ? rng.pick(moderate) : (EXERCISES.find((e) => e.id === 'brisk-walk') as Exercise),
      intensity: 'moderate',
    };
  };

  // Build the base week once (same exercises every week, so progression is measurable).
  const blueprints = restricted
    ? [
        {
          title: 'Gentle mobility and walk',
          kind: 'mobility' as const,
          patterns: [],
          mobility: 5,
          cardio: { style: 'easy' as const, minutes: 15 },
        },
        {
          title: 'Gentle mobility and walk',
          kind: 'mobility' as const,
          patterns: [],
          mobility: 5,
          cardio: { style: 'easy' as const, minutes: 15 },
        },
        {
          title: 'Gentle mobility and walk',
          kind: 'mobility' as const,
          patterns: [],
          mobility: 5,
          cardio: { style: 'easy' as const, minutes: 15 },
        },
      ]
    : programme(goal, daysPerWeek, free);
  const schedule = SCHEDULE[blueprints.length] ?? SCHEDULE[5] ?? [1, 2, 3, 5, 6];

  interface BaseSession {
    day: number;
    title: string;
    kind: TrainingSession['kind'];
    exercises: { ex: Exercise; d: Dose }[];
    cardio: { ex: Exercise; intensity: 'light' | 'moderate' | 'vigorous'; minutes: number } | null;
  }
  const base: BaseSession[] = blueprints.map((bp, i) => {
    const exercises: { ex: Exercise; d: Dose }[] = [];
    bp.patterns.forEach((pattern, j) => {
      const ex = pickExercise(pattern);
      if (ex) exercises.push({ ex, d: dose(goal, level, ex, bp.main === j, rpeCap, guarded) });
    });
    if (bp.mobility) {
      for (const ex of rng.shuffle(stretches).slice(0, bp.mobility))
        exercises.push({ ex, d: dose(goal, level, ex, false, rpeCap, guarded) });
    }
    if (older && balance.length > 0 && i < 3) {
      const ex = rng.pick(balance);
      exercises.push({ ex, d: dose(goal, level, ex, false, rpeCap, guarded) });
    }
    const c = bp.cardio ? cardioFor(bp.cardio.style) : null;
    return {
      day: schedule[i] ?? i + 1,
      title: bp.title,
      kind: bp.kind,
      exercises,
      cardio: c && bp.cardio ? { ...c, minutes: bp.cardio.minutes } : null,
    };
  });

  // WHO 2020: top up to 150 moderate-equivalent minutes with brisk walks on the free days.
  const moderateEq = (s: { cardio: BaseSession['cardio'] }): number =>
    s.cardio
      ? s.cardio.minutes * (s.cardio.intensity === 'vigorous' ? 2 : s.cardio.intensity === 'moderate' ? 1 : 0)
      : 0;
  const walk = EXERCISES.find((e) => e.id === 'brisk-walk') as Exercise;
  if (!restricted) {
    const have = base.reduce((s, b) => s + moderateEq(b), 0);
    let need = aerobicAim(1) - have;
    if (need > 0) {
      const freeDays = [1, 2, 3, 4, 5, 6, 7].filter((d) => !base.some((b) => b.day === d));
      const walks = Math.min(freeDays.length, Math.max(1, Math.ceil(need / 45)));
      const minutes = Math.ceil(need / Math.max(1, walks) / 5) * 5;
      for (let k = 0; k < walks; k++) {
        base.push({
          day: freeDays[k * Math.floor(freeDays.length / walks)] ?? freeDays[k] ?? 7,
          title: 'Brisk walk',
          kind: 'cardio',
          exercises: [],
          cardio: { ex: walk, intensity: 'moderate', minutes },
        });
        need -= minutes;
      }
      // No free day left: lengthen the existing cardio blocks.
      for (const s of base) {
        if (need <= 0) break;
        if (s.cardio && s.cardio.intensity !== 'light') {
          s.cardio.minutes += 10;
          need -= 10 * (s.cardio.intensity === 'vigorous' ? 2 : 1);
        }
      }
    }
    base.sort((a, b) => a.day - b.day);
  }

  const warmUpMin = asthma ? TRAINING.warmUpAsthmaMin : TRAINING.warmUpMin;
  const coolStretches = stretches.filter((e) => e.level === 'beginner');
  const loadSteps = TRAINING.weeklyLoadIncreasePct[planType] ?? 0;
  const cardioSteps = [
    1,
    1 + TRAINING.weeklyCardioIncreasePct / 100,
    1 + (2 * TRAINING.weeklyCardioIncreasePct) / 100,
    1,
  ];

  const weekList: TrainingWeek[] = [];
  for (let w = 1; w <= weeks; w++) {
    const deload = weeks >= 4 && w % 4 === 0;
    const loadChangePct = free ? 0 : deload ? TRAINING.deloadLoadPct : loadSteps * (w - 1);
    const cardioScale = free ? 1 : (cardioSteps[(w - 1) % 4] ?? 1);
    const sessions: TrainingSession[] = base.map((s) => {
      const exercises: ExercisePrescription[] = s.exercises.map(({ ex, d }) => {
        // %1RM, reps and RPE stay on the one table; progression is the member's 1RM growing, so a loaded lift
        // gets a load note rather than a %1RM above what the reps and RPE allow.
        const dw = deload ? atLowerRpe(d, Math.max(3, d.rpe - 1)) : d;
        const sets = deload ? Math.max(1, d.sets - 1) : d.sets;
        const progressNote =
          free || deload || w === 1 || ex.kind !== 'strength'
            ? null
            : d.pct === null
              ? 'Add 1–2 reps or a harder variation versus last week.'
              : `When every set reaches the reps at RPE ${d.rpe} or easier, add about ${loadSteps} % to the weight.`;
        return {
          exerciseId: ex.id,
          name: ex.name,
          sets,
          reps: d.reps,
          restSec: d.restSec,
          intensity: intensityText(dw),
          notes: progressNote,
        };
      });
      const cardioMinutes = s.cardio ? Math.round((s.cardio.minutes * cardioScale) / 5) * 5 : 0;
      const warmUp = [
        {
          name: asthma
            ? 'Easy walk or cycle, building gradually (reduces exercise-induced bronchoconstriction)'
            : 'Easy walk or cycle',
          minutes: warmUpMin - 3,
        },
        { name: 'Dynamic mobility: arm circles, leg swings, hip openers', minutes: 3 },
      ];
      const coolPick = coolStretches.length
        ? rng
            .shuffle(coolStretches)
            .slice(0, 2)
            .map((e) => e.name.toLowerCase())
        : [];
      const coolDown = [
        { name: 'Easy walk, letting breathing settle', minutes: 3 },
        {
          name: coolPick.length ? `Stretch: ${coolPick.join(', ')}` : 'Gentle stretching',
          minutes: TRAINING.coolDownMin - 3,
        },
      ];
      const work = exercises.reduce((sum, e) => sum + (e.sets * (40 + e.restSec)) / 60, 0);
      return {
        day: s.day,
        title: s.title,
        kind: s.kind,
        warmUp,
        exercises,
        cardioMinutes,
        cardio: s.cardio
          ? {
              activity: s.cardio.ex.name,
              intensity: s.cardio.intensity,
              description:
                s.cardio.intensity === 'vigorous'
                  ? 'Hard: RPE 7–8, speaking only a few words'
                  : 'Moderate: RPE 5–6, you can talk but not sing',
            }
          : null,
        coolDown,
        durationMin: Math.round(
          warmUp.reduce((a, x) => a + x.minutes, 0) +
            work +
            cardioMinutes +
            coolDown.reduce((a, x) => a + x.minutes, 0),
        ),
      };
    });
    // Keep the week's aim (the WHO minimum, or the starter ramp) in every week, including the lighter one.
    const aim = aerobicAim(deload ? 1 : w);
    let aerobic = sessions.reduce(
      (a, s) =>
        a +
        s.cardioMinutes *
          (s.cardio?.intensity === 'vigorous' ? 2 : s.cardio?.intensity === 'moderate' ? 1 : 0),
      0,
    );
    if (!restricted) {
      for (const s of sessions) {
        if (aerobic >= aim) break;
        if (s.cardio && s.cardio.intensity !== 'light') {
          const add = Math.ceil((aim - aerobic) / 5) * 5;
          s.cardioMinutes += add;
          s.durationMin += add;
          aerobic += add * (s.cardio.intensity === 'vigorous' ? 2 : 1);
        }
      }
    }
    const strengthDays = new Set(
      sessions
        .filter((s) =>
          s.exercises.some(
            (e) => EXERCISES.find((x) => x.id === e.exerciseId)?.kind === 'strength' && s.kind !== 'cardio',
          ),
        )
        .map((s) => s.day),
    ).size;
    weekList.push({
      week: w,
      focus: free
        ? 'Basic routine: learn the movements'
        : deload
          ? 'Lighter week: recover and consolidate'
          : w === 1
            ? 'Foundation: learn the movements at the prescribed effort'
            : `Progress: about +${loadChangePct} % weight versus week 1 at the same reps and RPE`,
      deload,
      loadChangePct,
      sessions,
      aerobicModerateEquivalentMin: aerobic,
      strengthDays,
    });
  }

  const hrMax = Math.round(TRAINING.hrMaxIntercept - TRAINING.hrMaxSlope * p.age);
  const betaBlocker = hasMedication(p, 'beta-blocker');
  const heartRate = {
    maxBpm: hrMax,
    moderateBpm: [
      Math.round(hrMax * TRAINING.hrModeratePct[0]),
      Math.round(hrMax * TRAINING.hrModeratePct[1]),
    ] as [number, number],
    reliable: !betaBlocker,
  };
  if (betaBlocker)
    notes.push(
      'Beta blockers blunt the heart rate: use effort (RPE) and the talk test, not heart-rate zones.',
    );
  if (hasMedication(p, 'insulin') || hasMedication(p, 'sulfonylurea')) {
    notes.push('Check your blood glucose before and after exercise and carry fast-acting carbohydrate.');
  }
  if (asthma)
    notes.push(
      'Keep your reliever inhaler with you; the longer warm-up and interval-style cardio reduce exercise-induced symptoms.',
    );
  if (excludedTags.has('heavy-valsalva'))
    notes.push('Breathe out on the effort of every repetition; never hold your breath while lifting.');
  if (older) notes.push('Balance work is included on three days a week, as WHO recommends for older adults.');
  if (restricted)
    notes.push(
      'A recent operation or injury is listed: only gentle mobility and walking as tolerated until your doctor clears you.',
    );
  if (!free && weeks > 1) {
    notes.push(
      'Progression: when you complete the top of the rep range for two sessions in a row, add 2–10 % load (ACSM); week 4 is lighter.',
    );
  }

  const firstWeek = weekList[0];
  if (firstWeek && !restricted && aerobicAim(1) < TRAINING.whoModerateMinPerWeek) {
    rationale.push({
      topic: 'training',
      text: `A gentle start (${p.activityLevel === 'sedentary' ? 'currently inactive' : 'BMI 40 or more'}): about ${aerobicAim(1)} min of moderate activity in week 1, adding ${TRAINING.starterWeeklyStepMin} min a week towards ${TRAINING.whoModerateMinPerWeek}`,
      source: SOURCES.acsmObesity,
    });
  } else if (firstWeek && !restricted) {
    rationale.push({
      topic: 'training',
      text: `${firstWeek.aerobicModerateEquivalentMin} min/week moderate-equivalent aerobic activity (≥ ${TRAINING.whoModerateMinPerWeek}) and strength training on ${firstWeek.strengthDays} days (≥ ${TRAINING.whoStrengthDays})`,
      source: SOURCES.who2020,
    });
  }
  rationale.push({
    topic: 'training',
    text: `${goal} programme, ${level} level (${p.activityLevel.replace('_', ' ')}): ${blueprints.length} sessions a week; intensity capped at RPE ${rpeCap}${planType === 'doctor_verified' ? ' (doctor-verified plans are more conservative)' : ''}`,
    source: SOURCES.acsmGuidelines,
  });
  if (!free && weeks > 1) {
    rationale.push({
      topic: 'training',
      text: `Load +${loadSteps} % a week for three weeks, then a lighter fourth week (−${Math.abs(TRAINING.deloadLoadPct)} % load, one set fewer)`,
      source: `${SOURCES.acsmProgression}; ${SOURCES.deload}`,
    });
  }
  for (const e of excluded) {
    rationale.push({
      topic: 'safety',
      text: `Exercises tagged "${e.tag}" left out: ${e.reason}`,
      source:
        e.tag === 'high-impact'
          ? SOURCES.oa
          : e.tag === 'heavy-valsalva' || e.tag === 'high-intensity'
            ? `${SOURCES.hypertension}; ${SOURCES.acsmScreening}`
            : SOURCES.acsmGuidelines,
    });
  }
  if (asthma)
    rationale.push({
      topic: 'training',
      text: `Asthma: ${TRAINING.warmUpAsthmaMin}-minute warm-up and interval-style cardio`,
      source: SOURCES.asthma,
    });
  if (betaBlocker)
    rationale.push({
      topic: 'training',
      text: 'Beta blocker: effort prescribed by RPE, heart-rate zones marked unreliable',
      source: SOURCES.acsmGuidelines,
    });

  return {
    plan: {
      level,
      daysPerWeek: blueprints.length,
      goal,
      excludedTags: excluded,
      restricted,
      heartRate,
      notes,
      weeks: weekList,
    },
    rationale,
  };
}
