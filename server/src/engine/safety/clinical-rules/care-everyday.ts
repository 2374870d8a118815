/**
 * Care for everyday conditions a clinician would still expect a plan to answer (issue 30: each was "known, but no
 * specific rules yet"): hernias, planning a pregnancy, a past blood clot, one kidney or protein in the urine, piles
 * and fissures, heavy periods, long-term mental illness, multiple sclerosis, heel and tendon pain, lupus, urine
 * infections, an enlarged prostate, HIV, smoking and poor sleep. Each says what the plan does and what the member
 * should do, with its guideline; `training` changes the plan (care-constraints.ts), `steer` the menu.
 */
import type { CareEntry } from './condition-care';

/** Iron-rich dishes with a vitamin C food at lunch and dinner, as for anaemia (condition-care.ts). */
const IRON_STEER = { ironWithVitC: true } as const;

const PILES: CareEntry = {
  severity: 'info',
  message:
    'Piles or an anal fissure: soft, regular stools are the treatment: the menu’s fibre with plenty of fluid (about 2 litres a day) helps; go when you feel the urge, do not strain or sit long on the toilet, and breathe out as you lift. Bleeding that is heavy, dark or does not settle, or a change in bowel habit: see your doctor.',
  source:
    'ASCRS clinical practice guidelines for the management of hemorrhoids (Hawkins et al., Dis Colon Rectum 2022) and of anal fissures (Stewart et al., Dis Colon Rectum 2017)',
};

const SERIOUS_MENTAL_ILLNESS =
  'Regular meals, sleep and activity help mood stay steady. Many medicines for this condition raise appetite, weight, blood sugar and cholesterol: ask for your weight, waist, glucose and lipids to be checked at least once a year, and tell your team early if your weight climbs. Exercise on most days helps both mood and weight. Do not stop or change medicines without your team.';
const SMI_SOURCE =
  'NICE CG185 bipolar disorder (2014, updated 2023) and CG178 psychosis and schizophrenia in adults (2014): physical health monitoring and lifestyle support';

/** Fasting the plan does not follow: its meals are daily meals; these say how to use them on fasting days. */
const FASTING_DAYS =
  'On fasting days this plan’s meals do not apply as written: keep to what your fast allows, drink enough water when you may, and break the fast gently with a normal meal of the plan rather than a large fried one. Fasts of more than a day, or without water, need your doctor’s agreement if you are older or have a health condition. With diabetes medicine, insulin, pregnancy, an eating disorder or kidney disease, ask your doctor before fasting.';

const FASTING_SOURCE =
  'IDF–DAR 2021 diabetes and Ramadan practical guidelines (their principles for fasting with diabetes, pregnancy or kidney disease)';

/** Keyed by catalogue entry id (common/clinical/conditions.ts). */
export const EVERYDAY_CARE: Readonly<Record<string, CareEntry>> = {
  'abdominal-hernia': {
    severity: 'caution',
    message:
      'Hernia: until it is repaired, avoid heavy lifting and straining: the plan leaves out heavy breath-holding lifts; breathe out as you lift and ask your surgeon which core exercises suit you. After a repair, walk from the first day and return to normal activity as soon as you are comfortable; ask your surgeon when to start heavy lifting. A hernia that turns painful or hard and cannot be pushed back, especially with vomiting: emergency care.',
    source:
      'HerniaSurge Group, international guidelines for groin hernia management (Hernia 2018): return to activity after repair',
    training: {
      exclude: [['heavy-valsalva', 'hernia: no heavy breath-holding lifts (straining)']],
    },
  },
  underweight: {
    severity: 'caution',
    message:
      'Underweight or losing weight without trying: the plan plans no calorie deficit, whatever the goal. Losing more than 5 % of your weight in 3–6 months without trying needs a doctor’s check for the cause. Eat regular meals and snacks; if your appetite is small, add energy with nuts, seeds, oils, milk or curd where your diet allows, and keep up strength work to build muscle rather than lose it.',
    source:
      'NICE CG32 nutrition support for adults (2006, updated 2017): unintentional weight loss > 5 % in 3–6 months; NICE NG12 suspected cancer recognition (unexplained weight loss)',
  },
  thalassaemia: {
    severity: 'caution',
    message:
      'Thalassaemia (major or intermedia): transfusions (and in intermedia, extra iron absorbed from food) load the body with iron, so the menu does not favour iron-rich foods and the plan suggests no iron: take no iron tablets or vitamin C supplements unless your haematologist prescribes them, take your chelation exactly as prescribed, and tea with meals slightly lowers the iron absorbed. Bones need calcium, vitamin D and weight-bearing exercise; ask your haematologist about folic acid and how hard to train (heart checks come first with iron overload).',
    source:
      'Thalassaemia International Federation 2021 guidelines for the management of transfusion-dependent thalassaemia (4th edition)',
  },
  sarcopenia: {
    severity: 'caution',
    message:
      'Muscle loss (sarcopenia): strength training 2–3 times a week is the treatment, with protein spread over the day (about 25–30 g at each main meal) and at least 1.0–1.2 g per kg of body weight a day; with kidney disease the plan’s lower protein cap comes first, so ask your kidney team. Balance work next to something to hold protects against falls; vitamin D if your level is low.',
    source:
      'EWGSOP2 (Cruz-Jentoft et al., Age Ageing 2019); PROT-AGE study group (Bauer et al., J Am Med Dir Assoc 2013: 1.0–1.2 g/kg/day in older adults); ICFSR 2018 sarcopenia guidelines (Dent et al.)',
  },
  'metabolic-syndrome': {
    severity: 'caution',
    message:
      'Metabolic syndrome: losing 5–10 % of body weight (if overweight) and 150 minutes or more of moderate activity a week improve waist, blood pressure, glucose and lipids together; the menu keeps saturated fat and salt down and favours whole grains, pulses, vegetables and fruit. Have your blood pressure, glucose and cholesterol checked at least once a year.',
    source:
      'IDF 2006 worldwide definition of the metabolic syndrome; AHA/NHLBI scientific statement (Grundy et al., Circulation 2005): lifestyle therapy first',
  },
  'food-allergy': {
    severity: 'caution',
    message:
      'Food allergy: tell us which food (for example “peanut allergy”, “shellfish allergy”): the plan leaves out only the foods it knows you are allergic to, so an allergy listed without its food is not yet kept off the menu. Carry your adrenaline pen if you have one.',
    source:
      'NIAID-sponsored expert panel guidelines for food allergy (Boyce et al., J Allergy Clin Immunol 2010): avoidance of the identified allergen; EAACI 2021 anaphylaxis guideline (Muraro et al., Allergy 2022)',
  },
  'intermittent-fasting': {
    severity: 'info',
    message:
      'Intermittent fasting: it works for weight as well as, not better than, a daily calorie deficit. If you eat within a time window, fit the plan’s meals into it (move the snack next to a meal) rather than skipping meals and their protein. With diabetes medicine or insulin, an eating disorder, pregnancy or breastfeeding, do not fast without your doctor.',
    source:
      'Trepanowski et al., JAMA Intern Med 2017 (alternate-day fasting against daily calorie restriction); Lowe et al., JAMA Intern Med 2020 (time-restricted eating); ADA Standards of Care 2024 §5–6 (hypoglycaemia risk when fasting on insulin or sulfonylureas)',
  },
  'navratri-fasting': {
    severity: 'info',
    message: `Navratri fasting: ${FASTING_DAYS}`,
    source: FASTING_SOURCE,
  },
  'jain-fasting': {
    severity: 'info',
    message: `Jain fasting: ${FASTING_DAYS}`,
    source: FASTING_SOURCE,
  },
  'religious-fasting': {
    severity: 'info',
    message: `Religious fasting: ${FASTING_DAYS}`,
    source: FASTING_SOURCE,
  },
  'shift-work': {
    severity: 'info',
    message:
      'Shift or night work: keep to a regular meal pattern anchored to your waking time (a main meal before the shift, a light meal or snack in the middle of it, and no heavy meal in the hours before you sleep); avoid caffeine in the last 6 hours before sleep, and train before a shift rather than after a night one.',
    source:
      'Chellappa et al., Sci Adv 2021 and Lowden et al., Scand J Work Environ Health 2010 (eating at night and shift work: review)',
  },
  'gallbladder-removed': {
    severity: 'info',
    message:
      'Gallbladder removed: most people eat normally within weeks. If fatty meals bring on loose stools, spread fat over the day in smaller amounts and add fibre slowly; persistent diarrhoea or pain: see your doctor.',
    source: 'NICE CG188 gallstone disease (2014); NHS guidance on recovery after gallbladder removal',
    evenIfPast: true,
  },
  endometriosis: {
    severity: 'info',
    message:
      'Endometriosis: no diet has been shown to treat it, and whether exercise eases its pain is uncertain, though keeping active is good for you; heavy periods with it can lower iron (ask for a blood count and ferritin). Treatment options are for your gynaecologist.',
    source:
      'ESHRE 2022 guideline: endometriosis (nutrition and exercise: no recommendation can be made for a specific diet)',
  },
  fibroids: {
    severity: 'info',
    message:
      'Fibroids: heavy bleeding with fibroids is a common cause of low iron: ask your doctor for a blood count and ferritin, and list “heavy periods” too if your periods are heavy, so the menu favours iron-rich foods.',
    source: 'NICE NG88 heavy menstrual bleeding (2018, updated 2021)',
  },
  'irregular-periods': {
    severity: 'info',
    message:
      'Irregular or missed periods: ask your doctor to find the cause (pregnancy, PCOS, thyroid, or too little food for the training you do). At a healthy weight the plan sets no calorie deficit until your periods are regular: eating too little for your training can stop periods and thin your bones. With PCOS and overweight, losing 5–10 % of body weight often helps periods return.',
    source:
      'IOC consensus statement on relative energy deficiency in sport (REDs, Mountjoy et al., Br J Sports Med 2023)',
  },
  dementia: {
    severity: 'caution',
    message:
      'Dementia: regular meals, drinks offered often (thirst fades) and weight checked monthly help; finger foods and familiar dishes are easier to manage. Exercise with someone (walks, seated strength and balance work next to a support) helps mobility and mood. A carer or family member should review this plan with you.',
    source:
      'ESPEN guideline on nutrition and hydration in dementia (Volkert et al., Clin Nutr 2015); NICE NG97 dementia (2018)',
  },
  'planning-pregnancy': {
    severity: 'caution',
    message:
      'Planning a pregnancy: take folic acid 400 µg a day from now until 12 weeks of pregnancy (5 mg if your doctor says you are at higher risk, for example with diabetes, a BMI of 30 or more, or epilepsy medicines) and vitamin D 10 µg a day; stop alcohol and smoking, and ask your doctor to review your medicines. Reaching a healthy weight before pregnancy helps; when you are pregnant, update your profile: the plan then stops any calorie deficit.',
    source:
      'NICE PH11 maternal and child nutrition (folic acid, vitamin D); RCOG Green-top guideline 72, care of women with obesity in pregnancy (2018: 5 mg folic acid with BMI ≥ 30); WHO 2016 antenatal care recommendations',
  },
  'venous-thrombosis': {
    severity: 'caution',
    message:
      'Blood clot (DVT or pulmonary embolism): walking and normal activity are safe once you are on anticoagulant treatment and help the leg settle; after a pulmonary embolism, build up gradually and ask your doctor before vigorous exercise. If you take a blood thinner, take it exactly as prescribed; move regularly on long journeys and avoid sitting still for hours. New leg swelling, chest pain or sudden breathlessness: emergency care.',
    source:
      'NICE NG158 venous thromboembolic diseases (2020); ESC 2019 guidelines on acute pulmonary embolism (Konstantinides et al., Eur Heart J 2020)',
    evenIfPast: true,
  },
  'single-kidney': {
    severity: 'info',
    message:
      'One kidney: protect it: the plan suggests no creatine, and do not take high-dose protein supplements; keep your blood pressure and weight healthy, drink to thirst, avoid regular anti-inflammatory painkillers (ibuprofen, diclofenac), and have your blood pressure, kidney function and urine protein checked every year. Ask your doctor about contact sports.',
    source:
      'KDIGO 2017 clinical practice guideline on the evaluation and care of living kidney donors (Lentine et al., Transplantation 2017): lifelong follow-up, healthy lifestyle',
    evenIfPast: true,
  },
  proteinuria: {
    severity: 'caution',
    message:
      'Protein in the urine: ask your doctor whether it is kidney disease (a repeat test and your eGFR decide). If it is, list it as kidney disease so the plan caps protein; meanwhile the plan suggests no creatine and you should avoid high-protein supplements. Keeping blood pressure, blood sugar and salt down protects the kidneys.',
    source:
      'KDIGO 2024 clinical practice guideline for the evaluation and management of CKD (albuminuria categories; avoid high protein intake > 1.3 g/kg/day in adults with CKD at risk of progression)',
  },
  haemorrhoids: PILES,
  'anal-fissure-fistula': PILES,
  'heavy-periods': {
    severity: 'caution',
    message:
      'Heavy periods: they are the commonest cause of low iron in women, so the menu favours iron-rich foods with a vitamin C food at lunch and dinner. Ask your doctor for a blood count and ferritin, and about treatments that make periods lighter; tiredness, breathlessness or dizziness: see your doctor.',
    source:
      'NICE NG88 heavy menstrual bleeding: assessment and management (2018, updated 2021): full blood count for every woman with heavy periods',
    steer: IRON_STEER,
    rationale:
      'Heavy periods listed → iron-rich recipes (pulses, leafy greens, meat and fish where eaten) with a vitamin C food at lunch and dinner; no iron supplement without a ferritin result',
  },
  'bipolar-disorder': {
    severity: 'caution',
    message: `Bipolar disorder: ${SERIOUS_MENTAL_ILLNESS} On lithium, keep your salt and fluid intake steady from day to day (no sudden low-salt diet, drink more in heat or when you sweat), since changes alter its level.`,
    source: `${SMI_SOURCE}; lithium: BNF and NICE CG185 (salt and fluid)`,
  },
  schizophrenia: {
    severity: 'caution',
    message: `Psychosis or schizophrenia: ${SERIOUS_MENTAL_ILLNESS}`,
    source: SMI_SOURCE,
  },
  'multiple-sclerosis': {
    severity: 'caution',
    message:
      'Multiple sclerosis: aerobic and strength exercise 2–3 times a week improves fitness, walking and fatigue. Heat can bring symptoms on for a while, so train somewhere cool, drink cold water and rest when needed; do balance work next to something to hold. Vitamin D as your team advises. A new or worsening symptom lasting over a day: contact your MS team.',
    source:
      'Kalb et al., Mult Scler 2020 (exercise and lifestyle physical activity recommendations for people with MS); NICE NG220 multiple sclerosis in adults (2022)',
  },
  'plantar-fasciitis': {
    severity: 'info',
    message:
      'Heel pain (plantar fasciitis): calf and plantar-fascia stretches before you get up and during the day, supportive cushioned shoes, and swapping some walking or running for cycling or swimming while it settles. Most people recover within a year; see a physiotherapist if it does not ease.',
    source:
      'APTA clinical practice guideline: heel pain – plantar fasciitis, revision 2023 (Koc et al., J Orthop Sports Phys Ther 2023)',
  },
  tendinopathy: {
    severity: 'info',
    message:
      'Tendon pain (tendinopathy): tendons recover with load, not rest: slow, heavy strengthening of that muscle (pain up to a moderate level that settles by the next day is acceptable) is the treatment; ease off what makes it worse the next day, and ask a physiotherapist for a tendon-loading programme.',
    source:
      'Cook & Purdam, Br J Sports Med 2009 (continuum model of tendon pathology); Silbernagel et al., Am J Sports Med 2007 (pain-monitoring model)',
  },
  lupus: {
    severity: 'caution',
    message:
      'Lupus: regular moderate exercise helps fatigue and mood; pace yourself on flare days. Use sun protection outdoors (sunlight can trigger flares), and on steroids protect your bones with calcium, vitamin D and strength work. Heart risk is higher with lupus: have your blood pressure and cholesterol checked. With lupus kidney disease, list it: protein and salt then follow it.',
    source: 'EULAR 2023 recommendations for the management of SLE (Fanouriakis et al., Ann Rheum Dis 2024)',
  },
  'urinary-tract-infections': {
    severity: 'info',
    message:
      'Urine infections: drink enough to pass pale urine (an extra 1.5 litres of water a day reduced repeat cystitis in a trial), do not hold on when you need to go, and see your doctor for burning, fever or back pain.',
    source:
      'Hooton et al., JAMA Intern Med 2018 (increased water intake and recurrent cystitis); NICE NG112 recurrent UTI: antimicrobial prescribing (2018)',
  },
  'enlarged-prostate': {
    severity: 'info',
    message:
      'Enlarged prostate: drink normally in the day, but less in the 2 hours before bed if you wake at night to pass urine; cut down on caffeine and alcohol, which irritate the bladder. Pain, blood in the urine or being unable to pass urine: see your doctor urgently.',
    source: 'NICE CG97 lower urinary tract symptoms in men (2010, updated 2015): lifestyle advice',
  },
  hiv: {
    severity: 'caution',
    message:
      'HIV: take your treatment every day; some HIV medicines must be taken with food, others on an empty stomach, so follow your clinic’s instructions at the plan’s mealtimes. Regular aerobic and strength exercise protects heart, bones and muscle, which HIV and some medicines put at risk. With a low CD4 count, keep to cooked eggs, meat and fish and pasteurised dairy.',
    source:
      'EACS guidelines version 12.0 (2023): lifestyle, nutrition and food safety; BHIVA guidelines (2023)',
  },
  smoking: {
    severity: 'caution',
    message:
      'Smoking or tobacco: stopping is the single biggest thing you can do for your health, and stop-smoking support with medicine (nicotine replacement, varenicline) more than doubles your chance of success: ask your doctor or a quit service. Weight gain after stopping averages a few kilograms; the plan’s regular meals and exercise help keep it small.',
    source:
      'NICE NG209 tobacco: preventing uptake, promoting quitting and treating dependence (2021, updated 2023)',
  },
  insomnia: {
    severity: 'info',
    message:
      'Poor sleep: keep regular times for going to bed and getting up, no caffeine after midday and no heavy meal or alcohol in the 2–3 hours before bed; exercise helps sleep, but finish hard sessions a few hours before bedtime. If it lasts over 3 months, ask about CBT for insomnia, which works better than sleeping tablets.',
    source:
      'NICE CKS insomnia (2022); Riemann et al., European insomnia guideline 2023 (J Sleep Res 2023): CBT-I first line',
  },
};
