/**
 * Drug–food, drug–supplement and drug–exercise interactions as data: one row per drug class, matched by class
 * name, generic names and common brand names (Indian brands included), each rule with its source. The menu
 * obeys the `excludeFoods`/`excludeTags` of every class a person takes; `effects` switch engine rules on
 * (steady vitamin K, no potassium top-ups, keto conflict, mineral spacing for supplements). A medication that
 * matches no row is reported as "not in our list — ask your pharmacist".
 */
import type { ContainsTag, WarningSeverity } from '@common/plan';

export type InteractionEffect =
  | 'vitamin-k-steady'
  | 'no-potassium-topups'
  | 'keto-conflict'
  | 'hypoglycaemia'
  | 'separate-minerals'
  | 'heart-rate-blunted'
  | 'no-alcohol';

export interface InteractionRule {
  kind: 'food' | 'supplement' | 'exercise';
  severity: WarningSeverity;
  text: string;
  source: string;
}

export interface DrugClass {
  key: string;
  name: string;
  /** Lower-case class words, generics and brands; matched as whole words or prefixes of a word. */
  names: readonly string[];
  rules: readonly InteractionRule[];
  excludeFoods?: readonly string[];
  excludeTags?: readonly ContainsTag[];
  effects?: readonly InteractionEffect[];
}

const BNF = (drug: string): string => `BNF interactions monograph: ${drug}`;
const LABEL = (drug: string): string => `${drug} prescribing information (FDA label / EMC SmPC)`;

/** Foods with furanocoumarins (CYP3A4): grapefruit and pomelo. */
const GRAPEFRUIT = ['ifct:E056'];
/** Tyramine-rich foods: aged cheeses, fermented soy sauces, tempeh, wine, toddy. */
export const TYRAMINE_FOODS = [
  'usda:cheddar',
  'usda:parmesan',
  'usda:feta',
  'usda:soy-sauce',
  'usda:tamari',
  'usda:tempeh',
  'usda:red-wine',
  'ifct:K001',
];

const alcohol = (why: string, source: string): InteractionRule => ({
  kind: 'food',
  severity: 'caution',
  text: `Avoid alcohol: ${why}.`,
  source,
});
const minerals = (drug: string, hours: string, source: string): InteractionRule => ({
  kind: 'supplement',
  severity: 'caution',
  text: `Take ${drug} ${hours} apart from calcium, iron, magnesium or zinc supplements, antacids and dairy.`,
  source,
});

// prettier-ignore
export const DRUG_CLASSES: readonly DrugClass[] = [
  { key: 'warfarin', name: 'Vitamin K antagonist', names: ['warfarin', 'coumadin', 'acenocoumarol', 'acitrom', 'sintrom', 'phenprocoumon', 'uniwarfin', 'warf', 'vitamin k antagonist'], effects: ['vitamin-k-steady'], excludeFoods: GRAPEFRUIT, rules: [
    { kind: 'food', severity: 'caution', text: 'Keep vitamin K steady: the menu holds each day within ±20 % of the week’s mean (similar amounts of leafy greens every day); tell your anticoagulation clinic about diet changes.', source: 'ACCP/CHEST antithrombotic guideline; BNF warfarin monograph' },
    { kind: 'supplement', severity: 'caution', text: 'No new supplements (fish oil, vitamin E, turmeric, ginkgo, cranberry) without your clinic: they change INR or bleeding risk.', source: BNF('warfarin') }] },
  { key: 'doac', name: 'Direct oral anticoagulant', names: ['apixaban', 'eliquis', 'rivaroxaban', 'xarelto', 'dabigatran', 'pradaxa', 'edoxaban', 'lixiana', 'doac'], rules: [
    { kind: 'supplement', severity: 'caution', text: 'Avoid St John’s wort; fish oil, turmeric and ginkgo add to bleeding risk.', source: LABEL('apixaban/rivaroxaban') },
    { kind: 'exercise', severity: 'caution', text: 'Avoid contact sports and activities with a high fall risk while anticoagulated.', source: LABEL('rivaroxaban') }] },
  { key: 'heparin', name: 'Low-molecular-weight heparin', names: ['enoxaparin', 'clexane', 'lovenox', 'dalteparin', 'fragmin', 'heparin'], rules: [
    { kind: 'exercise', severity: 'caution', text: 'Avoid contact sports and high fall-risk activities; bruising at injection sites is common.', source: LABEL('enoxaparin') }] },
  { key: 'antiplatelet', name: 'Antiplatelet', names: ['clopidogrel', 'plavix', 'clopilet', 'deplatt', 'prasugrel', 'ticagrelor', 'brilinta', 'aspirin', 'ecosprin', 'disprin', 'antiplatelet'], rules: [
    { kind: 'supplement', severity: 'caution', text: 'High-dose fish oil, ginkgo and turmeric supplements add to bleeding risk: ask before starting them.', source: BNF('clopidogrel') },
    alcohol('it raises the risk of stomach bleeding with antiplatelets', BNF('aspirin'))] },
  { key: 'statin', name: 'Statin', names: ['statin', 'atorvastatin', 'rosuvastatin', 'simvastatin', 'pravastatin', 'lovastatin', 'fluvastatin', 'pitavastatin', 'lipitor', 'crestor', 'zocor', 'atorva', 'storvas', 'rosuvas', 'rozavel', 'rozucor'], excludeFoods: GRAPEFRUIT, rules: [
    { kind: 'food', severity: 'caution', text: 'No grapefruit or pomelo (they raise simvastatin, atorvastatin and lovastatin levels); the menu leaves them out.', source: LABEL('simvastatin') },
    { kind: 'exercise', severity: 'caution', text: 'Report unexplained muscle pain, tenderness or weakness to your doctor, especially as training increases.', source: LABEL('atorvastatin') }] },
  { key: 'fibrate', name: 'Fibrate', names: ['fenofibrate', 'lipicard', 'tricor', 'gemfibrozil', 'lopid', 'fibrate'], rules: [
    { kind: 'exercise', severity: 'caution', text: 'Report muscle pain or weakness, especially if you also take a statin.', source: LABEL('fenofibrate') }] },
  { key: 'ccb', name: 'Calcium-channel blocker', names: ['amlodipine', 'norvasc', 'amlong', 'stamlo', 'amlopres', 'amlokind', 'nifedipine', 'adalat', 'depin', 'felodipine', 'plendil', 'diltiazem', 'dilzem', 'verapamil', 'calaptin', 'cilnidipine', 'cilacar', 'calcium channel blocker'], excludeFoods: GRAPEFRUIT, rules: [
    { kind: 'food', severity: 'caution', text: 'No grapefruit or pomelo (they raise the level of felodipine, nifedipine and other calcium-channel blockers); the menu leaves them out.', source: LABEL('felodipine') },
    { kind: 'exercise', severity: 'info', text: 'Cool down gradually: blood pressure can drop after exercise (dizziness).', source: BNF('amlodipine') }] },
  { key: 'ace-arb', name: 'ACE inhibitor / ARB', names: ['ace inhibitor', 'enalapril', 'envas', 'ramipril', 'cardace', 'lisinopril', 'listril', 'perindopril', 'coversyl', 'captopril', 'arb', 'telmisartan', 'telma', 'losartan', 'losar', 'repace', 'olmesartan', 'olmezest', 'valsartan', 'diovan', 'candesartan', 'irbesartan', 'sacubitril', 'entresto'], effects: ['no-potassium-topups'], rules: [
    { kind: 'supplement', severity: 'caution', text: 'No potassium supplements or potassium salt substitutes (e.g. LoSalt) unless your doctor advises them: risk of high potassium.', source: BNF('ramipril/losartan') }] },
  { key: 'k-sparing', name: 'Potassium-sparing diuretic', names: ['spironolactone', 'aldactone', 'eplerenone', 'inspra', 'amiloride', 'triamterene', 'potassium sparing'], effects: ['no-potassium-topups'], rules: [
    { kind: 'supplement', severity: 'critical', text: 'No potassium supplements or potassium salt substitutes: with this diuretic they can raise potassium dangerously.', source: LABEL('spironolactone') }] },
  { key: 'loop-diuretic', name: 'Loop diuretic', names: ['furosemide', 'frusemide', 'lasix', 'torsemide', 'torasemide', 'dytor', 'bumetanide', 'loop diuretic'], rules: [
    { kind: 'exercise', severity: 'caution', text: 'Watch for dizziness and cramps in heat or long sessions; ask your doctor how much to drink.', source: BNF('furosemide') }] },
  { key: 'diuretic', name: 'Thiazide diuretic', names: ['diuretic', 'hydrochlorothiazide', 'hctz', 'aquazide', 'chlorthalidone', 'chlortalidone', 'indapamide', 'lorvas', 'natrilix', 'metolazone'], rules: [
    { kind: 'supplement', severity: 'caution', text: 'Avoid high-dose calcium or vitamin D supplements without advice (risk of high calcium).', source: BNF('thiazides') },
    { kind: 'exercise', severity: 'info', text: 'Drink to thirst in hot weather; stop if dizzy or cramping.', source: BNF('thiazides') }] },
  { key: 'beta-blocker', name: 'Beta blocker', names: ['beta blocker', 'metoprolol', 'metolar', 'met xl', 'atenolol', 'aten', 'tenormin', 'propranolol', 'ciplar', 'inderal', 'bisoprolol', 'concor', 'nebivolol', 'nebicard', 'carvedilol', 'cardivas', 'labetalol'], effects: ['heart-rate-blunted'], rules: [
    { kind: 'exercise', severity: 'caution', text: 'Your heart rate stays lower than usual, so heart-rate targets are unreliable; use effort (RPE) and the talk test instead.', source: "ACSM's Guidelines for Exercise Testing and Prescription, 11th ed." }] },
  { key: 'alpha-blocker', name: 'Alpha blocker', names: ['prazosin', 'minipress', 'tamsulosin', 'urimax', 'flomax', 'doxazosin', 'cardura', 'terazosin', 'alfuzosin'], rules: [
    { kind: 'exercise', severity: 'caution', text: 'Stand up slowly after floor exercises and cool down gradually: risk of dizziness or fainting.', source: BNF('doxazosin') }] },
  { key: 'nitrate', name: 'Nitrate', names: ['isosorbide', 'isordil', 'sorbitrate', 'monotrate', 'nitroglycerin', 'glyceryl trinitrate', 'gtn', 'nitrocontin'], rules: [
    alcohol('it deepens the blood-pressure fall nitrates cause', BNF('isosorbide mononitrate')),
    { kind: 'exercise', severity: 'caution', text: 'Carry your GTN spray; stop and rest at the first chest pain.', source: 'AACVPR guidelines for cardiac rehabilitation, 6th ed.' }] },
  { key: 'digoxin', name: 'Digoxin', names: ['digoxin', 'lanoxin'], rules: [
    { kind: 'food', severity: 'caution', text: 'Take digoxin apart from high-bran meals (bran lowers absorption).', source: LABEL('digoxin') },
    { kind: 'supplement', severity: 'caution', text: 'Avoid St John’s wort; low potassium or magnesium raises toxicity.', source: BNF('digoxin') }] },
  { key: 'amiodarone', name: 'Amiodarone', names: ['amiodarone', 'cordarone', 'tachyra'], excludeFoods: GRAPEFRUIT, rules: [
    { kind: 'food', severity: 'caution', text: 'No grapefruit or pomelo (raises amiodarone levels); the menu leaves them out.', source: LABEL('amiodarone') }] },
  { key: 'ssri', name: 'SSRI antidepressant', names: ['ssri', 'sertraline', 'zoloft', 'serta', 'daxid', 'fluoxetine', 'prozac', 'fludac', 'escitalopram', 'lexapro', 'nexito', 'cipralex', 'citalopram', 'celexa', 'paroxetine', 'paxil', 'pexep', 'fluvoxamine', 'luvox'], rules: [
    { kind: 'supplement', severity: 'critical', text: 'Do not add St John’s wort, tryptophan or 5-HTP: with an SSRI they can cause serotonin syndrome.', source: BNF('SSRIs') },
    alcohol('it worsens drowsiness and mood with antidepressants', BNF('SSRIs'))] },
  { key: 'snri', name: 'SNRI antidepressant', names: ['snri', 'venlafaxine', 'effexor', 'veniz', 'duloxetine', 'cymbalta', 'duzela', 'desvenlafaxine', 'pristiq'], rules: [
    { kind: 'supplement', severity: 'critical', text: 'Do not add St John’s wort, tryptophan or 5-HTP (serotonin syndrome).', source: BNF('venlafaxine') },
    alcohol('it worsens drowsiness and liver strain with SNRIs', BNF('duloxetine'))] },
  { key: 'tca', name: 'Tricyclic antidepressant', names: ['amitriptyline', 'tryptomer', 'elavil', 'nortriptyline', 'sensival', 'imipramine', 'clomipramine', 'dosulepin', 'tricyclic'], rules: [
    alcohol('tricyclics and alcohol add up in drowsiness', BNF('amitriptyline')),
    { kind: 'exercise', severity: 'info', text: 'Stand up slowly: tricyclics can drop blood pressure on standing.', source: BNF('amitriptyline') }] },
  { key: 'maoi', name: 'MAO inhibitor', names: ['maoi', 'phenelzine', 'nardil', 'tranylcypromine', 'parnate', 'isocarboxazid', 'selegiline', 'emsam', 'rasagiline', 'moclobemide'], excludeFoods: TYRAMINE_FOODS, excludeTags: ['alcohol'], rules: [
    { kind: 'food', severity: 'critical', text: 'Avoid tyramine-rich foods (aged cheese, cured or fermented meat and fish, soy sauce and fermented soy, tap beer, red wine); these are left out of your menu.', source: LABEL('phenelzine') }] },
  { key: 'linezolid', name: 'Linezolid', names: ['linezolid', 'zyvox', 'linospan'], excludeFoods: TYRAMINE_FOODS, rules: [
    { kind: 'food', severity: 'caution', text: 'Linezolid is a weak MAO inhibitor: tyramine-rich foods are left out while you take it.', source: LABEL('linezolid') }] },
  { key: 'lithium', name: 'Lithium', names: ['lithium', 'licab', 'lithosun', 'priadel'], rules: [
    { kind: 'food', severity: 'critical', text: 'Keep salt and fluid intake steady and avoid dehydration (heat, long sessions, vomiting): changes alter lithium levels.', source: BNF('lithium') },
    { kind: 'exercise', severity: 'caution', text: 'Drink regularly during exercise and in hot weather; stop and seek advice if you get tremor, diarrhoea or confusion.', source: LABEL('lithium') }] },
  { key: 'antipsychotic', name: 'Atypical antipsychotic', names: ['olanzapine', 'oleanz', 'quetiapine', 'seroquel', 'qutipin', 'risperidone', 'risdone', 'clozapine', 'aripiprazole', 'abilify', 'antipsychotic'], rules: [
    { kind: 'exercise', severity: 'caution', text: 'These medicines impair heat regulation: avoid exercising in heat and drink regularly.', source: BNF('antipsychotics') },
    alcohol('it adds to sedation', BNF('antipsychotics'))] },
  { key: 'benzodiazepine', name: 'Benzodiazepine', names: ['alprazolam', 'alprax', 'xanax', 'clonazepam', 'clonotril', 'rivotril', 'lorazepam', 'ativan', 'diazepam', 'valium', 'benzodiazepine'], excludeTags: ['alcohol'], rules: [
    alcohol('benzodiazepines with alcohol can dangerously slow breathing', BNF('benzodiazepines'))] },
  { key: 'z-drug', name: 'Sleeping tablet (Z-drug)', names: ['zolpidem', 'zolfresh', 'ambien', 'zopiclone', 'zopicon', 'eszopiclone'], excludeTags: ['alcohol'], rules: [
    alcohol('it adds to sedation and complex sleep behaviours', LABEL('zolpidem'))] },
  { key: 'aed-inducer', name: 'Enzyme-inducing antiepileptic', names: ['carbamazepine', 'tegretol', 'phenytoin', 'eptoin', 'dilantin', 'phenobarbital', 'phenobarbitone', 'oxcarbazepine', 'oxetol', 'antiepileptic'], excludeFoods: GRAPEFRUIT, rules: [
    { kind: 'supplement', severity: 'caution', text: 'Long-term use lowers vitamin D and bone density: ask about calcium and vitamin D, and folate if you could become pregnant.', source: BNF('carbamazepine/phenytoin') },
    { kind: 'food', severity: 'caution', text: 'No grapefruit or pomelo (raises carbamazepine levels).', source: LABEL('carbamazepine') }] },
  { key: 'valproate', name: 'Valproate', names: ['valproate', 'valproic', 'valparin', 'depakote', 'encorate', 'epilim'], rules: [
    alcohol('it adds to liver strain and sedation', BNF('valproate')),
    { kind: 'supplement', severity: 'caution', text: 'Valproate harms an unborn baby: if you could become pregnant, talk to your doctor about contraception and folic acid.', source: 'MHRA 2018 valproate pregnancy prevention programme' }] },
  { key: 'gabapentinoid', name: 'Gabapentinoid / other antiepileptic', names: ['gabapentin', 'gabapin', 'pregabalin', 'lyrica', 'pregabid', 'pregalin', 'levetiracetam', 'levera', 'keppra', 'lamotrigine', 'lamictal', 'lamitor', 'topiramate', 'topamac'], rules: [
    minerals('gabapentin', 'at least 2 hours', LABEL('gabapentin')),
    alcohol('it adds to dizziness and drowsiness', BNF('pregabalin'))] },
  { key: 'levothyroxine', name: 'Thyroid hormone', names: ['levothyroxine', 'thyroxine', 'eltroxin', 'synthroid', 'thyronorm', 'thyrox', 'liothyronine'], effects: ['separate-minerals'], rules: [
    { kind: 'supplement', severity: 'caution', text: 'Take levothyroxine on an empty stomach, 30–60 min before breakfast; keep calcium, iron and soy supplements at least 4 hours away from it.', source: LABEL('levothyroxine') },
    { kind: 'food', severity: 'info', text: 'Soy foods, high-fibre meals and coffee reduce absorption: keep them away from your dose and take it the same way every day.', source: LABEL('levothyroxine') }] },
  { key: 'antithyroid', name: 'Antithyroid drug', names: ['carbimazole', 'neo-mercazole', 'methimazole', 'thiamazole', 'propylthiouracil', 'ptu'], rules: [
    { kind: 'supplement', severity: 'caution', text: 'Avoid kelp and iodine supplements: they work against antithyroid treatment.', source: BNF('carbimazole') }] },
  { key: 'metformin', name: 'Metformin', names: ['metformin', 'glucophage', 'glycomet', 'obimet', 'gluconorm'], rules: [
    { kind: 'supplement', severity: 'info', text: 'Long-term metformin can lower vitamin B12; ask for a B12 test once a year.', source: 'ADA Standards of Care in Diabetes 2024, section 9' },
    alcohol('heavy drinking with metformin risks lactic acidosis', LABEL('metformin'))] },
  { key: 'sulfonylurea', name: 'Sulfonylurea', names: ['sulfonylurea', 'sulphonylurea', 'glimepiride', 'amaryl', 'glimestar', 'glipizide', 'glynase', 'gliclazide', 'diamicron', 'glizid', 'glibenclamide', 'glyburide', 'daonil', 'tolbutamide'], effects: ['hypoglycaemia'], rules: [
    { kind: 'exercise', severity: 'caution', text: 'Risk of hypoglycaemia with exercise and lower food intake: check glucose and carry fast-acting carbohydrate.', source: 'ADA Standards of Care in Diabetes 2024, section 5' }] },
  { key: 'insulin', name: 'Insulin', names: ['insulin', 'lantus', 'basalog', 'novorapid', 'humalog', 'humulin', 'mixtard', 'huminsulin', 'glargine', 'detemir', 'degludec', 'aspart', 'lispro', 'tresiba', 'toujeo', 'ryzodeg'], effects: ['hypoglycaemia', 'keto-conflict'], rules: [
    { kind: 'exercise', severity: 'caution', text: 'Exercise can cause hypoglycaemia during and up to 24 h after training; check glucose, carry fast-acting carbohydrate, and ask your team about dose changes.', source: 'ADA/EASD consensus on exercise and diabetes (Colberg et al., Diabetes Care 2016)' }] },
  { key: 'sglt2', name: 'SGLT2 inhibitor', names: ['sglt2', 'sglt', 'empagliflozin', 'jardiance', 'dapagliflozin', 'farxiga', 'forxiga', 'dapaglyn', 'canagliflozin', 'invokana', 'remogliflozin', 'gliflozin'], effects: ['keto-conflict'], rules: [
    { kind: 'exercise', severity: 'info', text: 'Drink enough fluid, especially when training in the heat.', source: LABEL('empagliflozin') }] },
  { key: 'glp1', name: 'GLP-1 / GIP agonist', names: ['glp-1', 'glp1', 'semaglutide', 'ozempic', 'wegovy', 'rybelsus', 'liraglutide', 'victoza', 'saxenda', 'dulaglutide', 'trulicity', 'tirzepatide', 'mounjaro', 'zepbound', 'glutide'], rules: [
    { kind: 'food', severity: 'caution', text: 'Appetite may be low: prioritise the protein in each meal and eat slowly to limit nausea; keep strength training to protect muscle.', source: 'ADA Standards of Care in Diabetes 2024, section 8' }] },
  { key: 'dpp4', name: 'DPP-4 inhibitor', names: ['sitagliptin', 'januvia', 'istavel', 'vildagliptin', 'galvus', 'teneligliptin', 'teneza', 'tenepride', 'linagliptin', 'trajenta', 'saxagliptin', 'gliptin'], rules: [
    { kind: 'exercise', severity: 'info', text: 'On its own a DPP-4 inhibitor rarely causes hypoglycaemia; with a sulfonylurea or insulin check glucose around exercise.', source: LABEL('sitagliptin') }] },
  { key: 'pioglitazone', name: 'Pioglitazone', names: ['pioglitazone', 'pioz', 'actos'], rules: [
    { kind: 'food', severity: 'info', text: 'Report ankle swelling or sudden weight gain (fluid retention).', source: LABEL('pioglitazone') }] },
  { key: 'ppi', name: 'Proton-pump inhibitor', names: ['omeprazole', 'omez', 'prilosec', 'pantoprazole', 'pan 40', 'pantocid', 'esomeprazole', 'nexium', 'nexpro', 'rabeprazole', 'razo', 'rablet', 'lansoprazole', 'ppi'], rules: [
    { kind: 'supplement', severity: 'info', text: 'Long-term use lowers vitamin B12, magnesium and iron absorption; if you take calcium, calcium citrate is absorbed better.', source: 'FDA 2011 PPI hypomagnesaemia communication; BNF omeprazole' }] },
  { key: 'h2-blocker', name: 'H2 blocker / antacid', names: ['famotidine', 'famocid', 'pepcid', 'ranitidine', 'rantac', 'aciloc', 'antacid', 'digene', 'gelusil'], rules: [
    minerals('other medicines', '2 hours', BNF('antacids'))] },
  { key: 'steroid', name: 'Corticosteroid', names: ['corticosteroid', 'steroid', 'prednisolone', 'prednisone', 'wysolone', 'omnacortil', 'methylprednisolone', 'medrol', 'dexamethasone', 'decadron', 'deflazacort', 'defcort', 'hydrocortisone'], rules: [
    { kind: 'food', severity: 'caution', text: 'Steroids raise blood glucose, sodium retention and bone loss: keep salt moderate, keep up strength training, and discuss calcium and vitamin D with your doctor.', source: 'ACR 2022 glucocorticoid-induced osteoporosis guideline; BNF prednisolone' }] },
  { key: 'bisphosphonate', name: 'Bisphosphonate', names: ['alendronate', 'alendronic', 'fosamax', 'osteofos', 'risedronate', 'actonel', 'ibandronate', 'bonviva', 'bisphosphonate'], effects: ['separate-minerals'], rules: [
    { kind: 'supplement', severity: 'caution', text: 'Take it with plain water on an empty stomach, stay upright, and wait at least 30 minutes (60 for ibandronate) before food, drinks or other medicines; take calcium later in the day.', source: LABEL('alendronate') }] },
  { key: 'tetracycline', name: 'Tetracycline antibiotic', names: ['doxycycline', 'doxy-1', 'doxt', 'vibramycin', 'minocycline', 'tetracycline'], effects: ['separate-minerals'], rules: [
    minerals('the tetracycline', '2–3 hours', LABEL('doxycycline'))] },
  { key: 'quinolone', name: 'Quinolone antibiotic', names: ['ciprofloxacin', 'ciplox', 'cipro', 'levofloxacin', 'levoflox', 'levaquin', 'ofloxacin', 'zenflox', 'oflox', 'moxifloxacin', 'norfloxacin', 'norflox', 'quinolone'], effects: ['separate-minerals'], rules: [
    minerals('the quinolone', '2 hours before or 6 hours after', LABEL('ciprofloxacin')),
    { kind: 'exercise', severity: 'caution', text: 'Quinolones can damage tendons: avoid heavy, explosive or jumping work during and for a few weeks after the course; stop at heel or tendon pain.', source: 'MHRA 2019 fluoroquinolone safety update' }] },
  { key: 'metronidazole', name: 'Metronidazole / tinidazole', names: ['metronidazole', 'flagyl', 'metrogyl', 'tinidazole', 'tiniba'], excludeTags: ['alcohol'], rules: [
    alcohol('with metronidazole it causes flushing, vomiting and palpitations (also alcohol used in cooking), during and for 48 hours after the course', LABEL('metronidazole'))] },
  { key: 'disulfiram', name: 'Disulfiram', names: ['disulfiram', 'antabuse', 'esperal'], excludeTags: ['alcohol'], rules: [
    alcohol('with disulfiram even a little (wine or beer in cooking, some sauces, tonics and mouthwashes) causes flushing, vomiting, palpitations and a fall in blood pressure, while you take it and for 2 weeks after stopping', LABEL('disulfiram'))] },
  { key: 'contraceptive', name: 'Hormonal contraceptive', names: ['contraceptive', 'ethinylestradiol', 'ethinyl estradiol', 'levonorgestrel', 'ovral', 'loette', 'yasmin', 'diane-35', 'novelon', 'mala-d', 'desogestrel', 'drospirenone'], rules: [
    { kind: 'supplement', severity: 'caution', text: 'St John’s wort makes hormonal contraception fail.', source: 'FSRH 2022 drug interactions with hormonal contraception' }] },
  { key: 'hrt', name: 'Hormone replacement therapy', names: ['hrt', 'estradiol', 'progynova', 'premarin', 'conjugated estrogen', 'tibolone', 'livial'], rules: [
    { kind: 'supplement', severity: 'info', text: 'St John’s wort lowers oestrogen levels; ask before adding herbal supplements.', source: BNF('estradiol') }] },
  { key: 'nsaid', name: 'NSAID', names: ['nsaid', 'ibuprofen', 'brufen', 'combiflam', 'advil', 'diclofenac', 'voveran', 'voltaren', 'naproxen', 'naprosyn', 'aceclofenac', 'zerodol', 'hifenac', 'etoricoxib', 'etoshine', 'arcoxia', 'celecoxib', 'celebrex'], rules: [
    alcohol('with NSAIDs it raises the risk of stomach bleeding', BNF('NSAIDs')),
    { kind: 'exercise', severity: 'caution', text: 'Do not take NSAIDs to train through pain, and drink enough on long sessions: NSAIDs with dehydration strain the kidneys.', source: BNF('NSAIDs') }] },
  { key: 'paracetamol', name: 'Paracetamol', names: ['paracetamol', 'acetaminophen', 'crocin', 'dolo', 'calpol', 'tylenol', 'panadol'], rules: [
    alcohol('regular drinking with paracetamol strains the liver', BNF('paracetamol'))] },
  { key: 'opioid', name: 'Opioid', names: ['tramadol', 'ultracet', 'tramazac', 'codeine', 'morphine', 'oxycodone', 'tapentadol', 'tapal', 'fentanyl', 'buprenorphine', 'opioid'], excludeTags: ['alcohol'], rules: [
    alcohol('opioids with alcohol can stop breathing', BNF('opioids')),
    { kind: 'food', severity: 'info', text: 'Opioids cause constipation: the plan’s fibre and water targets help.', source: BNF('opioids') }] },
  { key: 'xanthine-oxidase', name: 'Urate-lowering drug', names: ['allopurinol', 'zyloric', 'febuxostat', 'febutaz', 'uloric'], rules: [
    { kind: 'food', severity: 'info', text: 'Drink at least 2 litres a day and keep alcohol and organ meats low.', source: 'ACR 2020 gout guideline' }] },
  { key: 'colchicine', name: 'Colchicine', names: ['colchicine', 'zycolchin', 'colcrys'], excludeFoods: GRAPEFRUIT, rules: [
    { kind: 'food', severity: 'caution', text: 'No grapefruit or pomelo (raises colchicine to toxic levels); the menu leaves them out.', source: LABEL('colchicine') }] },
  { key: 'methotrexate', name: 'Methotrexate', names: ['methotrexate', 'folitrax', 'imutrex', 'mtx'], excludeTags: ['alcohol'], rules: [
    alcohol('methotrexate and alcohol both harm the liver', 'BSR 2017 DMARD guideline'),
    { kind: 'supplement', severity: 'caution', text: 'Take folic acid only as prescribed (usually not on the methotrexate day).', source: 'BSR 2017 DMARD guideline' }] },
  { key: 'calcineurin', name: 'Calcineurin inhibitor', names: ['tacrolimus', 'pangraf', 'prograf', 'cyclosporine', 'ciclosporin', 'neoral', 'sandimmun'], excludeFoods: GRAPEFRUIT, effects: ['no-potassium-topups'], rules: [
    { kind: 'food', severity: 'critical', text: 'No grapefruit or pomelo, no potassium supplements or salt substitutes, and no raw or unpasteurised foods (infection risk).', source: LABEL('tacrolimus') }] },
  { key: 'pde5', name: 'PDE-5 inhibitor', names: ['sildenafil', 'viagra', 'manforce', 'penegra', 'tadalafil', 'cialis', 'tadacip', 'megalis', 'vardenafil'], excludeFoods: GRAPEFRUIT, rules: [
    { kind: 'food', severity: 'caution', text: 'No grapefruit (raises levels); never combine with nitrates; limit alcohol (blood pressure falls).', source: LABEL('sildenafil') }] },
  { key: 'isotretinoin', name: 'Isotretinoin', names: ['isotretinoin', 'isotroin', 'accutane', 'sotret'], rules: [
    { kind: 'supplement', severity: 'critical', text: 'No vitamin A supplements or liver (vitamin A toxicity); isotretinoin must not be taken in pregnancy.', source: LABEL('isotretinoin') }] },
  { key: 'theophylline', name: 'Theophylline', names: ['theophylline', 'deriphyllin', 'aminophylline', 'doxofylline', 'doxobid'], rules: [
    { kind: 'food', severity: 'caution', text: 'Keep caffeine low and steady (coffee, tea, energy drinks add to side effects).', source: BNF('theophylline') }] },
  { key: 'orlistat', name: 'Orlistat', names: ['orlistat', 'xenical', 'alli', 'obelit'], rules: [
    { kind: 'supplement', severity: 'caution', text: 'Take a multivitamin (A, D, E, K) at least 2 hours apart from orlistat, e.g. at bedtime.', source: LABEL('orlistat') }] },
];

/** Family suffixes that name a class even for generics the table does not list. */
const SUFFIXES: [RegExp, string][] = [
  [/\w+pril\b|\w+sartan\b/, 'ace-arb'],
  [/\w+olol\b/, 'beta-blocker'],
  [/\w+statin\b/, 'statin'],
  [/\w+gliflozin\b/, 'sglt2'],
  [/\w+glutide\b/, 'glp1'],
  [/\w+gliptin\b/, 'dpp4'],
  [/\w+floxacin\b/, 'quinolone'],
  [/\w+prazole\b/, 'ppi'],
  [/\w+dipine\b/, 'ccb'],
];
/** Drugs that share a family suffix but not the family (nystatin is an antifungal, cilastatin an antibiotic aid). */
const NOT_THE_FAMILY = /\b(?:nystatin|cilastatin|pentostatin|somatostatin)\b/g;

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
const MATCHERS: [DrugClass, RegExp][] = DRUG_CLASSES.map((c) => [
  c,
  new RegExp(`(?:^|[^a-z0-9])(?:${c.names.map(escape).join('|')})(?![a-z])`),
]);
const BY_KEY = new Map(DRUG_CLASSES.map((c) => [c.key, c]));

/** The drug classes one free-text medication line names ("Telma 40", "metformin 500mg bd"). */
export function matchMedication(line: string): DrugClass[] {
  const text = line.toLowerCase();
  const out = MATCHERS.filter(([, re]) => re.test(text)).map(([c]) => c);
  const generic = text.replace(NOT_THE_FAMILY, '');
  for (const [re, key] of SUFFIXES) {
    const c = BY_KEY.get(key);
    if (c && re.test(generic) && !out.includes(c)) out.push(c);
  }
  return out;
}

export function drugClass(key: string): DrugClass | undefined {
  return BY_KEY.get(key);
}
