/**
 * The condition catalogue: what members of a nutrition and fitness service say they have, as coded entries.
 * Codes: ICD-10 from the WHO ICD-10 2019 edition (not ICD-10-CM: WHO has no N18.31 or O24.419) and SNOMED CT
 * concept ids from the International Edition; every SNOMED id here was cross-checked against several public
 * terminology tables and value sets, and an entry has no code where they disagreed or we were unsure (a wrong code
 * is worse than none). Synonyms hold the words members
 * type, common misspellings (edit distance covers the rest) and Indian usages ("sugar", "BP", "pathri", "piles").
 * `engineKeys` are the plan engine's condition keys today (server/src/engine/profile-input.ts); an entry with
 * none is known but not yet tailored for, which the plan must say.
 */
import type { QualifierKind } from './qualifiers';

export const CONDITION_CATEGORIES = [
  'cardiometabolic',
  'renal',
  'digestive',
  'liver',
  'endocrine',
  'blood',
  'bone-joint',
  'neuro-mental',
  'respiratory',
  'cancer',
  'life-stage',
  'procedure',
  'lifestyle',
  'allergy',
  'other',
] as const;
export type ConditionCategory = (typeof CONDITION_CATEGORIES)[number];

/** The plan engine's condition keys (ConditionKey in server/src/engine/profile-input.ts). */
export const ENGINE_CONDITION_KEYS = [
  'diabetes',
  'hypertension',
  'heart-disease',
  'thyroid',
  'arthritis',
  'asthma',
  'high-cholesterol',
  'pcos',
  'depression',
  'anxiety',
  'kidney-disease',
  'pregnancy',
  'breastfeeding',
  'back-pain',
  'knee-problem',
  'shoulder-problem',
  'osteoporosis',
  'recent-surgery',
  'copd',
  'liver-disease',
  'eating-disorder',
  'gout',
] as const;
export type EngineConditionKey = (typeof ENGINE_CONDITION_KEYS)[number];

export interface ConditionEntry {
  /** Stable kebab-case id, stored in profiles: never rename, only add. */
  id: string;
  name: string;
  category: ConditionCategory;
  icd10?: readonly string[];
  snomed?: string;
  /** Lower-case words members type for it, misspellings and Indian usages included. */
  synonyms: readonly string[];
  qualifiers: readonly QualifierKind[];
  engineKeys: readonly EngineConditionKey[];
  /** Dietary restrictions in the words the engine's diet rules read ("Gluten-Free", "peanut allergy", "jain"). */
  engineRestrictions?: readonly string[];
  /** A more general entry this one refines; when both match, the general one is dropped. */
  broader?: string;
  /** Entries this one entails (gestational diabetes → pregnancy), unless stated as past history. */
  implies?: readonly string[];
}

const DISEASE: QualifierKind[] = ['severity', 'controlled', 'date', 'ago'];
const EVENT: QualifierKind[] = ['date', 'ago', 'severity'];
const PREGNANCY: QualifierKind[] = ['trimester', 'gestationWeeks', 'multiple', 'controlled'];
const IBD: QualifierKind[] = ['stricture', 'activity', ...DISEASE];
const ALLERGY: QualifierKind[] = ['severity', 'anaphylaxis'];

type Extra = Partial<Omit<ConditionEntry, 'id' | 'name' | 'category' | 'synonyms'>>;
const entry = (
  id: string,
  name: string,
  category: ConditionCategory,
  synonyms: string,
  extra: Extra = {},
): ConditionEntry => ({
  id,
  name,
  category,
  synonyms: synonyms.split('|').map((s) => s.trim()),
  qualifiers: DISEASE,
  engineKeys: [],
  ...extra,
});

const allergy = (id: string, food: string, synonyms: string, restriction: string, snomed?: string) =>
  entry(id, `${food} allergy`, 'allergy', synonyms, {
    icd10: ['Z91.0'],
    ...(snomed ? { snomed } : {}),
    qualifiers: ALLERGY,
    engineRestrictions: [restriction],
  });

// prettier-ignore
export const CONDITIONS: readonly ConditionEntry[] = [
  // Cardiometabolic
  entry('diabetes', 'Diabetes (type not stated)', 'cardiometabolic', 'diabetes|diabetic|diabetes mellitus|dm|sugar|sugar problem|high sugar|high blood sugar|blood sugar|sugar patient|sugar ki bimari|sugar disease|madhumeh|madhumeha|shugar|diabeties|diabetis|daibetes|sugar high|diabetes patient', { icd10: ['E14'], snomed: '73211009', engineKeys: ['diabetes'] }),
  entry('type-1-diabetes', 'Type 1 diabetes', 'cardiometabolic', 't1d|t1dm|type 1 diabetes|type i diabetes|type one diabetes|juvenile diabetes|iddm|insulin dependent diabetes|type 1 dm|dm1|dm type 1|diabetes type 1|type 1 diabetic|lada', { icd10: ['E10'], snomed: '46635009', engineKeys: ['diabetes'], broader: 'diabetes' }),
  entry('type-2-diabetes', 'Type 2 diabetes', 'cardiometabolic', 't2d|t2dm|type 2 diabetes|type ii diabetes|type two diabetes|niddm|dm2|dm type 2|diabetes type 2|type 2 dm|type 2 diabetic|type 2|type ii|adult onset diabetes|dm ii', { icd10: ['E11'], snomed: '44054006', engineKeys: ['diabetes'], broader: 'diabetes' }),
  entry('prediabetes', 'Prediabetes (impaired glucose tolerance or fasting glucose)', 'cardiometabolic', 'prediabetes|pre diabetes|prediabetic|pre diabetic|borderline diabetes|borderline sugar|impaired glucose tolerance|igt|impaired fasting glucose|ifg|sugar borderline', { icd10: ['R73.0'], snomed: '714628002', engineKeys: ['diabetes'] }),
  entry('gestational-diabetes', 'Gestational diabetes', 'cardiometabolic', 'gdm|gestational diabetes|gestational diabetes mellitus|diabetes in pregnancy|pregnancy diabetes|sugar in pregnancy|gestational sugar|pregnancy sugar', { icd10: ['O24.4'], snomed: '11687002', qualifiers: PREGNANCY, engineKeys: ['diabetes', 'pregnancy'], broader: 'diabetes', implies: ['pregnancy'] }),
  entry('insulin-resistance', 'Insulin resistance', 'cardiometabolic', 'insulin resistance|insulin resistant|hyperinsulinemia|high insulin', { engineKeys: ['diabetes'] }),
  entry('hypoglycaemia', 'Hypoglycaemia (low blood sugar episodes)', 'cardiometabolic', 'hypoglycemia|hypoglycaemia|low sugar|low blood sugar|sugar low|hypo|hypos|sugar drop|sugar drops', { icd10: ['E16.2'] }),
  entry('metabolic-syndrome', 'Metabolic syndrome', 'cardiometabolic', 'metabolic syndrome|syndrome x|metabolic syndrome x', { snomed: '237602007' }),
  entry('hypertension', 'High blood pressure (hypertension)', 'cardiometabolic', 'hypertension|high blood pressure|high bp|bp|hbp|htn|blood pressure|bp problem|bp patient|high pressure|hypertensive|hypertention|hypertenstion|bp high|uchch raktchaap|raktchap|bp ki bimari|essential hypertension|raised bp|elevated bp|pressure problem', { icd10: ['I10'], snomed: '38341003', engineKeys: ['hypertension'] }),
  entry('hypotension', 'Low blood pressure (hypotension)', 'cardiometabolic', 'low bp|low blood pressure|bp low|hypotension|low pressure|postural hypotension|orthostatic hypotension', { icd10: ['I95.9'] }),
  entry('pots', 'Postural tachycardia syndrome (POTS)', 'cardiometabolic', 'pots|postural tachycardia|postural tachycardia syndrome|postural orthostatic tachycardia|postural orthostatic tachycardia syndrome|orthostatic tachycardia'),
  entry('dyslipidaemia', 'High cholesterol (dyslipidaemia)', 'cardiometabolic', 'high cholesterol|cholesterol|cholestrol|colesterol|hyperlipidemia|hyperlipidaemia|dyslipidemia|dyslipidaemia|high ldl|ldl high|lipid problem|high lipids|lipids|hypercholesterolemia|hypercholesterolaemia|cholesterol high|bad cholesterol|raised cholesterol|low hdl', { icd10: ['E78.5'], snomed: '55822004', engineKeys: ['high-cholesterol'] }),
  entry('hypertriglyceridaemia', 'High triglycerides (hypertriglyceridaemia)', 'cardiometabolic', 'high triglycerides|triglycerides|triglyceride|tg high|high tg|hypertriglyceridemia|hypertriglyceridaemia|triglycerides high|raised triglycerides', { icd10: ['E78.1'], snomed: '302870006', engineKeys: ['high-cholesterol'], broader: 'dyslipidaemia' }),
  entry('familial-hypercholesterolaemia', 'Familial hypercholesterolaemia', 'cardiometabolic', 'fh|familial hypercholesterolemia|familial hypercholesterolaemia|genetic cholesterol|genetic high cholesterol|hereditary high cholesterol|familial high cholesterol', { icd10: ['E78.0'], snomed: '398036000', engineKeys: ['high-cholesterol'], broader: 'dyslipidaemia' }),
  entry('heart-disease', 'Heart disease (type not stated)', 'cardiometabolic', 'heart disease|heart problem|heart condition|cardiac problem|cardiac patient|heart patient|dil ki bimari|heart ki bimari|cardiac|heart issue|heart trouble|cardiac disease|heart disorder|cardiovascular disease|cvd', { icd10: ['I51.9'], engineKeys: ['heart-disease'] }),
  entry('coronary-artery-disease', 'Coronary artery disease', 'cardiometabolic', 'cad|coronary artery disease|coronary heart disease|chd|ihd|ischemic heart disease|ischaemic heart disease|heart blockage|blockage in heart|heart blockages|blocked arteries|blocked artery|triple vessel disease|coronary disease|atherosclerosis', { icd10: ['I25.1'], snomed: '53741008', engineKeys: ['heart-disease'], broader: 'heart-disease' }),
  entry('angina', 'Angina', 'cardiometabolic', 'angina|angina pectoris|stable angina|chest pain on exertion|exertional chest pain', { icd10: ['I20'], snomed: '194828000', engineKeys: ['heart-disease'], broader: 'coronary-artery-disease' }),
  entry('myocardial-infarction', 'Heart attack (myocardial infarction)', 'cardiometabolic', 'heart attack|mi|myocardial infarction|stemi|nstemi|hart attack|heartattack|cardiac attack|old mi|infarct', { icd10: ['I21', 'I25.2'], snomed: '22298006', qualifiers: EVENT, engineKeys: ['heart-disease'], broader: 'coronary-artery-disease' }),
  entry('coronary-stent', 'Coronary stent or angioplasty', 'cardiometabolic', 'stent|coronary stent|heart stent|angioplasty|ptca|pci|stenting|stent placed|stents placed', { icd10: ['Z95.5'], qualifiers: EVENT, engineKeys: ['heart-disease'], broader: 'coronary-artery-disease' }),
  entry('coronary-bypass', 'Coronary bypass surgery (CABG)', 'cardiometabolic', 'cabg|bypass surgery|heart bypass|coronary bypass|heart bypass surgery|open heart surgery', { icd10: ['Z95.1'], qualifiers: EVENT, engineKeys: ['heart-disease'], broader: 'coronary-artery-disease' }),
  entry('heart-failure', 'Heart failure', 'cardiometabolic', 'heart failure|hf|chf|congestive heart failure|cardiac failure|weak heart|low ef|reduced ejection fraction|hfref|hfpef|hfmref|lv dysfunction|lvd|left ventricular dysfunction|lvsd|heart pumping weak|heart failiure', { icd10: ['I50'], snomed: '84114007', qualifiers: ['ejectionFraction', 'nyhaClass', ...DISEASE], engineKeys: ['heart-disease'], broader: 'heart-disease' }),
  entry('cardiomyopathy', 'Cardiomyopathy', 'cardiometabolic', 'cardiomyopathy|dilated cardiomyopathy|dcm|hocm|hypertrophic cardiomyopathy|enlarged heart', { icd10: ['I42.9'], snomed: '85898001', qualifiers: ['ejectionFraction', 'nyhaClass', ...DISEASE], engineKeys: ['heart-disease'], broader: 'heart-disease' }),
  // A rhythm disorder is not coronary heart disease: no 7 % saturated-fat rule, cardiac-rehab order or coronary
  // warnings; its own care (anticoagulation, effort by feel, alcohol) is in engine clinical-rules/care-entries.ts.
  // ESC 2024 AF guidelines (Van Gelder et al., Eur Heart J 2024).
  entry('atrial-fibrillation', 'Atrial fibrillation', 'cardiometabolic', 'af|afib|a fib|atrial fibrillation|atrial flutter|paroxysmal af', { icd10: ['I48'], snomed: '49436004', engineKeys: [], broader: 'arrhythmia' }),
  entry('arrhythmia', 'Heart rhythm disorder (arrhythmia)', 'cardiometabolic', 'arrhythmia|irregular heartbeat|irregular heart beat|heart rhythm problem|palpitations|svt|tachycardia|bradycardia|ectopics|heart block|wpw', { icd10: ['I49.9'], engineKeys: [], broader: 'heart-disease' }),
  entry('heart-valve-disease', 'Heart valve disease', 'cardiometabolic', 'valve disease|heart valve disease|heart valve problem|mitral stenosis|mitral regurgitation|aortic stenosis|aortic regurgitation|mitral valve prolapse|mvp|rheumatic heart disease|rhd|leaky valve', { engineKeys: ['heart-disease'], broader: 'heart-disease' }),
  entry('heart-valve-replacement', 'Heart valve replacement', 'cardiometabolic', 'valve replacement|heart valve replacement|mechanical valve|prosthetic valve|mvr|avr|tavi|tavr', { icd10: ['Z95.2'], qualifiers: EVENT, engineKeys: ['heart-disease'], broader: 'heart-valve-disease' }),
  entry('pacemaker', 'Pacemaker or implanted defibrillator', 'cardiometabolic', 'pacemaker|pace maker|aicd|implanted defibrillator|crt device', { icd10: ['Z95.0'], qualifiers: EVENT, engineKeys: ['heart-disease'] }),
  entry('stroke', 'Stroke', 'cardiometabolic', 'stroke|cva|brain stroke|paralysis attack|paralysis|lakwa|lakva|brain attack|cerebral infarction|cerebrovascular accident|brain hemorrhage|brain haemorrhage|paralytic attack', { icd10: ['I64'], snomed: '230690007', qualifiers: EVENT }),
  entry('transient-ischaemic-attack', 'Transient ischaemic attack (mini-stroke)', 'cardiometabolic', 'tia|transient ischemic attack|transient ischaemic attack|mini stroke|ministroke', { icd10: ['G45.9'], qualifiers: EVENT }),
  entry('peripheral-artery-disease', 'Peripheral artery disease', 'cardiometabolic', 'pad|pvd|peripheral vascular disease|peripheral artery disease|peripheral arterial disease|claudication|poor circulation in legs', { icd10: ['I73.9'] }),
  entry('venous-thrombosis', 'Blood clot (deep vein thrombosis or pulmonary embolism)', 'cardiometabolic', 'dvt|deep vein thrombosis|blood clot|clot in leg|pulmonary embolism|pe|lung clot|blood clots|thrombosis|clotting disorder', { icd10: ['I80', 'I26'], snomed: '128053003', qualifiers: EVENT }),
  entry('varicose-veins', 'Varicose veins', 'cardiometabolic', 'varicose veins|varicose vein|varicose|varicosity|spider veins', { icd10: ['I83'], snomed: '72866009' }),
  entry('obesity', 'Obesity or overweight', 'cardiometabolic', 'obesity|obese|overweight|over weight|motapa|morbid obesity|morbidly obese|weight problem|excess weight|central obesity|belly fat', { icd10: ['E66'], snomed: '414916001' }),
  entry('underweight', 'Underweight or unintended weight loss', 'cardiometabolic', 'underweight|under weight|low weight|too thin|very thin|unintentional weight loss|unexplained weight loss|losing weight without trying|weight loss unintentional', { icd10: ['R63.4'] }),

  // Renal
  entry('chronic-kidney-disease', 'Chronic kidney disease', 'renal', 'ckd|chronic kidney disease|kidney disease|renal disease|kidney problem|kidney failure|renal failure|crf|chronic renal failure|weak kidney|weak kidneys|kidney weak|kidney damage|kidney kharab|creatinine high|high creatinine|raised creatinine|nephropathy|diabetic nephropathy|renal insufficiency|low kidney function|reduced kidney function|low egfr|egfr low|kidney issue|kidney disorder|renal impairment|kidney impairment|esrd|end stage renal disease|end stage kidney disease|chronic kidney diseases', { icd10: ['N18'], snomed: '709044004', qualifiers: ['ckdStage', 'egfr', ...DISEASE], engineKeys: ['kidney-disease'] }),
  entry('acute-kidney-injury', 'Acute kidney injury', 'renal', 'aki|acute kidney injury|acute renal failure|arf|acute kidney failure', { icd10: ['N17.9'], qualifiers: EVENT, engineKeys: ['kidney-disease'] }),
  entry('dialysis', 'On dialysis', 'renal', 'dialysis|on dialysis|haemodialysis|hemodialysis|peritoneal dialysis|capd|dialysis patient|kidney dialysis|dialysis twice a week|dialysis thrice a week', { icd10: ['Z99.2'], qualifiers: ['dialysisType', 'date', 'ago'], engineKeys: ['kidney-disease'], broader: 'chronic-kidney-disease', implies: ['chronic-kidney-disease'] }),
  entry('kidney-transplant', 'Kidney transplant', 'renal', 'kidney transplant|renal transplant|transplanted kidney|kidney transplantation|post renal transplant|post kidney transplant|renal allograft', { icd10: ['Z94.0'], qualifiers: EVENT, engineKeys: ['kidney-disease'] }),
  entry('single-kidney', 'One kidney (nephrectomy or donor)', 'renal', 'single kidney|one kidney|nephrectomy|kidney donor|donated kidney|kidney removed|solitary kidney', { icd10: ['Z90.5'], qualifiers: EVENT }),
  entry('kidney-stones', 'Kidney stones', 'renal', 'kidney stone|renal stone|renal calculus|renal calculi|nephrolithiasis|urolithiasis|stone in kidney|pathri|pathari|patthar|gurde ki pathri|kidney pathri|ureteric stone|ureter stone|urinary stone|renal colic|stone|calculi|kidney stone disease|stones in kidney', { icd10: ['N20'], snomed: '95570007', qualifiers: ['stoneType', ...EVENT] }),
  entry('nephrotic-syndrome', 'Nephrotic syndrome', 'renal', 'nephrotic syndrome|nephrotic', { icd10: ['N04'], snomed: '52254009', engineKeys: ['kidney-disease'] }),
  entry('proteinuria', 'Protein in the urine', 'renal', 'proteinuria|protein in urine|albuminuria|microalbuminuria|protein leak|urine protein', { icd10: ['R80'] }),
  entry('urinary-tract-infections', 'Urinary tract infections', 'renal', 'uti|urine infection|urinary tract infection|recurrent uti|urinary infection|bladder infection|cystitis', { icd10: ['N39.0'] }),
  entry('enlarged-prostate', 'Enlarged prostate', 'renal', 'bph|enlarged prostate|prostate enlargement|benign prostatic hyperplasia|prostate problem|prostate', { icd10: ['N40'] }),

  // Digestive
  entry('coeliac-disease', 'Coeliac disease', 'digestive', 'coeliac|celiac|celiac disease|coeliac disease|celiac sprue|sprue|gluten sensitive enteropathy|gluten enteropathy|celiacs|coeliacs|celiac disorder|siliac', { icd10: ['K90.0'], snomed: '396331005', engineRestrictions: ['Gluten-Free'] }),
  entry('gluten-intolerance', 'Gluten intolerance (non-coeliac)', 'digestive', 'gluten intolerance|gluten intolerant|gluten sensitivity|gluten sensitive|non celiac gluten sensitivity|ncgs|gluten allergy|gluten problem|gluten issue', { engineRestrictions: ['Gluten-Free'] }),
  entry('inflammatory-bowel-disease', 'Inflammatory bowel disease', 'digestive', 'ibd|inflammatory bowel disease|inflammatory bowel', { snomed: '24526004', qualifiers: IBD }),
  entry('crohns-disease', "Crohn's disease", 'digestive', "crohn|crohn's disease|crohn disease|crohns disease|chrons|chron|krohn|krohns|regional enteritis|crohn's colitis|crohns colitis|stricturing crohn", { icd10: ['K50'], snomed: '34000006', qualifiers: IBD, broader: 'inflammatory-bowel-disease' }),
  entry('ulcerative-colitis', 'Ulcerative colitis', 'digestive', 'uc|ulcerative colitis|ulcerative colitis disease|ulcerative proctitis|pancolitis', { icd10: ['K51'], snomed: '64766004', qualifiers: IBD, broader: 'inflammatory-bowel-disease' }),
  entry('irritable-bowel-syndrome', 'Irritable bowel syndrome', 'digestive', 'ibs|irritable bowel|irritable bowel syndrome|spastic colon|ibs d|ibs c|ibs m|ibsd|ibsc|irritable bowl', { icd10: ['K58'], snomed: '10743008' }),
  entry('sibo', 'Small intestinal bacterial overgrowth (SIBO)', 'digestive', 'sibo|small intestinal bacterial overgrowth|small intestine bacterial overgrowth|bacterial overgrowth'),
  entry('histamine-intolerance', 'Histamine intolerance', 'digestive', 'histamine intolerance|histamine intolerant|histamine sensitivity|dao deficiency'),
  entry('fructose-malabsorption', 'Fructose malabsorption', 'digestive', 'fructose malabsorption|fructose intolerance|fructose intolerant|dietary fructose intolerance'),
  entry('gerd', 'Acid reflux (GERD)', 'digestive', 'gerd|gord|acid reflux|reflux|heartburn|heart burn|gastroesophageal reflux|gastro oesophageal reflux|gastroesophageal reflux disease|gastro esophageal reflux disease|reflux disease|lpr|laryngopharyngeal reflux|reflux esophagitis|reflux oesophagitis|barrett', { icd10: ['K21'], snomed: '235595009' }),
  entry('dyspepsia', 'Acidity or indigestion (dyspepsia)', 'digestive', 'acidity|gastric|gastric problem|gas|gas problem|gastric trouble|indigestion|dyspepsia|bloating|flatulence|khatti dakar|pet me gas|acidity problem|hyperacidity|gastric issue|gastric acidity|gastric disorder|acid problem|stomach upset|weak digestion', { icd10: ['K30'] }),
  entry('gastritis', 'Gastritis', 'digestive', 'gastritis|stomach inflammation|antral gastritis|erosive gastritis|h pylori|helicobacter', { icd10: ['K29'], snomed: '4556007' }),
  entry('peptic-ulcer', 'Stomach or duodenal ulcer', 'digestive', 'peptic ulcer|stomach ulcer|gastric ulcer|duodenal ulcer|ulcer|pud|peptic ulcer disease|ulcers in stomach', { icd10: ['K27'], snomed: '13200003' }),
  entry('mouth-ulcers', 'Mouth ulcers', 'digestive', 'mouth ulcer|mouth ulcers|mouth sores|aphthous ulcer|canker sore|chhale', { icd10: ['K12.0'] }),
  entry('hiatus-hernia', 'Hiatus hernia', 'digestive', 'hiatus hernia|hiatal hernia', { icd10: ['K44'], snomed: '84089009' }),
  entry('abdominal-hernia', 'Hernia (inguinal, umbilical or other)', 'digestive', 'hernia|inguinal hernia|umbilical hernia|incisional hernia|ventral hernia|groin hernia|paraumbilical hernia', { icd10: ['K46.9'], qualifiers: EVENT }),
  entry('diverticular-disease', 'Diverticular disease', 'digestive', 'diverticulosis|diverticulitis|diverticular disease|diverticula|diverticulum', { icd10: ['K57'], qualifiers: ['activity', ...DISEASE] }),
  entry('lactose-intolerance', 'Lactose intolerance', 'digestive', 'lactose intolerance|lactose intolerant|milk intolerance|dairy intolerance|lactose sensitivity|cannot digest milk|milk does not suit|lactose problem', { icd10: ['E73'], engineRestrictions: ['lactose intolerant'] }),
  entry('gastroparesis', 'Gastroparesis', 'digestive', 'gastroparesis|delayed gastric emptying|slow stomach emptying|diabetic gastroparesis|gastric stasis', { snomed: '235675006' }),
  entry('pancreatitis', 'Pancreatitis (type not stated)', 'digestive', 'pancreatitis|pancreas problem|inflamed pancreas|pancreatic problem', { qualifiers: EVENT }),
  entry('acute-pancreatitis', 'Acute pancreatitis', 'digestive', 'acute pancreatitis|recurrent acute pancreatitis', { icd10: ['K85'], snomed: '197456007', qualifiers: EVENT, broader: 'pancreatitis' }),
  entry('chronic-pancreatitis', 'Chronic pancreatitis', 'digestive', 'chronic pancreatitis|chronic calcific pancreatitis|tropical pancreatitis|pancreatic insufficiency|exocrine pancreatic insufficiency', { icd10: ['K86.1'], snomed: '235494005', broader: 'pancreatitis' }),
  entry('gallstones', 'Gallstones', 'digestive', 'gallstones|gallstone|gall stone|gall stones|gallbladder stone|gall bladder stone|cholelithiasis|pitta ki pathri|gb stone|gb calculus|cholecystitis', { icd10: ['K80'], snomed: '235919008' }),
  entry('gallbladder-removed', 'Gallbladder removed (cholecystectomy)', 'procedure', 'cholecystectomy|gallbladder removed|gall bladder removed|gallbladder surgery|gall bladder surgery|lap chole|no gallbladder', { icd10: ['Z90.4'], qualifiers: EVENT }),
  entry('bariatric-surgery', 'Bariatric (weight-loss) surgery', 'procedure', 'bariatric surgery|bariatric|weight loss surgery|gastric bypass|gastric sleeve|sleeve gastrectomy|lsg|rygb|roux en y|roux en y gastric bypass|mini gastric bypass|mgb|oagb|one anastomosis gastric bypass|gastric band|lap band|gastric banding|obesity surgery|metabolic surgery|stomach stapling|stomach reduction surgery|sleeve surgery', { qualifiers: ['procedure', 'date', 'ago'] }),
  entry('ostomy', 'Stoma (ostomy)', 'digestive', 'stoma|ostomy|stoma bag|urostomy', { qualifiers: EVENT }),
  entry('ileostomy', 'Ileostomy', 'digestive', 'ileostomy|loop ileostomy|end ileostomy', { icd10: ['Z93.2'], qualifiers: EVENT, broader: 'ostomy' }),
  entry('colostomy', 'Colostomy', 'digestive', 'colostomy|colostomy bag', { icd10: ['Z93.3'], qualifiers: EVENT, broader: 'ostomy' }),
  entry('haemorrhoids', 'Piles (haemorrhoids)', 'digestive', 'piles|hemorrhoids|haemorrhoids|bawasir|bawaseer|bavasir|bleeding piles|hemorrhoid|haemorrhoid|pile|bawaseer ki bimari', { icd10: ['K64'], snomed: '70153002', qualifiers: ['grade', ...DISEASE] }),
  entry('anal-fissure-fistula', 'Anal fissure or fistula', 'digestive', 'fissure|anal fissure|fistula|anal fistula|fistula in ano|fissure in ano|bhagandar', { icd10: ['K60.2', 'K60.3'] }),
  entry('constipation', 'Constipation', 'digestive', 'constipation|constipated|kabz|qabz|kabj|kabji|hard stools|chronic constipation|irregular bowel', { icd10: ['K59.0'], snomed: '14760008' }),

  // Liver
  entry('fatty-liver', 'Fatty liver (NAFLD / MASLD)', 'liver', 'fatty liver|nafld|masld|nash|mash|mafld|non alcoholic fatty liver|non alcoholic fatty liver disease|nonalcoholic fatty liver disease|hepatic steatosis|steatosis|liver fat|fatty liver disease|fatty change liver|fatty liver grade', { icd10: ['K76.0'], snomed: '197321007', qualifiers: ['grade', ...DISEASE], engineKeys: ['liver-disease'], broader: 'liver-disease' }),
  entry('alcoholic-liver-disease', 'Alcohol-related liver disease', 'liver', 'alcoholic liver disease|ald|alcoholic fatty liver|alcoholic hepatitis|alcohol related liver disease|arld', { icd10: ['K70'], engineKeys: ['liver-disease'], broader: 'liver-disease' }),
  entry('cirrhosis', 'Cirrhosis of the liver', 'liver', 'cirrhosis|liver cirrhosis|cirrhosis of liver|shrunken liver|decompensated liver|decompensated cirrhosis|chronic liver disease|cld|ascites|portal hypertension|varices', { icd10: ['K74.6'], snomed: '19943007', engineKeys: ['liver-disease'], broader: 'liver-disease' }),
  entry('hepatitis-b', 'Hepatitis B', 'liver', 'hepatitis b|hep b|hbv|hbsag positive|hbsag|australia antigen|hepatitis b carrier|chronic hepatitis b', { icd10: ['B18.1'], engineKeys: ['liver-disease'], broader: 'liver-disease' }),
  entry('hepatitis-c', 'Hepatitis C', 'liver', 'hepatitis c|hep c|hcv|chronic hepatitis c|hcv positive', { icd10: ['B18.2'], engineKeys: ['liver-disease'], broader: 'liver-disease' }),
  entry('hepatitis', 'Hepatitis (type not stated)', 'liver', 'hepatitis|liver inflammation|autoimmune hepatitis|aih', { icd10: ['K75.9'], engineKeys: ['liver-disease'], broader: 'liver-disease' }),
  entry('jaundice', 'Jaundice', 'liver', 'jaundice|peeliya|piliya|pilia|yellow eyes|high bilirubin|bilirubin high|gilbert|gilberts syndrome', { icd10: ['R17'], engineKeys: ['liver-disease'], broader: 'liver-disease' }),
  entry('raised-liver-enzymes', 'Raised liver enzymes', 'liver', 'raised liver enzymes|elevated liver enzymes|high liver enzymes|high sgpt|sgpt high|high alt|alt high|raised lft|raised lfts|deranged lft|deranged lfts|abnormal lft|high sgot', { icd10: ['R74.0'], engineKeys: ['liver-disease'], broader: 'liver-disease' }),
  entry('liver-disease', 'Liver disease (type not stated)', 'liver', 'liver disease|liver problem|liver issue|liver damage|weak liver|enlarged liver|hepatomegaly|liver disorder|liver kharab|liver condition', { icd10: ['K76.9'], engineKeys: ['liver-disease'] }),
  entry('liver-transplant', 'Liver transplant', 'liver', 'liver transplant|liver transplantation|transplanted liver|post liver transplant', { icd10: ['Z94.4'], qualifiers: EVENT, engineKeys: ['liver-disease'] }),
  entry('wilson-disease', "Wilson's disease", 'liver', 'wilson disease|wilsons disease|wilson|hepatolenticular degeneration', { icd10: ['E83.0'], engineKeys: ['liver-disease'] }),

  // Endocrine
  entry('thyroid-disorder', 'Thyroid disorder (type not stated)', 'endocrine', 'thyroid|thyroid problem|thyroid disorder|thyroid disease|thyroid issue|thyriod|thyroid ki problem|thairoid|thyroid patient|thyroid imbalance|thyroid condition|thyroidism', { icd10: ['E07.9'], engineKeys: ['thyroid'] }),
  entry('hypothyroidism', 'Underactive thyroid (hypothyroidism)', 'endocrine', 'hypothyroid|hypothyroidism|underactive thyroid|low thyroid|thyroid low|high tsh|tsh high|raised tsh|hypo thyroid|hypothyroidsm|hypothroid|subclinical hypothyroidism|thyroid hypo|under active thyroid', { icd10: ['E03.9'], snomed: '40930008', engineKeys: ['thyroid'], broader: 'thyroid-disorder' }),
  entry('hashimotos-thyroiditis', "Hashimoto's thyroiditis", 'endocrine', "hashimoto|hashimoto's thyroiditis|hashimotos thyroiditis|autoimmune thyroiditis|autoimmune thyroid|hashimotos disease", { icd10: ['E06.3'], snomed: '21983002', engineKeys: ['thyroid'], broader: 'hypothyroidism' }),
  entry('thyroid-removed', 'Thyroid removed or ablated', 'endocrine', 'thyroidectomy|thyroid removed|total thyroidectomy|radioiodine ablation|rai ablation|thyroid surgery', { icd10: ['E89.0'], qualifiers: EVENT, engineKeys: ['thyroid'], broader: 'hypothyroidism' }),
  entry('hyperthyroidism', 'Overactive thyroid (hyperthyroidism)', 'endocrine', 'hyperthyroid|hyperthyroidism|overactive thyroid|thyrotoxicosis|graves disease|graves|low tsh|tsh low|hyper thyroid|toxic goitre|toxic goiter|over active thyroid', { icd10: ['E05.9'], snomed: '34486009', engineKeys: ['thyroid'], broader: 'thyroid-disorder' }),
  entry('goitre', 'Goitre or thyroid nodule', 'endocrine', 'goitre|goiter|thyroid nodule|thyroid nodules|thyroid swelling|multinodular goitre|multinodular goiter|thyroid cyst', { icd10: ['E04.9'], engineKeys: ['thyroid'], broader: 'thyroid-disorder' }),
  entry('pcos', 'Polycystic ovary syndrome (PCOS)', 'endocrine', 'pcos|pcod|polycystic ovary|polycystic ovaries|polycystic ovarian syndrome|polycystic ovary syndrome|polycystic ovarian disease|pco|cysts in ovary|pcos pcod|pcod problem', { icd10: ['E28.2'], engineKeys: ['pcos'] }),
  entry('cushings-syndrome', "Cushing's syndrome", 'endocrine', "cushing|cushing's syndrome|cushings syndrome|cushing's disease|cushings disease|hypercortisolism", { icd10: ['E24.9'], snomed: '47270006' }),
  entry('addisons-disease', "Addison's disease (adrenal insufficiency)", 'endocrine', "addison|addison's disease|addisons disease|adrenal insufficiency|primary adrenal insufficiency|adrenal failure", { icd10: ['E27.1'] }),
  entry('hyperparathyroidism', 'Hyperparathyroidism', 'endocrine', 'hyperparathyroidism|high pth|pth high|parathyroid|parathyroid adenoma|high calcium', { icd10: ['E21.3'], snomed: '66999008' }),
  // Inherited metabolic disorders whose diet is prescribed by a metabolic team: no self-guided plan (eligibility.ts).
  entry('phenylketonuria', 'Phenylketonuria (PKU)', 'endocrine', 'phenylketonuria|pku|phenylketonuric|hyperphenylalaninaemia|hyperphenylalaninemia', { icd10: ['E70.0'] }),
  entry('protein-metabolism-disorder', 'Inherited disorder of protein metabolism', 'endocrine', 'maple syrup urine disease|msud|urea cycle disorder|urea cycle defect|homocystinuria|tyrosinaemia|tyrosinemia|methylmalonic acidaemia|methylmalonic acidemia|propionic acidaemia|propionic acidemia|organic acidaemia|organic acidemia|inborn error of metabolism'),
  entry('hereditary-fructose-intolerance', 'Hereditary fructose intolerance', 'endocrine', 'hereditary fructose intolerance|hfi|aldolase b deficiency', { icd10: ['E74.1'] }),
  entry('low-testosterone', 'Low testosterone (hypogonadism)', 'endocrine', 'low testosterone|low t|hypogonadism|testosterone deficiency|low testosterone levels', { icd10: ['E29.1'] }),
  entry('vitamin-d-deficiency', 'Vitamin D deficiency', 'endocrine', 'vitamin d deficiency|low vitamin d|vit d deficiency|vitamin d low|d3 deficiency|low d3|vit d3 low|vitamin d3 deficiency|vit d low|low vit d|vitamin d insufficiency|hypovitaminosis d', { icd10: ['E55.9'], snomed: '34713006' }),
  entry('b12-deficiency', 'Vitamin B12 deficiency', 'blood', 'b12 deficiency|low b12|vitamin b12 deficiency|vit b12 low|b12 low|vit b12 deficiency|vitamin b12 low|pernicious anemia|pernicious anaemia|cobalamin deficiency|low vitamin b12', { icd10: ['E53.8', 'D51'] }),
  entry('folate-deficiency', 'Folate deficiency', 'blood', 'folate deficiency|low folate|folic acid deficiency|folate low', { icd10: ['D52.9'] }),
  entry('menopause', 'Menopause or perimenopause', 'life-stage', 'menopause|menopausal|post menopausal|postmenopausal|perimenopause|peri menopause|perimenopausal|post menopause|hot flashes|hot flushes|early menopause|premature menopause', { icd10: ['N95.1'], qualifiers: ['date', 'ago'] }),
  entry('irregular-periods', 'Irregular periods', 'endocrine', 'irregular periods|irregular menses|irregular menstruation|delayed periods|missed periods|oligomenorrhea|amenorrhea|amenorrhoea|no periods', { icd10: ['N92.6'] }),
  entry('heavy-periods', 'Heavy periods', 'endocrine', 'heavy periods|heavy menstrual bleeding|menorrhagia|heavy bleeding|heavy flow', { icd10: ['N92.0'] }),
  entry('endometriosis', 'Endometriosis', 'endocrine', 'endometriosis|adenomyosis|chocolate cyst', { icd10: ['N80.9'] }),
  entry('fibroids', 'Uterine fibroids', 'endocrine', 'fibroids|fibroid|uterine fibroids|fibroid uterus|uterine fibroid', { icd10: ['D25.9'] }),
  entry('infertility', 'Infertility or fertility treatment', 'endocrine', 'infertility|ivf|fertility treatment|iui|trying ivf|unable to conceive|subfertility', { icd10: ['N97.9'] }),

  // Blood
  entry('anaemia', 'Anaemia (type not stated)', 'blood', 'anemia|anaemia|anemic|anaemic|low hemoglobin|low haemoglobin|low hb|hb low|hemoglobin low|khoon ki kami|blood kam|less blood|anima|aneamia|aneimia|low blood count', { icd10: ['D64.9'], snomed: '271737000' }),
  entry('iron-deficiency-anaemia', 'Iron deficiency (anaemia)', 'blood', 'iron deficiency|iron deficiency anemia|iron deficiency anaemia|ida|low iron|low ferritin|ferritin low|iron low|iron deficient|microcytic anemia|low iron stores', { icd10: ['D50.9'], snomed: '87522002', broader: 'anaemia' }),
  entry('iron-overload', 'Iron overload (haemochromatosis)', 'blood', 'hemochromatosis|haemochromatosis|iron overload|high ferritin|ferritin high|excess iron|hereditary hemochromatosis|hereditary haemochromatosis|hfe|too much iron|high iron', { icd10: ['E83.1'], snomed: '399187006' }),
  entry('thalassaemia-trait', 'Thalassaemia trait (minor)', 'blood', 'thalassemia trait|thalassaemia trait|thalassemia minor|thalassaemia minor|thal minor|beta thal trait|beta thalassemia trait|thalassemia carrier|thalassaemia carrier|carrier of thalassemia|thal trait', { icd10: ['D56.3'], broader: 'thalassaemia' }),
  entry('thalassaemia', 'Thalassaemia', 'blood', 'thalassemia|thalassaemia|thalassemia major|thalassaemia major|thal major|thalassemia intermedia|beta thalassemia', { icd10: ['D56.9'], snomed: '40108008' }),
  entry('sickle-cell-disease', 'Sickle cell disease', 'blood', 'sickle cell|sickle cell anemia|sickle cell anaemia|sickle cell disease|scd', { icd10: ['D57.1'] }),
  entry('sickle-cell-trait', 'Sickle cell trait', 'blood', 'sickle cell trait|sickle trait|sickle cell carrier', { icd10: ['D57.3'], broader: 'sickle-cell-disease' }),
  entry('g6pd-deficiency', 'G6PD deficiency', 'blood', 'g6pd|g6pd deficiency|favism|glucose 6 phosphate dehydrogenase deficiency|g6pd deficient', { icd10: ['D55.0'], snomed: '62403005', engineRestrictions: ['no broad beans'] }),
  entry('low-platelets', 'Low platelets (thrombocytopenia)', 'blood', 'low platelets|thrombocytopenia|platelets low|low platelet count|itp|platelet low', { icd10: ['D69.6'] }),
  entry('bleeding-disorder', 'Bleeding disorder', 'blood', 'bleeding disorder|hemophilia|haemophilia|von willebrand|von willebrand disease|bleeds easily|clotting factor deficiency', { icd10: ['D68.9'] }),

  // Bone and joint
  entry('osteoporosis', 'Osteoporosis', 'bone-joint', 'osteoporosis|osteoporotic|weak bones|brittle bones|bone loss|low bone density|osteoprosis|ostioporosis|osteoperosis|fragility fracture|bone thinning', { icd10: ['M81.9'], snomed: '64859006', engineKeys: ['osteoporosis'] }),
  entry('osteopenia', 'Osteopenia (low bone mass)', 'bone-joint', 'osteopenia|low bone mass|thin bones|osteopaenia|low bmd', { icd10: ['M85.8'], snomed: '312894000', engineKeys: ['osteoporosis'] }),
  entry('arthritis', 'Arthritis (type not stated)', 'bone-joint', 'arthritis|arthritic|artheritis|arthritus|gathiya|gathiya baai|gathia|joint disease|inflammatory arthritis', { icd10: ['M13.9'], engineKeys: ['arthritis'] }),
  entry('joint-pain', 'Joint pain', 'bone-joint', 'joint pain|joint pains|joints pain|jodon ka dard|jodo me dard|joint problem|joint problems|aching joints|painful joints|joint ache', { icd10: ['M25.5'], engineKeys: ['arthritis'] }),
  entry('osteoarthritis', 'Osteoarthritis', 'bone-joint', 'osteoarthritis|oa|wear and tear arthritis|degenerative arthritis|arthrosis|degenerative joint disease|djd|osteo arthritis|hip arthritis|hip oa|osteoarthrosis', { icd10: ['M19.9'], snomed: '396275006', qualifiers: ['grade', ...DISEASE], engineKeys: ['arthritis'], broader: 'arthritis' }),
  entry('knee-osteoarthritis', 'Knee osteoarthritis', 'bone-joint', 'knee osteoarthritis|knee oa|knee arthritis|osteoarthritis knee|osteoarthritis of knee|arthritis in knee|arthritis knee|knee joint arthritis|bilateral knee oa|gonarthrosis', { icd10: ['M17'], qualifiers: ['grade', ...DISEASE], engineKeys: ['arthritis', 'knee-problem'], broader: 'osteoarthritis' }),
  entry('rheumatoid-arthritis', 'Rheumatoid arthritis', 'bone-joint', 'ra|rheumatoid arthritis|rheumatoid|rheumatism|rh arthritis|ra factor positive|rheumatoid factor positive|amavata|rheumatic arthritis|rheumatiod arthritis', { icd10: ['M06.9'], snomed: '69896004', qualifiers: ['activity', ...DISEASE], engineKeys: ['arthritis'], broader: 'arthritis' }),
  entry('gout', 'Gout', 'bone-joint', 'gout|gouty arthritis|gouty|gout attack|tophi|tophaceous gout', { icd10: ['M10.9'], snomed: '90560007', qualifiers: ['activity', ...DISEASE], engineKeys: ['gout'] }),
  entry('hyperuricaemia', 'High uric acid', 'bone-joint', 'uric acid|high uric acid|uric acid high|hyperuricemia|hyperuricaemia|raised uric acid|elevated uric acid|uric acid problem', { icd10: ['E79.0'], engineKeys: ['gout'] }),
  entry('ankylosing-spondylitis', 'Ankylosing spondylitis', 'bone-joint', 'ankylosing spondylitis|axial spondyloarthritis|spondyloarthritis|axspa|hla b27', { icd10: ['M45'], engineKeys: ['arthritis', 'back-pain'] }),
  entry('lupus', 'Lupus (SLE)', 'bone-joint', 'lupus|sle|systemic lupus erythematosus|lupus nephritis', { icd10: ['M32.9'] }),
  entry('fibromyalgia', 'Fibromyalgia', 'bone-joint', 'fibromyalgia|fibro|fibromyalgia syndrome', { icd10: ['M79.7'], snomed: '203082005' }),
  entry('back-pain', 'Back pain', 'bone-joint', 'back pain|backache|back ache|lower back pain|low back pain|lbp|kamar dard|kamar me dard|kamar ka dard|back problem|back injury|bad back|upper back pain|chronic back pain|lumbago|spine problem|spinal problem', { icd10: ['M54.9'], engineKeys: ['back-pain'] }),
  entry('disc-prolapse', 'Slipped disc or sciatica', 'bone-joint', 'slipped disc|slip disc|disc prolapse|herniated disc|disc herniation|disc bulge|bulging disc|pivd|sciatica|l4 l5|l5 s1|disc problem|prolapsed disc|nerve compression', { icd10: ['M51.2', 'M54.3'], engineKeys: ['back-pain'], broader: 'back-pain' }),
  entry('spondylosis', 'Spondylosis (neck or back)', 'bone-joint', 'spondylosis|cervical spondylosis|lumbar spondylosis|spondylitis|cervical|spondilosis|spondylolisthesis', { icd10: ['M47.9'], engineKeys: ['back-pain'] }),
  entry('neck-pain', 'Neck pain', 'bone-joint', 'neck pain|stiff neck|neck problem|neck injury|cervical pain|gardan dard', { icd10: ['M54.2'], engineKeys: ['back-pain'] }),
  entry('scoliosis', 'Scoliosis', 'bone-joint', 'scoliosis|curved spine|kyphosis', { icd10: ['M41.9'], engineKeys: ['back-pain'] }),
  entry('knee-pain', 'Knee pain or problem', 'bone-joint', 'knee pain|bad knee|bad knees|knee problem|knee issue|knee injury|weak knees|runners knee|patellofemoral pain|knee cap pain|ghutne ka dard|ghutno me dard|knee swelling|chondromalacia patella|knee problems|knee arthroscopy', { engineKeys: ['knee-problem'] }),
  entry('meniscus-tear', 'Meniscus tear', 'bone-joint', 'meniscus tear|meniscal tear|torn meniscus|meniscus injury|cartilage tear knee', { icd10: ['S83.2'], qualifiers: EVENT, engineKeys: ['knee-problem'], broader: 'knee-pain' }),
  entry('acl-injury', 'ACL (cruciate ligament) injury', 'bone-joint', 'acl tear|acl injury|torn acl|acl rupture|acl|ligament tear knee|cruciate ligament tear|pcl tear|knee ligament injury', { icd10: ['S83.5'], qualifiers: EVENT, engineKeys: ['knee-problem'], broader: 'knee-pain' }),
  entry('acl-reconstruction', 'ACL reconstruction (knee ligament surgery)', 'procedure', 'acl reconstruction|acl surgery|acl repair|aclr|knee ligament surgery|acl reconstructive surgery|arthroscopic acl reconstruction', { qualifiers: EVENT, engineKeys: ['knee-problem'], broader: 'acl-injury' }),
  entry('knee-replacement', 'Knee replacement', 'procedure', 'knee replacement|tkr|tka|total knee replacement|knee replacement surgery|knee arthroplasty|partial knee replacement', { icd10: ['Z96.6'], qualifiers: EVENT, engineKeys: ['knee-problem'] }),
  entry('hip-replacement', 'Hip replacement', 'procedure', 'hip replacement|thr|tha|total hip replacement|hip replacement surgery|hip arthroplasty', { icd10: ['Z96.6'], qualifiers: EVENT }),
  entry('shoulder-problem', 'Shoulder problem', 'bone-joint', 'shoulder pain|frozen shoulder|rotator cuff|rotator cuff tear|shoulder injury|shoulder impingement|shoulder dislocation|shoulder problem|adhesive capsulitis|shoulder tendinitis|bad shoulder|shoulder issue', { icd10: ['M75.9'], engineKeys: ['shoulder-problem'] }),
  entry('plantar-fasciitis', 'Plantar fasciitis (heel pain)', 'bone-joint', 'plantar fasciitis|heel pain|heel spur|calcaneal spur|plantar fascitis', { icd10: ['M72.2'] }),
  entry('tendinopathy', 'Tendon problem (tendinopathy)', 'bone-joint', 'tendinitis|tendonitis|tendinopathy|tennis elbow|golfers elbow|achilles tendinitis|achilles tendonitis|de quervain', { icd10: ['M77.9'] }),
  entry('fracture', 'Broken bone (fracture)', 'bone-joint', 'fracture|broken bone|bone fracture|hairline fracture|stress fracture|broken leg|broken arm|broken wrist|broken ankle|fractured', { icd10: ['T14.2'], qualifiers: EVENT, engineKeys: ['recent-surgery'] }),

  // Neurological and mental health
  entry('headache', 'Headaches', 'neuro-mental', 'headache|headaches|chronic headache|tension headache|sir dard|frequent headaches|cluster headache', { icd10: ['R51'] }),
  entry('epilepsy', 'Epilepsy or seizures', 'neuro-mental', 'epilepsy|seizures|seizure disorder|mirgi|epileptic|convulsions|seizure|mirgi ke daure|fits disorder', { icd10: ['G40.9'], snomed: '84757009' }),
  entry('migraine', 'Migraine', 'neuro-mental', 'migraine|migraines|adhasisi|half headache|migrane|migrain|migraine headache|chronic migraine|migraine attacks', { icd10: ['G43.9'], snomed: '37796009' }),
  entry('depression', 'Depression', 'neuro-mental', 'depression|depressed|depressive disorder|mdd|major depression|major depressive disorder|clinical depression|low mood|depresion|dipression|postpartum depression|postnatal depression|ppd|dysthymia', { icd10: ['F32.9'], snomed: '35489007', engineKeys: ['depression'] }),
  entry('anxiety', 'Anxiety', 'neuro-mental', 'anxiety|anxious|gad|panic attacks|panic attack|panic disorder|anxiety disorder|generalised anxiety disorder|generalized anxiety disorder|ghabrahat|anxity|anxeity|social anxiety|phobia', { icd10: ['F41.9'], snomed: '197480006', engineKeys: ['anxiety'] }),
  entry('stress', 'Stress or burnout', 'neuro-mental', 'stress|stressed|work stress|tension|mental stress|burnout|burn out|mental tension|high stress|stressful job', { icd10: ['Z73.3'] }),
  entry('bipolar-disorder', 'Bipolar disorder', 'neuro-mental', 'bipolar|bipolar disorder|bpad|manic depression|bipolar affective disorder|manic depressive', { icd10: ['F31.9'], snomed: '13746004' }),
  entry('schizophrenia', 'Schizophrenia or psychosis', 'neuro-mental', 'schizophrenia|psychosis|psychotic disorder|schizoaffective|schizophrenic', { icd10: ['F20.9'], snomed: '58214004' }),
  entry('adhd', 'ADHD', 'neuro-mental', 'adhd|attention deficit|attention deficit hyperactivity disorder|attention deficit disorder|hyperactivity', { icd10: ['F90.9'], snomed: '406506008' }),
  entry('autism', 'Autism', 'neuro-mental', 'autism|asd|autistic|autism spectrum disorder|asperger|aspergers', { icd10: ['F84.0'], snomed: '35919005' }),
  entry('ocd', 'Obsessive-compulsive disorder', 'neuro-mental', 'ocd|obsessive compulsive disorder|obsessive compulsive', { icd10: ['F42.9'] }),
  entry('insomnia', 'Insomnia or poor sleep', 'neuro-mental', 'insomnia|sleeplessness|cant sleep|cannot sleep|sleep problem|poor sleep|sleep disorder|neend na aana|sleep issues|trouble sleeping|difficulty sleeping|sleep problems', { icd10: ['G47.0'], snomed: '193462001' }),
  entry('sleep-apnoea', 'Sleep apnoea', 'respiratory', 'sleep apnea|sleep apnoea|osa|obstructive sleep apnea|obstructive sleep apnoea|cpap|on cpap|bipap', { icd10: ['G47.3'] }),
  entry('eating-disorder', 'Eating disorder', 'neuro-mental', 'eating disorder|disordered eating|arfid|orthorexia|eating disorders|ednos|osfed', { icd10: ['F50.9'], engineKeys: ['eating-disorder'] }),
  entry('anorexia-nervosa', 'Anorexia nervosa', 'neuro-mental', 'anorexia|anorexia nervosa|anorexic', { icd10: ['F50.0'], snomed: '56882008', engineKeys: ['eating-disorder'], broader: 'eating-disorder' }),
  entry('bulimia-nervosa', 'Bulimia nervosa', 'neuro-mental', 'bulimia|bulimia nervosa|bulimic', { icd10: ['F50.2'], snomed: '78004001', engineKeys: ['eating-disorder'], broader: 'eating-disorder' }),
  entry('binge-eating-disorder', 'Binge eating disorder', 'neuro-mental', 'binge eating|binge eating disorder|binging|bingeing|compulsive eating|compulsive overeating|food addiction', { snomed: '439960005', engineKeys: ['eating-disorder'], broader: 'eating-disorder' }),
  entry('alcohol-use-disorder', 'Alcohol dependence', 'neuro-mental', 'alcoholism|alcohol addiction|alcohol dependence|alcoholic|alcohol use disorder|heavy drinker|heavy drinking|drinking problem|alcohol abuse|recovering alcoholic', { icd10: ['F10.2'] }),
  entry('smoking', 'Smoking or tobacco use', 'lifestyle', 'smoker|smoking|smoke|cigarette|cigarettes|tobacco|bidi|beedi|gutka|gutkha|chewing tobacco|tobacco chewing|vaping|vape|hookah|khaini|paan masala|cigar', { icd10: ['Z72.0'] , qualifiers: ['severity'] }),
  entry('parkinsons-disease', "Parkinson's disease", 'neuro-mental', "parkinson|parkinson's disease|parkinsons disease|parkinsonism|parkinsons", { icd10: ['G20'], snomed: '49049000' }),
  entry('multiple-sclerosis', 'Multiple sclerosis', 'neuro-mental', 'ms|multiple sclerosis|multiple sclerosi', { icd10: ['G35'], snomed: '24700007' }),
  entry('dementia', 'Dementia', 'neuro-mental', 'dementia|alzheimer|alzheimers|alzheimer disease|memory loss disease|cognitive impairment', { icd10: ['F03'] }),
  entry('neuropathy', 'Nerve damage (neuropathy)', 'neuro-mental', 'neuropathy|peripheral neuropathy|diabetic neuropathy|nerve damage|numbness in feet|tingling in feet|burning feet|nerve pain', { icd10: ['G62.9'] }),
  entry('foot-ulcer', 'Foot ulcer (open wound on the foot)', 'other', 'foot ulcer|foot ulcers|ulcer on foot|ulcer on my foot|foot wound|non healing foot wound|non healing wound on foot', { icd10: ['L97'] }),
  entry('leg-ulcer', 'Leg ulcer or pressure sore', 'other', 'leg ulcer|leg ulcers|venous ulcer|venous leg ulcer|varicose ulcer|pressure ulcer|pressure sore|bed sore|bedsore', { icd10: ['L97'] }),
  entry('diabetic-foot-ulcer', 'Diabetic foot ulcer', 'cardiometabolic', 'diabetic foot ulcer|diabetic foot wound|diabetic ulcer|diabetic foot infection', { icd10: ['L97'], engineKeys: ['diabetes'], broader: 'foot-ulcer', implies: ['diabetes'] }),
  entry('retinopathy', 'Retinopathy', 'other', 'retinopathy|diabetic retinopathy|proliferative retinopathy|retina problem|retinal bleed', { icd10: ['H36.0'] }),
  entry('glaucoma', 'Glaucoma', 'other', 'glaucoma|open angle glaucoma|angle closure glaucoma|raised eye pressure|high eye pressure|ocular hypertension|kala motia', { icd10: ['H40.9'] }),
  entry('sight-loss', 'Sight loss', 'other', 'legally blind|registered blind|totally blind|blind person|visually impaired|visual impairment|low vision|partially sighted|sight loss|vision loss|sight impaired', { icd10: ['H54'] }),
  entry('limb-amputation', 'Leg or foot amputation', 'other', 'amputee|leg amputation|below knee amputation|above knee amputation|below the knee amputation|above the knee amputation|foot amputation|toe amputation|prosthetic leg|artificial leg|artificial limb|lost a leg|lost my leg|limb loss', { icd10: ['Z89.5', 'Z89.6'], qualifiers: EVENT }),
  entry('vertigo', 'Vertigo or dizziness', 'neuro-mental', 'vertigo|dizziness|giddiness|chakkar|chakkar aana|dizzy spells|bppv|lightheaded|light headed|dizzy', { icd10: ['R42'] }),
  entry('chronic-fatigue', 'Chronic fatigue syndrome', 'neuro-mental', 'chronic fatigue syndrome|cfs|me cfs|myalgic encephalomyelitis|chronic fatigue', { icd10: ['G93.3'] }),
  entry('long-covid', 'Long COVID', 'respiratory', 'long covid|post covid|post covid syndrome|long covid syndrome|post covid fatigue', { icd10: ['U09.9'] }),

  // Respiratory
  entry('asthma', 'Asthma', 'respiratory', 'asthma|asthmatic|bronchial asthma|wheezing|dama|saans ki bimari|asthama|astma|exercise induced asthma|wheeze|asthma attack|breathing problem|exercise induced bronchoconstriction', { icd10: ['J45.9'], snomed: '195967001', engineKeys: ['asthma'] }),
  entry('copd', 'COPD', 'respiratory', 'copd|emphysema|chronic bronchitis|chronic obstructive pulmonary disease|chronic obstructive lung disease|coad', { icd10: ['J44.9'], snomed: '13645005', engineKeys: ['copd'] }),
  entry('allergic-rhinitis', 'Allergic rhinitis (hay fever, dust allergy)', 'respiratory', 'allergic rhinitis|hay fever|dust allergy|pollen allergy|nasal allergy|dust mite allergy|seasonal allergy|rhinitis|allergic cold|sneezing allergy', { icd10: ['J30.4'] }),
  entry('sinusitis', 'Sinusitis', 'respiratory', 'sinus|sinusitis|sinus problem|chronic sinusitis|sinus infection|nasal polyps', { icd10: ['J32.9'] }),
  entry('tuberculosis', 'Tuberculosis', 'respiratory', 'tb|tuberculosis|koch|kochs|pulmonary tb|pulmonary tuberculosis|on att|att|tb patient|latent tb|abdominal tb|extra pulmonary tb', { snomed: '56717001', qualifiers: ['activity', ...EVENT] }),

  // Cancer
  entry('cancer', 'Cancer (type or stage not stated)', 'cancer', 'cancer|malignancy|carcinoma|tumor|tumour|lung cancer|oral cancer|mouth cancer|throat cancer|blood cancer|leukemia|leukaemia|lymphoma|ovarian cancer|cervical cancer|stomach cancer|liver cancer|pancreatic cancer|thyroid cancer|brain tumour|brain tumor|kidney cancer|bladder cancer|head and neck cancer|myeloma|sarcoma|melanoma|oesophageal cancer|esophageal cancer|uterine cancer|endometrial cancer|skin cancer|bone cancer|malignant', { icd10: ['C80.9'], snomed: '363346000', qualifiers: ['activity', ...EVENT] }),
  entry('breast-cancer', 'Breast cancer', 'cancer', 'breast cancer|ca breast|carcinoma breast|breast carcinoma|breast ca|dcis', { icd10: ['C50.9'], snomed: '254837009', qualifiers: ['activity', ...EVENT], broader: 'cancer' }),
  entry('prostate-cancer', 'Prostate cancer', 'cancer', 'prostate cancer|ca prostate|carcinoma prostate|prostate carcinoma', { icd10: ['C61'], qualifiers: ['activity', ...EVENT], broader: 'cancer' }),
  entry('colorectal-cancer', 'Bowel (colorectal) cancer', 'cancer', 'colon cancer|colorectal cancer|bowel cancer|rectal cancer|ca colon|ca rectum|carcinoma colon', { icd10: ['C18.9', 'C20'], qualifiers: ['activity', ...EVENT], broader: 'cancer' }),
  entry('cancer-treatment', 'Having cancer treatment now', 'cancer', 'chemotherapy|chemo|on chemo|radiation therapy|radiotherapy|undergoing cancer treatment|cancer treatment|immunotherapy for cancer|on chemotherapy|targeted therapy|receiving chemo|radiation treatment|oncology treatment', { icd10: ['Z51.1', 'Z51.0'], qualifiers: EVENT }),
  entry('cancer-survivor', 'Cancer survivor (treatment finished)', 'cancer', 'cancer survivor|survivor|survivor of cancer|cancer free|post cancer|cured of cancer|cancer in remission|completed chemo|finished chemo|completed cancer treatment', { icd10: ['Z85.9'], qualifiers: EVENT }),

  // Life stages
  entry('pregnancy', 'Pregnancy', 'life-stage', 'pregnant|pregnancy|expecting|expecting a baby|garbhvati|garbhavastha|pregnant hu|trimester|weeks pregnant|months pregnant|preg|gravid|baby on the way|ivf pregnancy|twin pregnancy|currently pregnant|pregnancy running|pragnent|pregant|pregnent|prenatal|antenatal|i am pregnant', { icd10: ['Z33'], snomed: '77386006', qualifiers: PREGNANCY, engineKeys: ['pregnancy'] }),
  entry('pre-eclampsia', 'Pre-eclampsia', 'life-stage', 'pre eclampsia|preeclampsia|pre-eclampsia|toxaemia of pregnancy|toxemia|hellp', { icd10: ['O14.9'], snomed: '398254007', qualifiers: PREGNANCY, engineKeys: ['hypertension', 'pregnancy'], implies: ['pregnancy'] }),
  entry('gestational-hypertension', 'High blood pressure in pregnancy', 'life-stage', 'gestational hypertension|pregnancy induced hypertension|pih|bp in pregnancy|high bp in pregnancy|pregnancy bp', { icd10: ['O13'], qualifiers: PREGNANCY, engineKeys: ['hypertension', 'pregnancy'], broader: 'hypertension', implies: ['pregnancy'] }),
  entry('hyperemesis', 'Severe pregnancy sickness (hyperemesis)', 'life-stage', 'hyperemesis|hyperemesis gravidarum|severe morning sickness|severe vomiting in pregnancy|excessive vomiting pregnancy', { icd10: ['O21.0', 'O21.1'], qualifiers: PREGNANCY, engineKeys: ['pregnancy'], implies: ['pregnancy'] }),
  entry('anaemia-in-pregnancy', 'Anaemia in pregnancy', 'life-stage', 'anemia in pregnancy|anaemia in pregnancy|pregnancy anemia|pregnancy anaemia|low hb in pregnancy|low hemoglobin in pregnancy', { icd10: ['O99.0'], qualifiers: PREGNANCY, engineKeys: ['pregnancy'], broader: 'anaemia', implies: ['pregnancy'] }),
  entry('planning-pregnancy', 'Planning a pregnancy', 'life-stage', 'planning pregnancy|trying to conceive|ttc|trying for a baby|planning a baby|trying for baby|preconception|want to get pregnant|trying to get pregnant', { qualifiers: [] }),
  entry('breastfeeding', 'Breastfeeding', 'life-stage', 'breastfeeding|breast feeding|breastfeed|breast feed|nursing|nursing mother|lactating|lactation|lactating mother|ebf|exclusive breastfeeding|exclusively breastfeeding|breast milk|feeding my baby|dudh pilana|stanpan|mixed feeding|combination feeding|breast and formula|breastfeeding and formula|breast fed|breastfeeding mother|lactating woman|breastfeding|brestfeeding', { icd10: ['Z39.1'], qualifiers: ['feedingMode', 'babyAgeMonths', 'ago', 'date'], engineKeys: ['breastfeeding'] }),
  entry('postpartum', 'Recently given birth (feeding not stated)', 'life-stage', 'postpartum|post partum|postnatal|post natal|post delivery|after delivery|delivered|new mom|new mother|recently delivered|post pregnancy|puerperium|delivered baby|just had a baby|had a baby|gave birth|recently gave birth|baby born|delivery done|post partum period|normal delivery|vaginal delivery', { icd10: ['Z39.2'], qualifiers: ['feedingMode', 'babyAgeMonths', 'ago', 'date'] }),
  entry('postpartum-formula-feeding', 'Recently given birth (formula feeding)', 'life-stage', 'formula feeding|formula fed|formula feed|bottle feeding|bottle fed|not breastfeeding|not breast feeding|no breastfeeding|stopped breastfeeding|not nursing|top feed|top feeding|formula milk|formula only|baby on formula|formula for baby|bottle feed', { icd10: ['Z39.2'], qualifiers: ['babyAgeMonths', 'ago', 'date'], broader: 'postpartum' }),
  entry('caesarean-section', 'Caesarean section', 'procedure', 'c section|csection|caesarean|cesarean|caesarean section|cesarean section|lscs|c sec|operation delivery|cs delivery', { icd10: ['O82.9'], qualifiers: EVENT }),
  entry('diastasis-recti', 'Abdominal separation (diastasis recti)', 'bone-joint', 'diastasis recti|diastasis|ab separation|abdominal separation|abdominal muscle separation|rectus diastasis', { icd10: ['M62.0'] }),
  entry('pelvic-floor-weakness', 'Bladder leaks or weak pelvic floor', 'other', 'urinary incontinence|leaking urine|stress incontinence|pelvic floor weakness|weak pelvic floor|bladder leakage|incontinence|prolapse|uterine prolapse|pelvic organ prolapse', { icd10: ['N39.3'] }),

  // Procedures and recovery
  entry('recent-surgery', 'Recent surgery', 'procedure', 'surgery|recent surgery|operation|post op|post operative|postoperative|operated|had surgery|underwent surgery|surgery recently|appendectomy|appendix surgery|appendix removed|hernia repair|hernia surgery|laparoscopy|laparoscopic surgery|hysterectomy|stitches|recent operation|post surgery|after surgery|surgical wound', { qualifiers: EVENT, engineKeys: ['recent-surgery'] }),
  entry('spinal-surgery', 'Spine surgery', 'procedure', 'spine surgery|spinal surgery|back surgery|laminectomy|spinal fusion|discectomy|microdiscectomy|spinal decompression|neck surgery', { qualifiers: EVENT, engineKeys: ['back-pain'] }),
  entry('bed-rest', 'Bed rest or immobility', 'procedure', 'bed rest|bedridden|bed ridden|immobile|advised bed rest|complete bed rest|confined to bed', { qualifiers: EVENT, engineKeys: ['recent-surgery'] }),
  entry('wheelchair-user', 'Wheelchair user or spinal cord injury', 'other', 'wheelchair|wheelchair user|wheelchair bound|paraplegia|paraplegic|spinal cord injury|sci|tetraplegia|quadriplegia', { icd10: ['G82.2'] }),
  entry('frailty', 'Frailty', 'other', 'frail|frailty|frail elderly|old age weakness|very weak|weak elderly|generalised weakness elderly', { snomed: '248279007' }),
  entry('falls', 'Falls or fall risk', 'other', 'falls|frequent falls|history of falls|fall risk|repeated falls|fell down|falling|risk of falling|had a fall|balance problem|poor balance', { icd10: ['R29.6'], qualifiers: EVENT }),
  entry('sarcopenia', 'Sarcopenia (age-related muscle loss)', 'other', 'sarcopenia|muscle loss|muscle wasting|loss of muscle|low muscle mass|muscle weakness age', { qualifiers: DISEASE }),

  // Lifestyle, religious fasting, diet by faith
  entry('ramadan-fasting', 'Ramadan fasting', 'lifestyle', 'ramadan|ramzan|ramadhan|roza|roze|rozas|rozah|rozay|fasting in ramadan|ramadan fasting|ramzan fasting|iftar|sehri|suhoor|sehar|ramadan fast|ramzan ke roze', { qualifiers: [] }),
  entry('navratri-fasting', 'Navratri fasting', 'lifestyle', 'navratri|navaratri|navratri fast|navratri vrat|nav ratri|navratri fasting|navratri upvas|navratras', { qualifiers: [] }),
  entry('jain-fasting', 'Jain fasting (Paryushan, Ayambil or Chauvihar)', 'lifestyle', 'paryushan|paryushana|jain fast|jain fasting|ayambil|ayambil oli|chauvihar|tivihar|chaturmas|upvas jain|ekasana|beasana|navkarsi|jain vrat', { qualifiers: [] }),
  entry('religious-fasting', 'Religious fasting (other)', 'lifestyle', 'vrat|upvas|upavas|ekadashi|karva chauth|karwa chauth|monday fast|somvar vrat|shravan|sawan|lent|yom kippur|religious fasting|weekly fast|fasting for religion|fast on tuesdays|tuesday fast|mangalvar vrat|thursday fast|guruvar vrat|saturday fast|pradosh|shivratri|janmashtami fast|fasting once a week|religious fast', { qualifiers: [] }),
  entry('jain-diet', 'Jain diet', 'lifestyle', 'jain|jain diet|jain food|no root vegetables|no onion garlic|no onion no garlic|jainism|jain vegetarian', { qualifiers: [], engineRestrictions: ['jain'] }),
  entry('intermittent-fasting', 'Intermittent fasting', 'lifestyle', 'intermittent fasting|16 8 fasting|omad|one meal a day|time restricted eating|time restricted feeding|alternate day fasting|5 2 diet|intermittent fast', { qualifiers: [] }),
  entry('shift-work', 'Shift or night work', 'lifestyle', 'night shift|night shifts|shift work|rotating shifts|rotating shift|shift worker|night duty|night duties|graveyard shift|works nights|work nights|bpo night shift|call center nights|night job|rotational shift|rotational shifts|24 hour shifts|on call nights', { qualifiers: [] }),

  // Food allergies (restriction words are what the engine's diet rules read)
  allergy('peanut-allergy', 'Peanut', 'peanut allergy|allergic to peanuts|allergic to peanut|groundnut allergy|moongphali allergy|peanut allergic|peanuts allergy|allergy to peanuts|allergy to peanut|peanut anaphylaxis', 'peanut allergy', '91935009'),
  allergy('tree-nut-allergy', 'Tree nut', 'tree nut allergy|nut allergy|allergic to nuts|nuts allergy|almond allergy|cashew allergy|walnut allergy|pistachio allergy|badam allergy|kaju allergy|hazelnut allergy|allergy to nuts|allergic to almonds|allergic to cashews|tree nuts allergy|dry fruit allergy', 'tree nut allergy'),
  allergy('sesame-allergy', 'Sesame', 'sesame allergy|til allergy|allergic to sesame|sesame seed allergy|allergy to sesame', 'sesame allergy'),
  allergy('milk-allergy', 'Milk', "milk allergy|cow's milk allergy|cows milk allergy|dairy allergy|cmpa|allergic to milk|casein allergy|milk protein allergy|allergic to dairy|allergy to milk|whey allergy", 'milk allergy'),
  allergy('egg-allergy', 'Egg', 'egg allergy|allergic to eggs|allergic to egg|eggs allergy|allergy to eggs|allergy to egg', 'egg allergy', '91930004'),
  allergy('soy-allergy', 'Soy', 'soy allergy|soya allergy|allergic to soy|allergic to soya|soybean allergy|allergy to soy', 'soy allergy'),
  allergy('wheat-allergy', 'Wheat', 'wheat allergy|allergic to wheat|allergy to wheat|atta allergy|gehu allergy', 'Gluten-Free'),
  allergy('fish-allergy', 'Fish or seafood', 'fish allergy|allergic to fish|seafood allergy|allergic to seafood|allergy to fish|sea food allergy', 'fish allergy'),
  allergy('shellfish-allergy', 'Shellfish', 'shellfish allergy|prawn allergy|shrimp allergy|crab allergy|allergic to shellfish|allergic to prawns|lobster allergy|allergy to shellfish|crustacean allergy', 'shellfish allergy', '300913006'),
  allergy('mustard-allergy', 'Mustard', 'mustard allergy|sarson allergy|allergic to mustard|mustard seed allergy|rai allergy', 'no mustard'),
  entry('food-allergy', 'Food allergy (food not stated)', 'allergy', 'food allergy|food allergies|allergic to food|food allergic|allergic to some foods', { icd10: ['Z91.0'], qualifiers: ALLERGY }),
  entry('drug-allergy', 'Medicine allergy', 'allergy', 'drug allergy|penicillin allergy|allergic to penicillin|sulfa allergy|allergic to sulfa|medicine allergy|allergic to medicines|antibiotic allergy|aspirin allergy|nsaid allergy|allergic to aspirin', { icd10: ['Z88'], qualifiers: ALLERGY }),

  // Other
  entry('family-history', 'Family history', 'other', 'family history|family hx|fhx|runs in family|runs in the family|genetic history|family h o|hereditary history', { qualifiers: [] }),
  entry('hiv', 'HIV', 'other', 'hiv|hiv positive|aids|plhiv|hiv infection|hiv aids', { icd10: ['B24'], snomed: '86406008' }),
  entry('psoriasis', 'Psoriasis', 'other', 'psoriasis|psoriatic|psoriatic arthritis|scalp psoriasis', { icd10: ['L40.9'], snomed: '9014002' }),
  entry('eczema', 'Eczema', 'other', 'eczema|atopic dermatitis|dermatitis|atopic eczema', { icd10: ['L20.9'] }),
  entry('acne', 'Acne', 'other', 'acne|pimples|acne vulgaris|breakouts|cystic acne', { icd10: ['L70.0'] }),
  entry('hair-loss', 'Hair loss', 'other', 'hair fall|hair loss|alopecia|baldness|hairfall|thinning hair|hair thinning|androgenetic alopecia|alopecia areata', { icd10: ['L65.9'] }),
  entry('low-sodium', 'Low sodium (hyponatraemia)', 'other', 'low sodium|hyponatremia|hyponatraemia|sodium low|low salt levels', { icd10: ['E87.1'] }),
  entry('high-potassium', 'High potassium (hyperkalaemia)', 'other', 'high potassium|hyperkalemia|hyperkalaemia|potassium high|raised potassium', { icd10: ['E87.5'] }),
  entry('low-potassium', 'Low potassium (hypokalaemia)', 'other', 'low potassium|hypokalemia|hypokalaemia|potassium low', { icd10: ['E87.6'] }),
];

const BY_ID = new Map(CONDITIONS.map((c) => [c.id, c]));

export function conditionById(id: string): ConditionEntry | undefined {
  return BY_ID.get(id);
}

/** ICD-10 N18 stage codes (WHO 2019 has N18.1–N18.5; stage 3 is not split into 3a/3b there). */
export const CKD_STAGE_ICD10: Record<string, string> = {
  '1': 'N18.1',
  '2': 'N18.2',
  '3': 'N18.3',
  '3a': 'N18.3',
  '3b': 'N18.3',
  '4': 'N18.4',
  '5': 'N18.5',
};
/** SNOMED CT CKD stage concepts (International Edition). */
export const CKD_STAGE_SNOMED: Record<string, string> = {
  '1': '431855005',
  '2': '431856006',
  '3': '433144002',
  '3a': '433144002',
  '3b': '433144002',
  '4': '431857002',
  '5': '433146000',
};
