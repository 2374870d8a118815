/**
 * Step 5: what the plan tells the member about their training (notes) and why (rationale with sources):
 * medication and condition notes, the gentle start or WHO minimums, the programme and its RPE ceiling,
 * progression, exclusions, where they train, and which of their own goals were used or not.
 */
import type { Rationale, TrainingWeek } from '@common/plan';
import { SOURCES, TRAINING } from '../guidelines';
import { hasMedication, isPregnant } from '../plan/profile-input';
import { keepsStrength, type BaseSession } from './training-base-week';
import { EXERCISE_BY_ID } from './exercise-catalogue';
import { MUSCLE_GROUP_PATTERNS } from './training-volume';
import type { TrainingContext } from './training-context';
import type { Modality } from './training-goals';
import { olderRunner, pregnantRunner, runningAllowed } from './training-running';
import { rpeCeilingForWeek } from './training-background';
import { seatedPullPossible } from './training-seated';

export function heartRateGuide(ctx: TrainingContext) {
  const hrMax = Math.round(TRAINING.hrMaxIntercept - TRAINING.hrMaxSlope * ctx.p.age);
  return {
    maxBpm: hrMax,
    moderateBpm: [
      Math.round(hrMax * TRAINING.hrModeratePct[0]),
      Math.round(hrMax * TRAINING.hrModeratePct[1]),
    ] as [number, number],
    // Beta blockers blunt the rate; in AF the pulse is irregular (ESC 2024 AF guidelines): effort by RPE instead.
    reliable:
      !hasMedication(ctx.p, 'beta-blocker') &&
      !ctx.p.clinical.conditions.some((c) => !c.history && c.entryId === 'atrial-fibrillation'),
  };
}

/**
 * "3 workouts and 2 walks a week": the count the summary and the schedule share. A wheelchair user's top-up
 * sessions are seated arm cardio, not walks (training-seated.ts).
 */
export function sessionCountText(base: readonly BaseSession[], wheelchair = false): string {
  const workouts = base.filter((s) => !s.topUp).length;
  const extra = base.length - workouts;
  const w = `${workouts} workout${workouts === 1 ? '' : 's'}`;
  const kind = wheelchair ? 'seated cardio session' : 'walk';
  return extra > 0 ? `${w} and ${extra} ${kind}${extra === 1 ? '' : 's'}` : w;
}

export function trainingNotes(ctx: TrainingContext, weeks: readonly TrainingWeek[]): string[] {
  const { p, excludedTags } = ctx;
  const notes: string[] = [];
  if (hasMedication(p, 'beta-blocker'))
    notes.push(
      'Beta blockers blunt the heart rate: use effort (RPE) and the talk test, not heart-rate zones.',
    );
  if (hasMedication(p, 'insulin') || hasMedication(p, 'sulfonylurea'))
    notes.push('Check your blood glucose before and after exercise and carry fast-acting carbohydrate.');
  if (ctx.asthma)
    notes.push(
      'Keep your reliever inhaler with you; the longer warm-up and interval-style cardio reduce exercise-induced symptoms.',
    );
  if (excludedTags.has('heavy-valsalva'))
    notes.push('Breathe out on the effort of every repetition; never hold your breath while lifting.');
  // ACOG Committee Opinion 804 (2020): the warning signs to stop exercising during pregnancy. acogWarning
  if (isPregnant(p))
    notes.push(
      'Pregnancy: stop exercising and call your midwife or doctor if you have vaginal bleeding, regular painful contractions, fluid leaking from the vagina, dizziness, a headache, chest pain, calf pain or swelling, breathlessness before you start exercising, or muscle weakness affecting your balance.',
    );
  // AHA/AACVPR core components; ESC 2021 (class I): exercise-based cardiac rehabilitation after a heart attack or
  // revascularisation, for coronary disease and for heart failure. cardiacRehab
  if (ctx.cardiacRehab)
    notes.push(
      'Heart condition: ask your cardiologist or GP to refer you to a cardiac rehabilitation programme (supervised exercise with education and support); it is recommended after a heart attack, a stent or bypass, and for heart failure, and is the safest way to start. This plan does not replace it.',
    );
  if (ctx.older)
    notes.push('Balance work is included on three days a week, as WHO recommends for older adults.');
  if (ctx.restricted)
    notes.push(
      'A recent operation or injury is listed: only gentle mobility and walking as tolerated until your doctor clears you.',
    );
  // Pulling balances the pushing a wheelchair user does all day (Martin Ginis et al. 2018): without a band, cable or
  // machine no seated pull is possible, and the plan says so rather than leaving the shoulders unbalanced.
  if (ctx.seated && !seatedPullPossible(ctx.allowed))
    notes.push(
      'Pulling exercises need a resistance band: with no band, cable or machine, this plan has no seated pull (rows, pull-aparts), which balance the pushing your shoulders do all day. A light and a medium long loop band cost little: add "band" to your home equipment, and the plan adds seated band rows and pull-aparts anchored at chest height (to a closed door with a door anchor, or a fixed post).',
    );
  // NICE NG206 1.11: no graded exercise therapy or fixed incremental programme for ME/CFS; energy management.
  if (ctx.pacing)
    notes.push(
      'ME/CFS: the sessions stay the same every week (no build-up, as NICE advises). Do them only on days your energy allows, shorten or skip them freely, and do less if symptoms worsen in the day or two after; increase activity only with a physiotherapist from an ME/CFS service.',
    );
  const weighted = weeks.some((w) => w.sessions.some((s) => s.exercises.some((e) => e.loadGuide)));
  if (weighted)
    notes.push(
      'Weights: the first time you do a loaded exercise, find your starting weight with the warm-up sets shown; once you log a set, the plan shows kilograms.',
    );
  if (!ctx.free && !ctx.pacing && ctx.weeks > 1)
    notes.push(
      `Progression: when you complete the top of the rep range for two sessions in a row, ${weighted ? 'add 2–10 % load to weighted lifts (ACSM); bodyweight exercises get' : 'move on with'} more reps, a slower lowering or a harder variation, assisted ones less assistance, holds and carries a few seconds longer; week 4 is lighter.`,
    );
  const first = weeks[0];
  if (first && !ctx.restricted && !ctx.pacing) {
    if (first.strengthDays < TRAINING.whoStrengthDays)
      notes.push(
        `WHO recommends muscle strengthening on at least ${TRAINING.whoStrengthDays} days a week; with ${ctx.daysAvailable} training day${ctx.daysAvailable === 1 ? '' : 's'} available this plan has ${first.strengthDays}.`,
      );
    // Muscle gain for a trained lifter: name the groups the member's days and minutes leave under 10 weekly sets.
    if (keepsStrength(ctx)) {
      const short = Object.entries(MUSCLE_GROUP_PATTERNS)
        .map(([group, patterns]) => {
          const sets = first.sessions.reduce(
            (sum, s) =>
              sum +
              s.exercises
                .filter((e) => {
                  const ex = EXERCISE_BY_ID.get(e.exerciseId);
                  return ex?.kind === 'strength' && patterns.includes(ex.pattern);
                })
                .reduce((a, e) => a + e.sets, 0),
            0,
          );
          return { group, sets };
        })
        .filter((g) => g.sets < TRAINING.hypertrophyVolume.floorSets);
      if (short.length > 0)
        notes.push(
          `With ${ctx.daysAvailable ?? first.strengthDays} days of up to ${ctx.sessionMinutes ?? '–'} minutes, ${short.map((g) => `${g.group} get${g.group === 'back' || g.group === 'chest' ? 's' : ''} ${g.sets}`).join(', ')} hard sets a week; about ${TRAINING.hypertrophyVolume.floorSets} or more a week per muscle group builds muscle best (Schoenfeld 2017): add a day or longer sessions when you can.`,
        );
    }
    if (first.aerobicModerateEquivalentMin < ctx.aerobicAim(1))
      notes.push(
        `With ${ctx.daysAvailable ?? 7} days of up to ${ctx.sessionMinutes ?? '–'} minutes, the week reaches ${first.aerobicModerateEquivalentMin} of the ${ctx.aerobicAim(1)} minutes of moderate activity aimed for: add ${ctx.wheelchair ? 'everyday wheeling' : ctx.seated ? 'seated arm work' : 'everyday walking'} or more time when you can.`,
      );
  }
  return notes;
}

/**
 * The plan's level as the member reads it: a runner's running follows their own weekly distance and only the
 * strength part has a level (the same reading as the rationale's programme line); null when `level` says it all.
 */
/**
 * How the plan serves a goal. A running goal's own text is the beginner's way in (run-walk intervals); a member who
 * already runs gets runs from their own weekly distance instead (training-running.ts), and the text names the runs
 * the week holds (a tempo run only where the week has one: not on a free plan, nor where vigorous effort is out).
 */
export function goalHow(ctx: TrainingContext, modality: Modality, base: readonly BaseSession[]): string {
  const runs = base.flatMap((s) => (s.run ? [s.run] : []));
  if (modality.key !== 'running' || !runningAllowed(ctx) || runs.length === 0) return modality.how;
  const easy = runs.filter((r) => r.kind === 'easy').length;
  const kinds = [
    runs.some((r) => r.kind === 'long') ? 'a long run' : null,
    easy > 1 ? 'easy runs' : easy === 1 ? 'an easy run' : null,
    runs.some((r) => r.kind === 'tempo') ? 'a tempo run' : null,
  ].filter((k) => k !== null);
  const listed = kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} and ${kinds.at(-1)}` : kinds[0];
  return `runs from your current weekly distance: ${listed}, growing at most ${TRAINING.runWeeklyIncreasePct} % a week, with single-leg and calf strength`;
}

export function levelLabel(ctx: TrainingContext): string | null {
  return runningAllowed(ctx) ? `running from your own distance, strength ${ctx.level}` : null;
}

function accessText(ctx: TrainingContext): string {
  const a = ctx.access;
  if (a.assumed)
    return 'No training place given: planned for a gym without a pool (set your place and equipment in your profile)';
  const kit = [...a.kit].filter((k) => k !== 'pool');
  const where =
    a.place === 'gym' ? 'a gym' : kit.length ? `home with ${kit.join(', ')}` : 'home with no equipment';
  return `Exercises chosen for ${where}${a.pool ? ' and a pool' : ''}, plus walking outdoors`;
}

/** Why the plan starts where it does: running volume, frailty, recent knee surgery, the week-1 effort. */
function levelRationale(ctx: TrainingContext, weeks: readonly TrainingWeek[]): Rationale[] {
  const out: Rationale[] = [];
  const m = ctx.member;
  if (m.runner && runningAllowed(ctx)) {
    const km = (w: TrainingWeek | undefined) =>
      Math.round(
        (w?.sessions ?? []).reduce((a, s) => a + Number(/: ([\d.]+) km/.exec(s.title)?.[1] ?? 0), 0) * 10,
      ) / 10;
    const first = km(weeks[0]);
    out.push({
      topic: 'training',
      text: pregnantRunner(ctx)
        ? `Your running continues from your ${m.runner.weeklyKm} km in ${m.runner.runsPerWeek} run${m.runner.runsPerWeek === 1 ? '' : 's'} a week, as it may in pregnancy for a woman who ran before it: week 1 is ${first} km and the distance is never built up, at an easy pace where you can still talk, with no jumping; stop and call your midwife for any of the pregnancy warning signs in your training notes, and run less as your bump grows if it feels uncomfortable`
        : `Your running continues from your ${m.runner.weeklyKm} km in ${m.runner.runsPerWeek} run${m.runner.runsPerWeek === 1 ? '' : 's'} a week: week 1 is ${first} km, growing at most about ${TRAINING.runWeeklyIncreasePct} % a week, with a lighter fourth week${first < m.runner.weeklyKm - 0.5 ? ' (your days and session length fit no more)' : ''}`,
      source: pregnantRunner(ctx)
        ? SOURCES.acogWarning
        : olderRunner(ctx)
          ? `${SOURCES.runningLoad}; ${SOURCES.olderRunner}`
          : SOURCES.runningLoad,
    });
  } else if (m.runner) {
    out.push({
      topic: 'safety',
      text: `Your running (${m.runner.weeklyKm} km a week) is not planned here: ${m.frail ? 'frailty or falls' : m.kneeSurgery ? 'recent knee surgery' : ctx.restricted ? 'a recent operation or injury' : `high-impact exercise is left out (${ctx.excluded.find((e) => e.tag === 'high-impact')?.reason ?? 'your conditions'})`}. Ask your doctor or physiotherapist how much running is safe for you.`,
      source: m.kneeSurgery ? SOURCES.aclReturn : SOURCES.acsmGuidelines,
    });
  }
  if (m.frail)
    out.push({
      topic: 'safety',
      text: 'Frailty or falls: gentle, progressive strength and balance work, ideally supervised (a physiotherapist or falls-prevention class); no kettlebell, barbell, jumping or ballistic lifts',
      source: `${SOURCES.otago}; ${SOURCES.whoFrail}`,
    });
  if (m.kneeSurgery)
    out.push({
      topic: 'safety',
      text: `${m.kneeSurgery.text}: ${m.kneeSurgery.dated ? `within ${TRAINING.kneeSurgeryMonths} months` : 'no date given, so planned as recent (add the date, e.g. "2 years ago", if it is not)'}; effort capped at RPE ${TRAINING.kneeSurgeryRpeMax}, no running, jumping or deep knee bends; follow your physiotherapist's rehabilitation programme first`,
      source: SOURCES.aclReturn,
    });
  // The effort the weeks really prescribe: the start under the plan's own ceiling (heart disease, knee surgery),
  // and whether it rises at all before the plan ends.
  const start = rpeCeilingForWeek(m, ctx.rpeCap, 1);
  const end = rpeCeilingForWeek(m, ctx.rpeCap, ctx.pacing ? 1 : Math.max(1, ctx.weeks));
  const rise =
    end > start
      ? `, rising a point every two weeks to RPE ${end}`
      : weeks.length > 1
        ? ', held there for the whole plan'
        : '';
  if (m.startRpe !== null)
    out.push({
      topic: 'training',
      text: `Week 1 effort up to RPE ${start} (${m.frail ? 'frailty or falls' : ctx.older ? `age ${ctx.p.age}` : 'currently inactive'})${rise}`,
      // An inactive younger adult's moderate start is ACSM's general guidance, not the older-adult stand.
      source: m.frail ? SOURCES.otago : ctx.older ? SOURCES.acsmOlder : SOURCES.acsmGuidelines,
    });
  else if (m.liftStartRpe !== null)
    out.push({
      topic: 'training',
      text: `Week 1 lifting effort up to RPE ${start} while you find your weights (${ctx.p.trainingBackground?.liftingExperience ? 'new to weight training' : 'weight-training experience not given'})${rise}`,
      source: SOURCES.acsmProgression,
    });
  return out;
}

export function trainingRationale(
  ctx: TrainingContext,
  base: readonly BaseSession[],
  weeks: readonly TrainingWeek[],
): Rationale[] {
  const { p, planType } = ctx;
  const out: Rationale[] = [];
  const first = weeks[0];
  const gentle = ctx.restricted || ctx.pacing;
  if (first && !gentle && ctx.member.teamSport) {
    out.push({
      topic: 'training',
      text: `Your ${ctx.member.teamSport.toLowerCase()} training and matches are your conditioning (vigorous: 75 minutes a week meets the WHO aim), so the plan adds no runs or walks on top; strength training on ${first.strengthDays} days (WHO: ≥ ${TRAINING.whoStrengthDays}). Keep the day before a match free of hard leg sessions, and one day a week free of both gym and ${ctx.member.teamSport.toLowerCase()}.`,
      source: `${SOURCES.teamSport}; ${SOURCES.who2020}; ${SOURCES.overtraining}`,
    });
  } else if (first && !gentle && ctx.aerobicAim(1) < TRAINING.whoModerateMinPerWeek) {
    out.push({
      topic: 'training',
      text: `A gentle start (${p.activityLevel === 'sedentary' ? 'currently inactive' : 'BMI 40 or more'}): about ${ctx.aerobicAim(1)} min of moderate activity in week 1, adding ${TRAINING.starterWeeklyStepMin} min a week towards ${TRAINING.whoModerateMinPerWeek}`,
      source: SOURCES.acsmObesity,
    });
  } else if (first && !gentle) {
    out.push({
      topic: 'training',
      text: `${first.aerobicModerateEquivalentMin} min/week moderate-equivalent aerobic activity (WHO: ≥ ${TRAINING.whoModerateMinPerWeek}) and strength training on ${first.strengthDays} days (WHO: ≥ ${TRAINING.whoStrengthDays})`,
      source: SOURCES.who2020,
    });
  }
  if (first && !gentle && ctx.cardiacRehab && ctx.sessionMinutes !== null) {
    const aim = ctx.aerobicAim(1);
    const short = first.aerobicModerateEquivalentMin < aim;
    out.push({
      topic: 'training',
      text: `Heart condition: aerobic work comes first in each session and resistance is added on ${first.strengthDays} day(s) as single sets (cardiac rehabilitation: 20–60 min of aerobic exercise on 3–5 days a week, resistance on 2–3)${short ? `; your ${base.filter((b) => !b.topUp).length} sessions of ${ctx.sessionMinutes} min leave ${first.aerobicModerateEquivalentMin} of the ${aim} aerobic minutes this week: with your cardiac team's agreement, add walks on other days or longer sessions` : ''}`,
      source: `${SOURCES.cardiacRehab}; ${SOURCES.aacvpr}`,
    });
  }
  out.push({
    topic: 'training',
    // The level is the strength level: a 70 km-a-week runner new to weights is not a "beginner" runner.
    text: `${ctx.goal} programme, ${runningAllowed(ctx) ? `running from your own weekly distance, strength at ${ctx.level} level` : `${ctx.level} level`} (${ctx.member.levelReason}): ${sessionCountText(base, ctx.seated)} a week; intensity capped at RPE ${ctx.rpeCap}${planType === 'doctor_verified' ? ' (doctor-verified plans are more conservative)' : ''}`,
    source: SOURCES.acsmGuidelines,
  });
  out.push({ topic: 'training', text: accessText(ctx), source: SOURCES.engine });
  out.push(...levelRationale(ctx, weeks));
  // Load advice only where a lift is loaded: bodyweight, assisted and balance work progress by reps, tempo, support
  // or range, never by kilograms (acsmProgression: load, repetitions, tempo and variation are progression variables).
  const weighted = weeks.some((w) => w.sessions.some((s) => s.exercises.some((e) => e.loadGuide)));
  if (weighted)
    out.push({
      topic: 'training',
      text: 'Starting weights come from warm-up sets and reps in reserve (RPE 7 = about 3 reps left), not from a 1RM test',
      source: `${SOURCES.rir}; ${SOURCES.acsmProgression}`,
    });
  for (const u of ctx.goals.used)
    out.push({
      topic: 'training',
      text: `Your goal "${u.goal}": ${goalHow(ctx, u.modality, base)}`,
      source: SOURCES.acsmGuidelines,
    });
  for (const reason of ctx.goals.notUsedReasons)
    out.push({
      topic: 'training',
      text: `Goal not used in the training plan: ${reason}`,
      source: SOURCES.engine,
    });
  if (!ctx.free && !ctx.pacing && ctx.weeks > 1) {
    out.push({
      topic: 'training',
      text: weighted
        ? `Load +${TRAINING.weeklyLoadIncreasePct[planType] ?? 0} % a week for three weeks, then a lighter fourth week (−${Math.abs(TRAINING.deloadLoadPct)} % load, one set fewer)`
        : 'No weights in this plan: each exercise gets harder by more reps, a slower lowering, less support or a larger range, for three weeks, then a lighter fourth week (one set fewer, easier effort)',
      source: `${SOURCES.acsmProgression}; ${SOURCES.deload}`,
    });
  }
  for (const e of ctx.excluded) {
    out.push({
      topic: 'safety',
      // A runner kept running despite it (pregnancy, age alone) is told so, not left to read a contradiction.
      text: `Exercises tagged "${e.tag}" left out: ${e.reason}${e.tag === 'high-impact' && runningAllowed(ctx) ? ' (your own running continues; jumps stay out)' : ''}`,
      source:
        e.tag === 'high-impact'
          ? SOURCES.oa
          : e.tag === 'heavy-valsalva' || e.tag === 'high-intensity'
            ? `${SOURCES.hypertension}; ${SOURCES.acsmScreening}`
            : SOURCES.acsmGuidelines,
    });
  }
  if (isPregnant(p))
    out.push({
      topic: 'safety',
      text: 'Pregnancy: warning signs to stop exercising listed in the training notes',
      source: SOURCES.acogWarning,
    });
  if (ctx.cardiacRehab)
    out.push({
      topic: 'safety',
      text: 'Heart condition: a cardiac rehabilitation programme is recommended (ask for a referral)',
      source: SOURCES.cardiacRehab,
    });
  if (ctx.asthma)
    out.push({
      topic: 'training',
      text: `Asthma: ${TRAINING.warmUpAsthmaMin}-minute warm-up and interval-style cardio`,
      source: SOURCES.asthma,
    });
  if (hasMedication(p, 'beta-blocker'))
    out.push({
      topic: 'training',
      text: 'Beta blocker: effort prescribed by RPE, heart-rate zones marked unreliable',
      source: SOURCES.acsmGuidelines,
    });
  return out;
}
