import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ANALYTES } from './analytes';
import { generateReport, LAYOUT_KINDS, OCR_KINDS, TEXT_KINDS } from './generate';

/** The generator itself, without any extraction: deterministic, and its ground truth is what the page prints. */
describe('lab report generator', () => {
  it('covers every analyte of the catalogue it knows with at least one label in English', () => {
    expect(ANALYTES.every((a) => (a.labels.en?.length ?? 0) > 0)).toBe(true);
    expect(LAYOUT_KINDS).toEqual([...TEXT_KINDS, ...OCR_KINDS]);
  });

  it('makes the same document from the same seed, and another from another seed', async () => {
    for (const kind of ['cumulative-newest-last', 'coloured-rows'] as const) {
      const [a, b, c] = await Promise.all([
        generateReport(kind, 7),
        generateReport(kind, 7),
        generateReport(kind, 8),
      ]);
      expect(a.bytes.equals(b.bytes)).toBe(true);
      expect(a.truth).toEqual(b.truth);
      expect(a.bytes.equals(c.bytes)).toBe(false);
    }
  });

  it.each(TEXT_KINDS)('%s: a text PDF printing every current value of its ground truth', async (kind) => {
    for (const seed of [1, 2, 3]) {
      const doc = await generateReport(kind, seed);
      const pdf = doc.bytes.toString('latin1');
      expect(doc.mimeType).toBe('application/pdf');
      expect(doc.truth.length).toBeGreaterThan(3);
      expect(new Set(doc.truth.map((t) => t.code)).size).toBe(doc.truth.length);
      for (const t of doc.truth) {
        expect(pdf, `${kind} seed ${seed}: ${t.code}`).toContain(t.text);
        expect(t.canonical).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('prints values in each convention: decimal commas, French and SI units, Indian grouping, lakhs', async () => {
    const french = (await Promise.all([1, 2, 3, 4].map((s) => generateReport('french-units', s)))).flatMap(
      (d) => d.truth,
    );
    expect(french.every((t) => !/\d\.\d/.test(t.text))).toBe(true);
    for (const t of french.filter((x) => x.code === 'GLU_FASTING')) {
      expect(t.unit).toBe('g/L');
      expect(t.canonical).toBeCloseTo(t.value * 100, 6);
    }
    const indian = (
      await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((s) => generateReport('indian', s)))
    ).flatMap((d) => d.truth);
    const platelets = indian.filter((t) => t.code === 'PLT');
    expect(new Set(platelets.map((t) => t.unit))).toEqual(new Set(['lakhs/cumm', '/cumm']));
    for (const t of platelets.filter((p) => p.unit === '/cumm' && p.value >= 100_000))
      expect(t.text).toMatch(/^\d{1,2},\d{2},\d{3}$/);
    for (const t of indian.filter((x) => x.code === 'WBC')) {
      expect(t.unit).toBe('cells/cumm');
      if (t.value >= 1000) expect(t.text).toMatch(/^\d{1,2},\d{3}$/);
    }
    const si = (await generateReport('si-units', 3)).truth;
    expect(
      si.some((t) => ['mmol/L', 'µmol/L', 'g/L', '10^9/L', 'pmol/L', 'nmol/L'].includes(t.unit ?? '')),
    ).toBe(true);
  });

  it('keeps earlier columns of cumulative reports out of the results, with their dates', async () => {
    for (const kind of ['cumulative-newest-first', 'cumulative-newest-last'] as const) {
      const doc = await generateReport(kind, 4);
      const columns = doc.style.dates.length - 1;
      expect(columns).toBeGreaterThanOrEqual(1);
      expect(doc.history).toHaveLength(doc.truth.length * columns);
      expect(new Set(doc.history.map((h) => h.date))).toEqual(new Set(doc.style.dates.slice(1)));
    }
  });

  it('flags values outside the printed range H or L, and only those', async () => {
    const docs = await Promise.all([1, 2, 3, 4, 5, 6].map((s) => generateReport('basic', s)));
    const all = docs.flatMap((d) => d.truth);
    expect(all.some((t) => t.flag === 'H')).toBe(true);
    expect(all.some((t) => t.flag === null)).toBe(true);
  });

  it('spreads multi-page reports over pages and writes multi-page TIFFs', async () => {
    expect((await generateReport('multi-page', 1)).pages).toBeGreaterThanOrEqual(2);
    const tiff = await generateReport('tiff-multipage', 1);
    expect(tiff.mimeType).toBe('image/tiff');
    expect((await sharp(tiff.bytes).metadata()).pages).toBe(2);
    const photo = await generateReport('phone-photo', 1);
    expect((await sharp(photo.bytes).metadata()).format).toBe('jpeg');
  });
});
