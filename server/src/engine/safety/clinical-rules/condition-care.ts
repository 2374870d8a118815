/**
 * Common conditions a member types that carry no engine key (no target or exercise change of their own) but that a
 * clinician would still expect the plan to answer: anaemia and the deficiencies behind it, low blood sugar episodes,
 * reflux, constipation, IBS and gallstones (and, in care-entries.ts, stroke, ME/CFS, cancer and more). Each says what the menu does for it and what the member should do, with
 * its source; a few steer the menu (iron with vitamin C, B12-fortified foods, carbohydrate spread over the day).
 * Before this, each was "known, but this plan has no specific rules for it yet".
 */
import { CARE_ENTRIES, type CareEntryBase } from './care-entries';
import { DIGESTION_METABOLISM_CARE } from './care-digestion-metabolism';
import { EVERYDAY_CARE } from './care-everyday';
import { MOVEMENT_CARE } from './care-movement';
import { BIOMARKER_THRESHOLDS as T } from '../../guidelines';
import { hasCondition, isPregnant, type ResolvedProfile } from '../../plan/profile-input';
import { describeReading, type BiomarkerReading, type BiomarkerSignals } from '../biomarker-signals';

export interface CareSteering {
  /** Iron-rich recipes with a vitamin C food at lunch and dinner (food only, never an iron supplement). */
  ironWithVitC?: boolean;
  /** B12 foods and, on a vegetarian or vegan diet, a fortified food at breakfast. */
  b12?: boolean;
  /** Carbohydrate spread across regular meals (no meal above the glucose-steering share). */
  glucoseSpread?: boolean;
}

export interface CareEntry extends CareEntryBase {
  steer?: CareSteering;
  /** The rationale line when the entry steers the menu. */
  rationale?: string;
  /**
   * The message when the plan's own supplements include `supplement` (a result on file led to it): the default
   * message would tell the member to take only what their doctor prescribed, beside a list suggesting a dose.
   */
  suggested?: { supplement: string; message: string };
}

/**
 * In pregnancy a trial of oral iron starts at once, with ferritin checked, rather than waiting for the cause: BSH
 * guideline on iron deficiency in pregnancy (Pavord et al., Br J Haematol 2020); WHO 2016 antenatal care.
 */
export const PREGNANCY_ANAEMIA =
  'Anaemia in pregnancy: tell your midwife or doctor now: iron tablets are usually started straight away with your ferritin checked. Take them as prescribed, away from tea, coffee and milk. The menu favours iron-rich foods with a vitamin C food at lunch and dinner.';
export const PREGNANCY_ANAEMIA_SOURCE =
  'BSH guideline on iron deficiency in pregnancy (Pavord et al., Br J Haematol 2020); WHO 2016 antenatal care recommendations';

const ANAEMIA_TRAINING =
  'Build training up gently and stop if you get breathless, dizzy or your heart races; tell your doctor if that happens.';

/** Reflux, indigestion and gastritis share the advice (said once when several are listed). */
const REFLUX: CareEntry = {
  severity: 'caution',
  message:
    'Acid reflux or indigestion: finish dinner at least 3 hours before lying down, keep the evening meal moderate and raise the head of your bed if symptoms come at night. If fried, very spicy or citrus foods, coffee or alcohol bring it on, swap those meals. Train at least 2 hours after a meal and avoid lying flat or bending heavily right after eating.',
  source:
    'ACG clinical guideline for GERD (Katz et al., Am J Gastroenterol 2022); ACG/CAG dyspepsia guideline (Moayyedi et al. 2017)',
};

/** Keyed by catalogue entry id (common/clinical/conditions.ts). */
export const CONDITION_CARE: Readonly<Record<string, CareEntry>> = {
  // Anaemia has several causes; iron only once a test shows iron deficiency. WHO 2011 Hb thresholds; BSG 2021 IDA.
  anaemia: {
    severity: 'caution',
    message: `Anaemia (cause not stated): anaemia has several causes (low iron, B12 or folate, thalassaemia trait, a long-term illness), so ask your doctor for ferritin, B12 and folate tests before taking iron. Meanwhile the menu favours iron-rich foods with a vitamin C food at lunch and dinner. ${ANAEMIA_TRAINING}`,
    source:
      'WHO 2011 haemoglobin concentrations for the diagnosis of anaemia; British Society of Gastroenterology iron deficiency anaemia guideline 2021',
    steer: { ironWithVitC: true },
    rationale:
      'Anaemia listed → iron-rich recipes (pulses, leafy greens, meat and fish where eaten) with a vitamin C food at lunch and dinner; no iron supplement without a ferritin result',
  },
  'iron-deficiency-anaemia': {
    severity: 'caution',
    message: `Iron deficiency: the menu favours iron-rich foods with a vitamin C food at lunch and dinner; keep tea and coffee an hour away from meals. Take the iron your doctor prescribed and have haemoglobin and ferritin rechecked after 2–3 months. ${ANAEMIA_TRAINING}`,
    suggested: {
      supplement: 'Iron',
      message: `Iron deficiency: the menu favours iron-rich foods with a vitamin C food at lunch and dinner; keep tea and coffee an hour away from meals. Your supplements suggest an iron tablet for your low ferritin: agree it with your doctor (if they have prescribed iron, take theirs instead, not both) and have haemoglobin and ferritin rechecked after 2–3 months. ${ANAEMIA_TRAINING}`,
    },
    source:
      'British Society of Gastroenterology iron deficiency anaemia guideline 2021; WHO 2016 guideline on daily iron supplementation',
    steer: { ironWithVitC: true },
    rationale:
      'Iron deficiency listed → iron-rich recipes with a vitamin C food at lunch and dinner; tea and coffee away from meals',
  },
  'b12-deficiency': {
    severity: 'caution',
    message:
      'Vitamin B12 deficiency: take the B12 your doctor prescribed (tablets or injections) and have it rechecked as advised. B12 comes only from milk, curd, paneer, eggs, fish and meat, or fortified foods; the menu includes them, with a fortified food at breakfast on a vegetarian or vegan diet.',
    suggested: {
      supplement: 'Vitamin B12',
      message:
        'Vitamin B12 deficiency: your supplements suggest B12 tablets for your low result: agree them with your doctor (if they have prescribed B12 tablets or injections, take theirs instead, not both) and have it rechecked as advised. B12 comes only from milk, curd, paneer, eggs, fish and meat, or fortified foods; the menu includes them, with a fortified food at breakfast on a vegetarian or vegan diet.',
    },
    source:
      'British Society for Haematology cobalamin and folate guideline 2014; NICE NG239 vitamin B12 deficiency (2024)',
    steer: { b12: true },
    rationale:
      'Vitamin B12 deficiency listed → B12 foods favoured, a fortified food at breakfast when vegetarian or vegan',
  },
  'folate-deficiency': {
    severity: 'caution',
    message:
      'Folate deficiency: dal, chickpeas, rajma, leafy greens, oranges and whole grains carry folate and are on the menu. Take the folic acid your doctor prescribed; B12 should be checked before folic acid is taken alone.',
    source: 'British Society for Haematology cobalamin and folate guideline 2014',
  },
  // The dose depends on the measured level, so no dose without a result. Endocrine Society 2024; NICE PH56.
  'vitamin-d-deficiency': {
    severity: 'caution',
    message:
      'Vitamin D deficiency: food supplies little vitamin D (oily fish, egg yolk, fortified milk), so take the dose your doctor prescribed; this plan suggests none without a 25-OH vitamin D result, because the dose depends on the level. Short spells of midday sun on arms and face help; recheck the level after about 3 months.',
    suggested: {
      supplement: 'Vitamin D3',
      message:
        'Vitamin D deficiency: food supplies little vitamin D (oily fish, egg yolk, fortified milk); your supplements suggest a dose for your 25-OH vitamin D result: agree it with your doctor (if they have prescribed vitamin D, take theirs instead, not both). Short spells of midday sun on arms and face help; recheck the level after about 3 months.',
    },
    source:
      'Endocrine Society 2024 vitamin D guideline (Demay et al.); NICE PH56 vitamin D; National Osteoporosis Society 2020',
  },
  // ADA Standards of Care 2025 §6: treat < 70 mg/dL with 15 g fast carbohydrate, recheck after 15 minutes.
  hypoglycaemia: {
    severity: 'caution',
    message:
      'Low blood sugar episodes: the plan spreads carbohydrate over regular meals and snacks; do not skip meals or train on an empty stomach. Carry 15 g of fast sugar (3–4 glucose tablets or 150 ml of juice), take it if you feel shaky or sweaty and recheck after 15 minutes. If you take insulin or a sulfonylurea, ask your doctor about doses as your eating and exercise change.',
    source: 'ADA Standards of Care in Diabetes 2025, section 6 (hypoglycaemia treatment)',
    steer: { glucoseSpread: true },
    rationale:
      'Low blood sugar episodes listed → carbohydrate spread across regular meals and snacks, none skipped',
  },
  gerd: REFLUX,
  dyspepsia: REFLUX,
  gastritis: REFLUX,
  'hiatus-hernia': REFLUX,
  // Small red cells of a trait are not iron deficiency: iron only with a low ferritin. BSH haemoglobinopathy
  // screening guideline (Ryan et al., Br J Haematol 2010).
  'thalassaemia-trait': {
    severity: 'info',
    message:
      'Thalassaemia trait: it usually needs no treatment or special diet. Its small red blood cells can look like iron deficiency, so take iron only if a ferritin test shows your iron is low.',
    source: 'British Society for Haematology significant haemoglobinopathies guideline (Ryan et al. 2010)',
  },
  constipation: {
    severity: 'info',
    message:
      "Constipation: the plan's fibre and water targets help; raise fibre over a few weeks with the water target, and kiwi fruit or prunes daily can help. See your doctor for blood in the stool, weight loss or a recent change in bowel habit.",
    source:
      'ACG/AGA 2023 chronic idiopathic constipation guideline (Chang et al.); NICE CKS constipation in adults',
  },
  'irritable-bowel-syndrome': {
    severity: 'caution',
    message:
      'Irritable bowel syndrome: this menu is not low-FODMAP. Regular meals help; if beans, onion, garlic, wheat or milk bring on symptoms, swap those meals and ask for a dietitian-led low-FODMAP trial rather than cutting foods out for good.',
    source: 'British Society of Gastroenterology IBS guideline (Vasant et al., Gut 2021); NICE CG61',
  },
  gallstones: {
    severity: 'caution',
    message:
      'Gallstones: large, fatty meals can bring on pain, so keep fried and very fatty foods to small portions; lose weight steadily (no crash diets: losing more than about 1.5 kg a week raises the risk of new stones). Seek help for severe pain under the right ribs, fever or yellow eyes.',
    source: 'NICE CG188 gallstone disease; EASL 2016 gallstones guideline',
  },
  // Stroke, ME/CFS, cancer, after birth, thyroid, bones, arthritis…: care-entries.ts.
  ...CARE_ENTRIES,
  // Eyes, feet, bleeding, sickle cell, a new hip, a stoma, dizziness, POTS, limb and sight loss: care-movement.ts.
  ...MOVEMENT_CARE,
  // G6PD, Parkinson's, Addison's, TB, pancreatitis and other gut conditions: care-digestion-metabolism.ts.
  ...DIGESTION_METABOLISM_CARE,
  // Hernias, planning a pregnancy, clots, one kidney, piles, heavy periods, mental illness, MS, HIV…: care-everyday.ts.
  ...EVERYDAY_CARE,
};

/**
 * Thalassaemia and sickle cell disease load the body with iron through transfusions, so a typed "anaemia" beside
 * them gets no iron steering and says why (TIF 2021 guidelines for transfusion-dependent thalassaemia).
 */
const IRON_LOADING_ENTRIES = new Set(['thalassaemia', 'sickle-cell-disease', 'iron-overload']);
const IRON_LOADING_NOTE =
  'Because thalassaemia, sickle cell disease or iron overload can load the body with iron, the menu does not favour iron-rich foods: ask your haematologist before taking iron or eating more of it.';

export const ironLoadingListed = (p: ResolvedProfile): boolean =>
  p.clinical.conditions.some((c) => !c.history && IRON_LOADING_ENTRIES.has(c.entryId));

/**
 * The member's conditions that have care here (current ones, each once), in the order they were listed.
 * `hbLowShown`: a low haemoglobin result has its own warning (anaemiaResultWarning), so a typed "anaemia" is not
 * said twice and a typed iron deficiency does not repeat its training advice. `supplements`: the names of the
 * plan's own supplements (an entry's `suggested` message then replaces its default).
 */
export function conditionCare(
  p: ResolvedProfile,
  hbLowShown = false,
  supplements: readonly string[] = [],
): (CareEntry & { id: string; text: string })[] {
  const ironLoading = ironLoadingListed(p);
  const pregnant = isPregnant(p);
  const seen = new Set<CareEntry>();
  const out: (CareEntry & { id: string; text: string })[] = [];
  for (const c of p.clinical.conditions) {
    const care = CONDITION_CARE[c.entryId];
    if (!care || (c.history && !care.evenIfPast) || seen.has(care) || (hbLowShown && c.entryId === 'anaemia'))
      continue;
    seen.add(care);
    const iron = care.steer?.ironWithVitC === true;
    const at = { id: c.entryId, text: c.text };
    if (iron && ironLoading)
      out.push({
        severity: 'caution',
        message: `${care.message.split(': ')[0]}: ${IRON_LOADING_NOTE} ${ANAEMIA_TRAINING}`,
        source: `${care.source}; Thalassaemia International Federation 2021 guidelines`,
        ...at,
      });
    else if (iron && pregnant)
      out.push({
        ...care,
        message: `${PREGNANCY_ANAEMIA} ${ANAEMIA_TRAINING}`,
        source: PREGNANCY_ANAEMIA_SOURCE,
        ...at,
      });
    else if (care.whenBreastfeeding && p.lifeStage === 'breastfeeding')
      out.push({ ...care, message: care.whenBreastfeeding, ...at });
    else if (care.whenKidneyDisease && hasCondition(p, 'kidney-disease'))
      out.push({ ...care, message: care.whenKidneyDisease, ...at });
    else {
      const message =
        care.suggested && supplements.includes(care.suggested.supplement)
          ? care.suggested.message
          : care.message;
      out.push({ ...care, message: iron && hbLowShown ? withoutTraining(message) : message, ...at });
    }
  }
  return out;
}

/** The message without the anaemia training advice, which the low-haemoglobin warning already gives. */
const withoutTraining = (message: string): string => message.replace(` ${ANAEMIA_TRAINING}`, '');

/**
 * A haemoglobin under the normal range but above the severe threshold (severe has its own critical warning), by
 * the pregnancy thresholds in pregnancy. Said on every plan type: it is a safety finding, not personalisation.
 * WHO 2011; BSH 2020 (pregnancy).
 */
export function lowHaemoglobin(p: ResolvedProfile, signals: BiomarkerSignals): BiomarkerReading | null {
  const hb = signals.hbLow;
  if (!hb || signals.hbSevere) return null;
  if (!isPregnant(p)) return hb;
  const limit =
    p.lifeStage === 'pregnant_2' || p.lifeStage === 'pregnant_3' ? T.hbLowPregnantLate : T.hbLowPregnantEarly;
  return hb.value < limit ? hb : null;
}

/** The low-haemoglobin warning's text; `ironSteered`: the menu favours iron with vitamin C (generate-plan.ts). */
export function anaemiaResultWarning(
  p: ResolvedProfile,
  signals: BiomarkerSignals,
  ironSteered: boolean,
): string | null {
  const hb = lowHaemoglobin(p, signals);
  if (!hb) return null;
  const reading = `${describeReading(hb)}: below the normal range (anaemia).`;
  if (isPregnant(p)) return `${reading} ${PREGNANCY_ANAEMIA} ${ANAEMIA_TRAINING}`;
  const cause = signals.latest.has('FERRITIN')
    ? 'Ask your doctor what is causing it and how to treat it.'
    : 'Anaemia has several causes (low iron, B12 or folate, thalassaemia trait, a long-term illness), so ask your doctor for ferritin, B12 and folate tests before taking iron.';
  const menu = ironSteered
    ? ' The menu favours iron-rich foods with a vitamin C food at lunch and dinner.'
    : ironLoadingListed(p)
      ? ` ${IRON_LOADING_NOTE}`
      : '';
  return `${reading} ${cause}${menu} ${ANAEMIA_TRAINING}`;
}

/** The menu steering of the member's conditions, merged. */
export function careSteering(p: ResolvedProfile): CareSteering {
  const steer: CareSteering = {};
  for (const c of conditionCare(p)) Object.assign(steer, c.steer);
  return steer;
}
