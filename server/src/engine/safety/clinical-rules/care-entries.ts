/**
 * Care for common conditions that had no rules (issue 30, the dietitian-physician's reading): stroke and TIA,
 * peripheral arterial disease, epilepsy, ME/CFS, sleep apnoea, cancer during and after treatment, the weeks after
 * birth and migraine; and the specific advice the engine keys left out (levothyroxine timing, PCOS, bone health,
 * arthritis, fatty liver). Each entry says what the plan does and what the member should do, with its guideline;
 * `training` and `sodiumMaxMg` change the plan itself (care-constraints.ts applies them).
 */
import type { WarningSeverity } from '@common/plan';
import type { ContraindicationTag } from '../../data/exercises/types';

export interface CareTraining {
  /** Contraindication tags left out, with the reason the plan shows. */
  exclude?: readonly (readonly [ContraindicationTag, string])[];
  /** Effort ceiling (RPE 0–10) of every exercise. */
  rpeMax?: number;
  /**
   * Energy management (ME/CFS): gentle sessions held at the same dose every week, no progression, no top-up to an
   * activity target. NICE NG206 1.11: no graded exercise therapy, no fixed incremental programme.
   */
  pacing?: boolean;
  /** The training change holds only this many months after the date given (undated: it holds). */
  withinMonths?: number;
}

export interface CareEntryBase {
  severity: WarningSeverity;
  message: string;
  source: string;
  training?: CareTraining;
  /** A daily sodium ceiling (mg) the menu keeps. */
  sodiumMaxMg?: number;
  /** Applies when listed as past history too ("had a stroke", "ex cancer patient"). */
  evenIfPast?: boolean;
  /** The message when the member is breastfeeding (their life stage says so). */
  whenBreastfeeding?: string;
  /** The message when kidney disease is listed too (its team sets the limits this advice would cross). */
  whenKidneyDisease?: string;
}

/** ACC/AHA 2017 high blood pressure guideline: optimal sodium < 1,500 mg; AHA/ASA 2021: cut by ≥ 1 g a day. */
export const STROKE_SODIUM_MAX_MG = 1500;
/** Borg CR10 5–6: moderate ("can talk, not sing"). Billinger et al. 2014; ACSM 2019 cancer roundtable. */
export const MODERATE_RPE = 6;
/** ME/CFS: light effort only (CR10 ≤ 3), well inside the energy envelope. NICE NG206 1.11 */
const PACING_RPE = 3;

const STROKE: CareEntryBase = {
  severity: 'caution',
  message: `Stroke or mini-stroke (TIA): the plan is set for preventing another one: sodium at most ${STROKE_SODIUM_MAX_MG} mg a day (under 4 g salt, no salt added at the table), and a Mediterranean-style menu (vegetables, fruit, pulses, whole grains, fish, nuts and vegetable oils; little red or processed meat). Keep your blood pressure, cholesterol and clot-prevention medicines as prescribed. Exercise is moderate (RPE up to ${MODERATE_RPE}, no breath-holding heavy lifts): aim for moderate aerobic activity on 3–5 days and strength work twice a week, adapted by your stroke team or a physiotherapist to any weakness or balance problem; hold on to a support for balance work. New weakness, numbness, a drooping face, slurred speech or loss of vision: call an ambulance at once (FAST).`,
  source:
    'AHA/ASA 2021 guideline for the prevention of stroke in patients with stroke and TIA (Kleindorfer et al., Stroke 2021); AHA/ASA 2014 scientific statement on physical activity and exercise for stroke survivors (Billinger et al., Stroke 2014); ACC/AHA 2017 high blood pressure guideline (sodium)',
  training: {
    exclude: [
      ['heavy-valsalva', 'stroke or TIA: no breath-holding heavy lifts (blood pressure surges)'],
      ['high-intensity', 'stroke or TIA: moderate effort until your stroke team clears you for more'],
    ],
    rpeMax: MODERATE_RPE,
  },
  sodiumMaxMg: STROKE_SODIUM_MAX_MG,
  evenIfPast: true,
};

const CANCER_DURING = `During treatment, keep moving as you can: light to moderate aerobic activity (RPE up to ${MODERATE_RPE}) and gentle strength work on most days beat rest, and help with fatigue. Do not train with a fever or on days you feel unwell; ask your oncology team first when your white cells are low (neutropenia: avoid gyms and pools while it lasts), your platelets are low (no heavy or contact exercise) or you are anaemic, and keep out of pools with a central line or sore skin from radiotherapy. Do not aim to lose weight during treatment unless your team advises it: if eating is hard, ask for an oncology dietitian.`;
const CANCER_AFTER =
  'After treatment: aim for 150–300 minutes of moderate activity a week and strength work twice a week, built up gradually; a plant-rich menu with whole grains, little red and processed meat and no alcohol, and a healthy weight. After breast or lymph-node surgery, strength work for the arms is safe when it starts light and builds slowly: report any arm swelling (lymphoedema).';
const CANCER_SOURCE =
  'ACSM 2019 international multidisciplinary roundtable on exercise and cancer (Campbell et al., Med Sci Sports Exerc 2019); ASCO 2022 guideline on exercise, diet and weight management during cancer treatment (Ligibel et al., J Clin Oncol 2022); ACS 2022 guideline for cancer survivors (Rock et al., CA Cancer J Clin 2022)';
const CANCER_TRAINING: CareTraining = {
  exclude: [['high-intensity', 'cancer treatment: moderate effort as you tolerate it']],
  rpeMax: MODERATE_RPE,
};
const CANCER: CareEntryBase = {
  severity: 'caution',
  message: `Cancer: tell us in your profile whether you are having treatment now ("on chemo") or have finished ("completed chemo"), so the plan can follow it. ${CANCER_DURING} ${CANCER_AFTER}`,
  source: CANCER_SOURCE,
};

/** Levothyroxine is absorbed poorly beside calcium, iron, soy and fibre: ATA 2014 hypothyroidism guideline. */
const HYPOTHYROID: CareEntryBase = {
  severity: 'caution',
  message:
    'Underactive thyroid: take levothyroxine with water on an empty stomach, 30–60 minutes before breakfast (or at bedtime, 3 hours after eating), and keep calcium and iron tablets, and soy foods, at least 4 hours away from it; coffee waits until breakfast. Take it the same way every day so your TSH results mean something, and have TSH rechecked 6–8 weeks after any dose change. A fibre-rich menu can need a dose review: tell your doctor if you change diet a lot.',
  source:
    'American Thyroid Association 2014 guidelines for the treatment of hypothyroidism (Jonklaas et al., Thyroid 2014)',
};

const BONES: CareEntryBase = {
  severity: 'caution',
  message:
    'Bone health: get 1,000–1,200 mg of calcium a day, from food first (milk, curd, paneer, ragi, calcium-set tofu, sesame, leafy greens), and vitamin D 800–1,000 IU a day if you are over 50 or get little sun; a calcium tablet only to make up what food does not supply. Strength training 2–3 times a week and balance work on most days protect bone; avoid repeated or loaded forward bending of the spine (sit-ups, toe touches, lifting with a rounded back). Moderate impact such as brisk walking or heel drops is fine unless you have had a spine fracture.',
  source:
    'Royal Osteoporosis Society "Strong, Steady and Straight" exercise consensus (2019); NOGG 2022 UK clinical guideline for the prevention and treatment of osteoporosis',
};

const ARTHRITIS: CareEntryBase = {
  severity: 'caution',
  message:
    'Arthritis: regular aerobic, strength and flexibility exercise reduces pain and stiffness: pain during exercise up to a moderate level that settles within a day is acceptable; in a flare, do less rather than stopping. With knee or hip osteoarthritis, losing 5–10 % of body weight (if overweight) eases joint load. Rheumatoid arthritis: no special diet is proven, but a Mediterranean-style menu helps the raised heart risk; on methotrexate take the folic acid prescribed and keep alcohol very low.',
  source:
    'EULAR 2018 recommendations for physical activity in inflammatory arthritis and osteoarthritis (Rausch Osthoff et al., Ann Rheum Dis 2018); OARSI 2019 and ACR/AF 2019 osteoarthritis guidelines',
};

/** The weeks after birth: a gradual return, pelvic floor first, no impact before about 12 weeks. */
const POSTPARTUM_EXERCISE =
  'After giving birth: return to exercise gradually. Start with walking and pelvic floor exercises (10 slow squeezes, 3 times a day) when you feel ready; after a caesarean, wait for your 6–8-week check before harder core work. No running, jumping or heavy lifting until at least 12 weeks and only with no leaking, heaviness or pain in the pelvic floor (see a women’s health physiotherapist if there is any), so the plan leaves them out until then.';
const POSTPARTUM: CareEntryBase = {
  severity: 'caution',
  message: POSTPARTUM_EXERCISE,
  source:
    'ACOG Committee Opinion 804 (2020) physical activity and exercise during pregnancy and the postpartum period; Goom, Donnelly & Brockwell 2019 returning to running postnatal guideline; IOM 2005 Dietary Reference Intakes (lactation +330 kcal in months 0–6, +400 kcal in 7–12); WHO/FAO/UNU 2004 human energy requirements',
  training: {
    exclude: [
      [
        'high-impact',
        'after giving birth: no running or jumping until about 12 weeks and a healthy pelvic floor',
      ],
      ['heavy-valsalva', 'after giving birth: no heavy breath-holding lifts while the pelvic floor recovers'],
    ],
    withinMonths: 3,
  },
};

/**
 * Heart rhythm disorders are not coronary heart disease (no 7 % saturated-fat rule, no cardiac-rehab order): regular
 * moderate exercise helps AF, effort goes by feel because an irregular pulse makes heart-rate zones unreliable, and
 * alcohol is kept low. ESC 2024 AF guidelines (Van Gelder et al., Eur Heart J 2024): tailored exercise and alcohol
 * ≤ 3 drinks a week, class I; Voskoboinik et al., N Engl J Med 2020 (abstinence cut AF recurrence).
 */
const RHYTHM_TRAINING: CareTraining = {
  exclude: [
    ['high-intensity', 'heart rhythm disorder: moderate effort until your cardiologist clears you for more'],
  ],
  rpeMax: MODERATE_RPE,
};
const RHYTHM_URGENT =
  'Stop and seek urgent help for chest pain, fainting or near-fainting, or a racing heartbeat with breathlessness or dizziness.';
const ATRIAL_FIBRILLATION: CareEntryBase = {
  severity: 'caution',
  message: `Atrial fibrillation (an irregular heart rhythm): regular moderate exercise helps AF, and the plan keeps to moderate effort (RPE up to ${MODERATE_RPE}) until your cardiologist clears you for more. Your pulse and a watch's heart rate are unreliable in AF, so go by how hard it feels (you can still talk in sentences). Keep alcohol to 3 drinks a week or fewer (fewer AF episodes), and your weight and blood pressure in range. Take your blood thinner exactly as prescribed. ${RHYTHM_URGENT} Signs of a stroke (a drooping face, a weak arm, slurred speech) or of bleeding (black stools, blood in the urine): call an ambulance.`,
  source:
    'ESC 2024 guidelines for the management of atrial fibrillation (Van Gelder et al., Eur Heart J 2024: AF-CARE risk-factor management, tailored exercise, alcohol ≤ 3 drinks a week); Voskoboinik et al., N Engl J Med 2020 (alcohol abstinence in AF)',
  training: RHYTHM_TRAINING,
};
const ARRHYTHMIA: CareEntryBase = {
  severity: 'caution',
  message: `Heart rhythm disorder: the plan keeps to moderate effort (RPE up to ${MODERATE_RPE}) until your doctor clears you for vigorous exercise, going by how hard it feels since a pulse or watch heart rate can mislead. Keep alcohol and energy drinks low. ${RHYTHM_URGENT}`,
  source:
    'ESC 2020 guidelines on sports cardiology and exercise in patients with cardiovascular disease (Pelliccia et al., Eur Heart J 2021), arrhythmias section',
  training: RHYTHM_TRAINING,
};

/** Keyed by catalogue entry id (common/clinical/conditions.ts). */
export const CARE_ENTRIES: Readonly<Record<string, CareEntryBase>> = {
  stroke: STROKE,
  'atrial-fibrillation': ATRIAL_FIBRILLATION,
  arrhythmia: ARRHYTHMIA,
  'transient-ischaemic-attack': STROKE,
  'peripheral-artery-disease': {
    severity: 'caution',
    message:
      'Peripheral arterial disease (leg pain on walking): walking is the treatment. Three times a week, walk at a pace that brings on moderate calf pain within 3–5 minutes, stop until it settles, then walk again, for 30–45 minutes in all (building to 50), for at least 3 months: ideally in a supervised exercise programme (ask your doctor to refer you). Stop smoking, check your feet daily, and take your statin and antiplatelet as prescribed. Pain at rest, a cold pale foot or a wound that does not heal: see your doctor urgently.',
    source:
      'ESC 2024 guidelines for the management of peripheral arterial and aortic diseases (Mazzolai et al., Eur Heart J 2024); NICE CG147 lower limb peripheral arterial disease (supervised exercise, 2 hours a week for 3 months)',
    evenIfPast: true,
  },
  epilepsy: {
    severity: 'caution',
    message:
      'Epilepsy: exercise is safe and helps; the plan restricts nothing except around water and heights. Swim only with someone beside you who knows your epilepsy and can help (never alone, not in open water), avoid climbing or working at height alone, and cycle on quiet routes with a helmet. Take your medicines on time and keep regular meals, fluids and sleep (missed sleep and skipped meals are common triggers). A ketogenic diet for epilepsy is only for use with your epilepsy team.',
    source:
      'ILAE Task Force on Sports and Epilepsy consensus (Capovilla et al., Epilepsia 2016); NICE NG217 epilepsies (2022)',
  },
  'chronic-fatigue': {
    severity: 'caution',
    message: `ME/CFS: following NICE, this plan has no graded exercise and no programme that builds up week by week. The training is gentle mobility and short easy walks (effort up to RPE ${PACING_RPE}) at the same level every week, only on days your energy allows: shorten or skip a session freely, rest before you are tired, and if symptoms get worse in the day or two after activity (post-exertional malaise), do less next time. Ask for a physiotherapist from an ME/CFS service before increasing any activity. Regular meals and drinks help; avoid restrictive diets.`,
    source:
      'NICE NG206 myalgic encephalomyelitis (or encephalopathy)/chronic fatigue syndrome (2021), recommendations 1.11.13–1.11.14 (no graded exercise therapy or fixed incremental physical activity) and 1.11.2 (energy management)',
    training: {
      pacing: true,
      rpeMax: PACING_RPE,
      exclude: [['high-intensity', 'ME/CFS: activity stays within your energy limits (NICE NG206)']],
    },
  },
  'sleep-apnoea': {
    severity: 'caution',
    message:
      'Obstructive sleep apnoea: if you carry extra weight, losing it is part of the treatment (about 10 % of body weight can markedly reduce night-time breathing pauses), so a weight-loss goal suits you, with regular exercise. Keep using CPAP every night as prescribed, avoid alcohol and sleeping tablets in the evening, and sleep on your side. Do not drive when sleepy.',
    source:
      'NICE NG202 obstructive sleep apnoea/hypopnoea syndrome and obesity hypoventilation syndrome in over 16s (2021); ATS 2018 clinical practice guideline on the role of weight management in OSA (Hudgel et al., Am J Respir Crit Care Med 2018)',
  },
  cancer: CANCER,
  'breast-cancer': CANCER,
  'prostate-cancer': CANCER,
  'colorectal-cancer': CANCER,
  'cancer-treatment': {
    severity: 'caution',
    message: `Cancer treatment now: the training is moderate at most. ${CANCER_DURING}`,
    source: CANCER_SOURCE,
    training: CANCER_TRAINING,
  },
  'cancer-survivor': {
    severity: 'info',
    message: `Cancer survivor: ${CANCER_AFTER}`,
    source: CANCER_SOURCE,
    evenIfPast: true,
  },
  postpartum: {
    ...POSTPARTUM,
    message: `${POSTPARTUM_EXERCISE} If you are breastfeeding, tell us in your profile: breastfeeding needs about 330–400 kcal more a day, and weight loss waits until feeding is established.`,
    // Breastfeeding listed too: its own warning says the +330 kcal and no deficit (plan/warnings.ts).
    whenBreastfeeding: POSTPARTUM_EXERCISE,
  },
  // Formula feeding has its energy rule (adjustTargets); the return to exercise is the same.
  'postpartum-formula-feeding': POSTPARTUM,
  migraine: {
    severity: 'info',
    message:
      'Migraine: regular meals and drinks matter (skipped meals and dehydration are common triggers), as do regular sleep and steady caffeine. Keep a diary before blaming a food, rather than cutting foods out. Regular aerobic exercise (about 40 minutes 3 times a week) can reduce attacks: warm up well and build effort gradually, since a sudden hard effort can set one off, and do not train during an attack.',
    source:
      'NICE CG150 headaches in over 12s; American Headache Society 2021 consensus statement on migraine prevention; Varkey et al., Cephalalgia 2011 (exercise for migraine prevention)',
  },
  menopause: {
    severity: 'info',
    message:
      'Menopause: bone and muscle are lost faster from now on, so strength training on 2–3 days and weight-bearing activity matter, with 1,000–1,200 mg of calcium a day from food and vitamin D 10 µg (400 IU). Weight tends to move to the waist: the plan keeps portions and protein steady. For hot flushes, alcohol, caffeine and spicy food can be triggers; talk to your doctor about treatment (HRT or other options) if symptoms affect your life.',
    source:
      'NICE NG23 menopause: identification and management (2024); The Menopause Society 2022 hormone therapy position statement; Royal Osteoporosis Society 2019 exercise consensus',
  },
  'long-covid': {
    severity: 'caution',
    message:
      'Long COVID: if activity leaves you worse a day or two later (post-exertional symptoms), do not push through: do less than the plan on those days and ask for a long COVID service assessment before building up. Stop and get help for chest pain, fainting, a racing heart or breathlessness out of proportion to the effort.',
    source:
      'NICE NG188 managing the long-term effects of COVID-19 (2024; no graded exercise with post-exertional symptom exacerbation); WHO 2023 clinical management of COVID-19 living guideline (rehabilitation)',
    training: {
      exclude: [['high-intensity', 'long COVID: no vigorous work until you know how your body responds']],
    },
  },
  hypothyroidism: HYPOTHYROID,
  'hashimotos-thyroiditis': HYPOTHYROID,
  'thyroid-removed': HYPOTHYROID,
  pcos: {
    severity: 'caution',
    message:
      'PCOS: if you carry extra weight, losing 5–10 % improves cycles, insulin resistance and fertility; no one diet is better than another, so the plan uses a balanced menu with low-glycaemic carbohydrate. Aim for 150–300 minutes of moderate (or 75–150 of vigorous) activity a week and strength work on 2 days, and ask your doctor to check glucose and cholesterol regularly.',
    source:
      'International evidence-based guideline for the assessment and management of PCOS 2023 (Teede et al., Monash University; Fertil Steril 2023)',
  },
  osteoporosis: BONES,
  osteopenia: BONES,
  'rheumatoid-arthritis': ARTHRITIS,
  osteoarthritis: ARTHRITIS,
  'knee-osteoarthritis': ARTHRITIS,
  'fatty-liver': {
    severity: 'caution',
    message:
      'Fatty liver: losing 7–10 % of body weight (if overweight) reduces liver fat and inflammation, so a steady weight-loss goal suits you. The menu is Mediterranean-style; avoid sugary drinks and sweets, keep alcohol out (or to a minimum), and coffee is fine. Aim for 150–300 minutes of moderate activity a week plus strength work: exercise lowers liver fat even before weight falls.',
    source:
      'EASL–EASD–EASO 2024 clinical practice guidelines on MASLD; AASLD 2023 practice guidance on NAFLD (Rinella et al.)',
  },
};
