import { describe, expect, it } from 'vitest';
import { MEDICAL_CONDITIONS } from '../options';
import { CONDITION_CATEGORIES, CONDITIONS, ENGINE_CONDITION_KEYS, conditionById } from './conditions';
import { DRUG_CLASSES, ENGINE_MEDICINE_KEYS, MEDICINES, drugClassById, engineKeysOf } from './medicines';
import { matchConditions, matchMedicines, splitEntries } from './match';
import { QUALIFIER_KINDS } from './qualifiers';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** WHO ICD-10: a letter, two digits, optionally a dot and one digit (no ICD-10-CM fifth characters). */
const ICD10 = /^[A-Z]\d{2}(?:\.\d)?$/;
/** SNOMED CT concept id, short format: 6–18 digits, partition identifier 00 (a concept) before the check digit. */
const SNOMED = /^[1-9]\d{2,14}00\d$/;

describe('condition catalogue', () => {
  it('has unique kebab-case ids, known categories, qualifiers and engine keys, and links to existing entries', () => {
    const ids = CONDITIONS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of CONDITIONS) {
      expect(c.id, c.id).toMatch(KEBAB);
      expect(CONDITION_CATEGORIES, c.id).toContain(c.category);
      for (const q of c.qualifiers) expect(QUALIFIER_KINDS, c.id).toContain(q);
      for (const k of c.engineKeys) expect(ENGINE_CONDITION_KEYS, c.id).toContain(k);
      for (const link of [c.broader, ...(c.implies ?? [])].filter(Boolean))
        expect(conditionById(link!), `${c.id} → ${link}`).toBeDefined();
      expect(c.synonyms.length, c.id).toBeGreaterThan(0);
    }
    expect(CONDITIONS.length).toBeGreaterThanOrEqual(80);
  });

  it('carries codes of a valid shape: WHO ICD-10 and SNOMED CT concept ids', () => {
    for (const c of CONDITIONS) {
      for (const code of c.icd10 ?? []) expect(code, c.id).toMatch(ICD10);
      if (c.snomed) expect(c.snomed, c.id).toMatch(SNOMED);
    }
    const snomed = CONDITIONS.flatMap((c) => (c.snomed ? [c.snomed] : []));
    expect(new Set(snomed).size).toBe(snomed.length);
  });

  it('the shape checks refuse ICD-10-CM and malformed codes', () => {
    for (const bad of ['O24.419', 'N18.31', 'E11.9X', 'e11', 'E1', '11.9']) expect(bad).not.toMatch(ICD10);
    for (const bad of ['123', '73211019', '0123456009']) expect(bad).not.toMatch(SNOMED);
  });

  it('every synonym and name reads as its own entry and only that entry', () => {
    const wrong: string[] = [];
    for (const c of CONDITIONS) {
      const texts = [...c.synonyms, ...(splitEntries(c.name).length === 1 ? [c.name] : [])];
      for (const text of texts) {
        const r = matchConditions(text);
        const ids = r.matched.map((m) => m.entryId);
        if (ids.length !== 1 || ids[0] !== c.id || r.unmatched.length > 0)
          wrong.push(`${c.id}: "${text}" → ${ids.join(', ') || r.unmatched.join(' | ')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the profile preset conditions all match an entry the engine tailors for', () => {
    for (const preset of MEDICAL_CONDITIONS) {
      const [m] = matchConditions(preset).matched;
      expect(m, preset).toBeDefined();
      expect(conditionById(m!.entryId)!.engineKeys.length, preset).toBeGreaterThan(0);
    }
  });
});

describe('medicine catalogue', () => {
  it('has unique kebab-case ids, existing classes and every engine interaction key covered', () => {
    const ids = MEDICINES.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const m of MEDICINES) {
      expect(m.id, m.id).toMatch(KEBAB);
      expect(m.classIds.length, m.id).toBeGreaterThan(0);
      for (const k of m.classIds) expect(drugClassById(k), `${m.id} → ${k}`).toBeDefined();
    }
    const covered = new Set(MEDICINES.flatMap((m) => engineKeysOf(m.id)));
    for (const key of ENGINE_MEDICINE_KEYS) expect(covered, key).toContain(key);
    for (const k of DRUG_CLASSES) if (k.engineKey) expect(ENGINE_MEDICINE_KEYS).toContain(k.engineKey);
    expect(MEDICINES.filter((m) => m.kind === 'supplement').length).toBeGreaterThanOrEqual(40);
  });

  it('every generic, brand and spelling reads as its own entry and only that entry', () => {
    const wrong: string[] = [];
    for (const m of MEDICINES) {
      for (const text of [m.name, ...m.brands, ...m.synonyms].filter((t) => splitEntries(t).length === 1)) {
        const r = matchMedicines(text);
        const ids = r.matched.map((x) => x.entryId);
        if (ids.length !== 1 || ids[0] !== m.id || r.unmatched.length > 0)
          wrong.push(`${m.id}: "${text}" → ${ids.join(', ') || r.unmatched.join(' | ')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('combination brands carry the classes of each generic they contain', () => {
    const telmaH = MEDICINES.find((m) => m.id === 'telmisartan-hctz')!;
    expect([...telmaH.classIds].sort()).toEqual(['arb', 'thiazide']);
    expect(engineKeysOf('telmisartan-hctz').sort()).toEqual(['ace-arb', 'diuretic']);
  });
});
