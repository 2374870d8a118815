import { describe, expect, it } from 'vitest';
import { matchConditions, matchMedicines, searchCatalogue } from './match';
import { CONDITION_TABLE, MEDICINE_TABLE, printScore } from './match-table';

const conditionIds = (text: string): string[] =>
  matchConditions(text)
    .matched.map((m) => m.entryId)
    .sort();
const medicineIds = (text: string): string[] =>
  matchMedicines(text)
    .matched.map((m) => m.entryId)
    .sort();

function score(table: readonly (readonly [string, readonly string[]])[], read: (t: string) => string[]) {
  const misses = table.filter(([text, want]) => read(text).join() !== [...want].sort().join());
  return {
    rate: 1 - misses.length / table.length,
    misses: misses.map(([t, w]) => `${t} → ${read(t).join(', ')} (want ${w.join(', ')})`),
  };
}

describe('realistic typed inputs (tuning table)', () => {
  it(`conditions: ${CONDITION_TABLE.length} lines read as the expected entries`, () => {
    const { rate, misses } = score(CONDITION_TABLE, conditionIds);
    printScore(`tuning table, conditions: ${(rate * 100).toFixed(1)} % of ${CONDITION_TABLE.length}`);
    expect(misses).toEqual([]);
  });
  it(`medicines: ${MEDICINE_TABLE.length} lines (brands, doses, supplements) read as the expected entries`, () => {
    const { rate, misses } = score(MEDICINE_TABLE, medicineIds);
    printScore(`tuning table, medicines: ${(rate * 100).toFixed(1)} % of ${MEDICINE_TABLE.length}`);
    expect(misses).toEqual([]);
  });
});

describe('negation, family history and past history', () => {
  it.each([
    ['no diabetes', 'diabetes'],
    ['Not diabetic', 'diabetes'],
    ['TB ruled out', 'tuberculosis'],
    ['sugar normal', 'diabetes'],
    ['thyroid normal', 'thyroid-disorder'],
    ['denies asthma', 'asthma'],
    ['sugar nahi hai', 'diabetes'],
  ])('"%s" does not match %s and says it was stated absent', (text, id) => {
    const r = matchConditions(text);
    expect(r.matched.map((m) => m.entryId)).not.toContain(id);
    expect(r.negated.map((n) => n.entryId)).toContain(id);
  });

  it('a negation carries over "or" but not "and"', () => {
    expect(matchConditions('no diabetes or hypertension').negated.map((n) => n.entryId)).toEqual([
      'diabetes',
      'hypertension',
    ]);
    expect(conditionIds('no diabetes and hypertension')).toEqual(['hypertension']);
  });

  it('family history is its own entry naming the relative’s condition, never the member’s', () => {
    for (const text of [
      'family history of diabetes',
      'FH of diabetes',
      'father diabetic',
      'diabetes runs in family',
      'Mother: type 2 diabetes',
    ]) {
      const r = matchConditions(text);
      expect(
        r.matched.map((m) => m.entryId),
        text,
      ).toEqual(['family-history']);
      expect(r.matched[0]!.relativeCondition, text).toMatch(/diabetes/);
    }
    expect(matchConditions('family history').matched.map((m) => m.entryId)).toEqual(['family-history']);
  });

  it('"mother" as the member (new, nursing, formula-feeding mother) is not a relative', () => {
    expect(conditionIds('new mother with thyroid')).toEqual(['postpartum', 'thyroid-disorder']);
    expect(conditionIds('formula feeding mother')).toEqual(['postpartum-formula-feeding']);
  });

  it('past history and doubt are flagged, not dropped', () => {
    expect(matchConditions('history of gestational diabetes').matched[0]).toMatchObject({
      entryId: 'gestational-diabetes',
      history: true,
    });
    expect(matchConditions('h/o TB 2015').matched[0]).toMatchObject({
      entryId: 'tuberculosis',
      history: true,
    });
    expect(matchConditions('suspected PCOS').matched[0]).toMatchObject({ entryId: 'pcos', uncertain: true });
    expect(matchConditions('?thyroid').matched[0]).toMatchObject({
      entryId: 'thyroid-disorder',
      uncertain: true,
    });
    expect(matchMedicines('stopped metformin last year').matched[0]).toMatchObject({
      entryId: 'metformin',
      history: true,
    });
  });

  it('"none" lines are ignored, not unmatched', () => {
    for (const t of ['none', 'Nil', 'NA', 'no medical conditions', '-'])
      expect(matchConditions(t), t).toMatchObject({ matched: [], unmatched: [] });
    expect(matchMedicines('no medicines').ignored).toEqual(['no medicines']);
  });
});

describe('short words are exact or nothing', () => {
  it('"BP" is hypertension and never bipolar; "ID", "HB", "PC" match nothing', () => {
    expect(conditionIds('BP')).toEqual(['hypertension']);
    expect(conditionIds('bpd')).toEqual([]);
    for (const t of ['ID', 'HB', 'PC', 'ab', 'xyz']) {
      const r = matchConditions(t);
      expect(r.matched, t).toEqual([]);
      expect(r.unmatched, t).toEqual([t]);
    }
  });
  it('typos are read only in words of five letters or more', () => {
    expect(conditionIds('astma')).toEqual(['asthma']);
    expect(conditionIds('got')).toEqual([]);
    expect(conditionIds('goat')).toEqual([]);
    expect(medicineIds('rosuvastatn 10')).toEqual(['rosuvastatin']);
    expect(matchMedicines('rosuvastatn 10').matched[0]!.fuzzy).toBe(true);
  });
});

describe('safety regressions found by the held-out table', () => {
  it('a common word one typo from a joined short phrase is not read ("lower" is not "low EF")', () => {
    expect(conditionIds('lower back ache')).toEqual(['back-pain']);
  });
  it('formula or bottle feeding is never read as breastfeeding, whatever the longest phrase', () => {
    expect(conditionIds('bottle feeding my baby')).toEqual(['postpartum-formula-feeding']);
    expect(conditionIds('stopped breastfeeding, formula now')).toEqual(['postpartum-formula-feeding']);
  });
});

describe('qualifiers', () => {
  const q = (text: string, id: string) =>
    matchConditions(text, { now: new Date('2025-06-15T00:00:00Z') }).matched.find((m) => m.entryId === id)
      ?.qualifiers;
  it('CKD stage, eGFR and dialysis', () => {
    expect(q('CKD stage 3b', 'chronic-kidney-disease')).toEqual({ ckdStage: '3b' });
    expect(q('CKD IV, eGFR 22', 'chronic-kidney-disease')).toEqual({ ckdStage: '4', egfr: 22 });
    expect(q('ESRD on haemodialysis', 'dialysis')).toEqual({ dialysisType: 'haemodialysis' });
  });
  it('pregnancy weeks, months and trimesters (ACOG boundaries)', () => {
    expect(q('28 weeks pregnant', 'pregnancy')).toEqual({ gestationWeeks: 28, trimester: 3 });
    expect(q('pregnant 13 weeks', 'pregnancy')).toEqual({ gestationWeeks: 13, trimester: 1 });
    expect(q('5 months pregnant with twins', 'pregnancy')).toEqual({ trimester: 2, multiple: true });
    expect(q('gestational diabetes third trimester', 'gestational-diabetes')).toMatchObject({ trimester: 3 });
  });
  it('feeding mode and the baby’s age after birth', () => {
    expect(q('mixed feeding, baby 3 months', 'breastfeeding')).toMatchObject({ feedingMode: 'mixed' });
    expect(q('exclusively breastfeeding 6 month old baby', 'breastfeeding')).toEqual({
      feedingMode: 'breastfeeding',
      babyAgeMonths: 6,
    });
    expect(q('postpartum, bottle feeding', 'postpartum')).toBeUndefined();
    expect(conditionIds('postpartum, bottle feeding')).toEqual(['postpartum-formula-feeding']);
  });
  it('stricture, activity, dates and "ago" resolved against the given clock', () => {
    expect(q("Crohn's without stricture, in remission", 'crohns-disease')).toMatchObject({
      stricture: false,
      activity: 'remission',
    });
    expect(q('bariatric surgery 2024-03 (sleeve)', 'bariatric-surgery')).toEqual({
      date: '2024-03',
      procedure: 'sleeve',
    });
    expect(q('ACL reconstruction 6 weeks ago', 'acl-reconstruction')).toEqual({
      ago: { amount: 6, unit: 'week' },
      date: '2025-05-04',
    });
    expect(q('MI 12/03/2021', 'myocardial-infarction')).toMatchObject({ date: '2021-03-12' });
  });
  it('a line that only qualifies joins the line before it', () => {
    expect(q('heart failure, EF 30%', 'heart-failure')).toEqual({ ejectionFraction: 30 });
    expect(matchConditions('heart failure, EF 30%').unmatched).toEqual([]);
    expect(matchConditions('kidney stones, eGFR 95').unmatched).toEqual(['eGFR 95']);
  });
  it('stone types stay with the stone', () => {
    expect(conditionIds('uric acid kidney stones')).toEqual(['kidney-stones']);
    expect(q('uric acid kidney stones', 'kidney-stones')).toEqual({ stoneType: 'uric-acid' });
  });
});

describe('unmatched text is returned, never dropped', () => {
  it('unknown lines and unknown words beside a match are quoted back as typed', () => {
    expect(matchConditions('Behçet disease').unmatched).toEqual(['Behçet disease']);
    const r = matchConditions('diabetes with gastroparesis and Sjögren’s');
    expect(r.matched.map((m) => m.entryId).sort()).toEqual(['diabetes', 'gastroparesis']);
    expect(r.unmatched).toEqual(['Sjögren’s']);
    expect(matchMedicines('Telma 40, some desi powder').unmatched).toEqual(['some desi powder']);
  });
  it('doses and schedules are read and never reported as unmatched', () => {
    const [m] = matchMedicines('Glycomet GP 2 1-0-1 after food').matched;
    expect(m).toMatchObject({
      entryId: 'glimepiride-metformin',
      frequency: '1-0-1',
      classIds: ['sulfonylurea', 'biguanide'],
    });
    expect(matchMedicines('metformin 500 mg BD').matched[0]).toMatchObject({
      dose: '500 mg',
      frequency: 'BD',
    });
    expect(matchMedicines('Thyronorm 50mcg empty stomach').unmatched).toEqual([]);
  });
});

describe('searchCatalogue (picker)', () => {
  it('ranks exact and synonym hits first, then prefixes, then typos', () => {
    expect(searchCatalogue('bp')[0]!.entryId).toBe('hypertension');
    expect(searchCatalogue('coeliac')[0]!.entryId).toBe('coeliac-disease');
    expect(searchCatalogue('metfor', { catalogue: 'medicines' })[0]!.entryId).toBe('metformin');
    expect(searchCatalogue('glycomet', { catalogue: 'medicines' }).map((h) => h.entryId)).toContain(
      'glimepiride-metformin',
    );
    expect(searchCatalogue('hypothyrodism')[0]!.entryId).toBe('hypothyroidism');
    expect(searchCatalogue('   ')).toEqual([]);
  });
  it('"BP" suggests bipolar only as a word prefix, never through a typo', () => {
    const hits = searchCatalogue('bp', { limit: 50 });
    expect(hits.every((h) => h.score <= 4)).toBe(true);
  });
});
