import type { BiomarkerCode } from '@common/biomarkers';
import { writeScannedPdf } from '../test-documents';
import type { Language, UnitSystem } from './analytes';
import { A4, layOut, type ColumnOrder, type FlagGlyphs, type LayoutStyle, type PageModel } from './layouts';
import { Random } from './random';
import { degrade, drawPage, multiPageTiff, renderTextPdf, type Degradation } from './render';
import { drawResults, type NumberStyle, type PanelResults } from './results';

/**
 * A seed and a layout kind → a lab report (bytes) and its ground truth. Deterministic: the same seed and kind
 * always give the same document, so a failure can be reproduced with `generateReport(kind, seed)`.
 */

/** One current result the report prints: what an extractor should return for it. */
export interface TruthResult {
  code: BiomarkerCode;
  label: string;
  /** The printed value, in the printed unit. */
  value: number;
  /** As printed (decimal comma, thousands separators). */
  text: string;
  unit: string | null;
  decimals: number;
  /** The value in the canonical unit of common/biomarkers.ts. */
  canonical: number;
  flag: 'H' | 'L' | null;
}

export interface GeneratedReport {
  kind: LayoutKind;
  seed: number;
  medium: 'text' | 'ocr';
  mimeType: 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/tiff';
  bytes: Buffer;
  pages: number;
  /** Current results only: earlier columns of a cumulative report are in `history`. */
  truth: TruthResult[];
  history: { code: BiomarkerCode; date: string; value: number }[];
  style: LayoutStyle;
}

interface Choice {
  language: Language;
  units: UnitSystem;
  numbers: NumberStyle;
  panels: [number, number];
  partial: boolean;
  history: [number, number];
  style: Partial<Omit<LayoutStyle, 'dates' | 'patient' | 'lab' | 'language'>>;
}

interface KindSpec {
  medium: 'text' | 'ocr';
  choose: (rng: Random) => Partial<Choice>;
  /** How an OCR kind is delivered; text kinds are text PDFs. */
  image?: {
    format: 'scanned-pdf' | 'jpeg' | 'png' | 'tiff';
    degrade: (rng: Random) => Degradation;
    /** Photograph only the top of the page (down to the last result), not the footer. */
    crop: boolean;
  };
}

const DOT: NumberStyle = { decimal: '.', grouping: 'western' };
const COMMA: NumberStyle = { decimal: ',', grouping: 'western' };
const european =
  (language: Language, units: UnitSystem = 'conventional') =>
  (): Partial<Choice> => ({
    language,
    units,
    numbers: COMMA,
  });

/**
 * A table in a random column order, in conventional US, SI or Indian conventions: the base of the scanned and
 * photographed kinds.
 */
const anyTable = (rng: Random): Partial<Choice> => ({
  ...rng.pick<Partial<Choice>>([
    {},
    { units: 'si', numbers: rng.chance(0.5) ? DOT : COMMA },
    { language: 'in', units: 'in', numbers: { decimal: '.', grouping: 'indian' } },
  ]),
  panels: [1, 2],
  partial: true,
  style: {
    columns: rng.pick<ColumnOrder>([
      'name-result-unit-range',
      'name-range-result-unit',
      'name-valueunit-range',
    ]),
    flags: rng.pick<FlagGlyphs>(['none', 'letter', 'word-column']),
  },
});

const KINDS = {
  basic: { medium: 'text', choose: () => ({}) },
  'range-first': { medium: 'text', choose: () => ({ style: { columns: 'name-range-result-unit' } }) },
  'value-unit-cell': { medium: 'text', choose: () => ({ style: { columns: 'name-valueunit-range' } }) },
  'cumulative-newest-first': {
    medium: 'text',
    choose: (rng) => ({
      history: [1, 3],
      style: { cumulative: { newestFirst: true, labelled: rng.chance(0.5) } },
    }),
  },
  'cumulative-newest-last': {
    medium: 'text',
    choose: (rng) => ({
      history: [1, 3],
      style: { cumulative: { newestFirst: false, labelled: rng.chance(0.5) } },
    }),
  },
  'cumulative-range-first': {
    medium: 'text',
    choose: (rng) => ({
      history: [1, 2],
      style: {
        columns: 'name-range-result-unit',
        cumulative: { newestFirst: rng.chance(0.5), labelled: rng.chance(0.5) },
      },
    }),
  },
  'unit-in-name': {
    medium: 'text',
    choose: (rng) => ({
      ...rng.pick<Partial<Choice>>([{}, { units: 'si', numbers: COMMA }]),
      style: { columns: 'nameunit-result-range' },
    }),
  },
  'inline-rows': {
    medium: 'text',
    choose: (rng) => ({
      ...rng.pick<Partial<Choice>>([{}, { language: 'in', units: 'in' }, { language: 'de', numbers: COMMA }]),
      style: { columns: 'inline', flags: rng.pick<FlagGlyphs>(['none', 'letter']) },
    }),
  },
  'si-units': { medium: 'text', choose: (rng) => ({ units: 'si', numbers: rng.chance(0.5) ? DOT : COMMA }) },
  'french-units': { medium: 'text', choose: european('fr', 'fr') },
  indian: {
    medium: 'text',
    choose: () => ({ language: 'in', units: 'in', numbers: { decimal: '.', grouping: 'indian' } }),
  },
  'two-column': {
    medium: 'text',
    choose: () => ({ panels: [3, 4], partial: true, style: { twoColumn: true, fontSize: 7 } }),
  },
  'split-lines': { medium: 'text', choose: () => ({ style: { splitLines: true } }) },
  'multi-page': {
    medium: 'text',
    // Enough rows for two or three pages, or one panel per page.
    choose: (rng) => ({
      panels: [7, 9],
      partial: false,
      style: { pageFurniture: true, fontSize: 9.5, pageBreakBetweenPanels: rng.chance(0.3) },
    }),
  },
  'flag-glyphs': {
    medium: 'text',
    choose: (rng) => ({
      style: { flags: rng.pick<FlagGlyphs>(['letter', 'asterisk', 'parenthesised', 'word-column']) },
    }),
  },
  'lang-de': { medium: 'text', choose: european('de') },
  'lang-es': { medium: 'text', choose: european('es') },
  'lang-pt': { medium: 'text', choose: european('pt') },
  'lang-it': { medium: 'text', choose: european('it') },
  'lang-nl': { medium: 'text', choose: european('nl', 'si') },
  'lang-pl': { medium: 'text', choose: european('pl') },
  scan: {
    medium: 'ocr',
    choose: anyTable,
    image: {
      format: 'scanned-pdf',
      crop: false,
      degrade: (rng) => ({
        noise: rng.between(5, 12),
        blur: rng.between(0.5, 0.9),
        rotate: rng.between(-1.5, 1.5),
        jpegQuality: rng.int(50, 75),
        greyscale: true,
      }),
    },
  },
  // A page fed into the scanner sideways or upside down.
  'scan-turned': {
    medium: 'ocr',
    choose: anyTable,
    image: {
      format: 'scanned-pdf',
      crop: false,
      degrade: (rng) => ({
        noise: rng.between(4, 8),
        blur: 0.5,
        rotate: rng.between(-1, 1),
        jpegQuality: rng.int(60, 80),
        greyscale: true,
        quarterTurn: rng.pick([90, 180, 270] as const),
      }),
    },
  },
  'scan-shadow': {
    medium: 'ocr',
    choose: anyTable,
    image: {
      format: 'jpeg',
      crop: true,
      degrade: (rng) => ({
        shadow: rng.between(0.3, 0.5),
        rotate: rng.between(-1, 1),
        blur: 0.5,
        noise: 4,
        jpegQuality: rng.int(55, 75),
      }),
    },
  },
  'phone-photo': {
    medium: 'ocr',
    choose: anyTable,
    image: {
      format: 'jpeg',
      crop: true,
      degrade: (rng) => ({
        perspective: rng.between(0.03, 0.09),
        rotate: rng.between(-2, 2),
        background: rng.pick(['#6b5a48', '#8a8a88', '#3d4450']),
        shadow: rng.between(0.15, 0.3),
        blur: rng.between(0.6, 1),
        noise: rng.between(3, 7),
        jpegQuality: rng.int(60, 80),
      }),
    },
  },
  'coloured-rows': {
    medium: 'ocr',
    choose: (rng) => ({ ...anyTable(rng), style: { colouredRows: true, flags: 'arrow' } }),
    image: { format: 'png', crop: true, degrade: () => ({ blur: 0.4 }) },
  },
  'tiff-multipage': {
    medium: 'ocr',
    choose: () => ({
      panels: [2, 2],
      partial: true,
      style: { pageFurniture: true, pageBreakBetweenPanels: true },
    }),
    image: { format: 'tiff', crop: false, degrade: (rng) => ({ noise: 6, rotate: rng.between(-0.8, 0.8) }) },
  },
} satisfies Record<string, KindSpec>;

export type LayoutKind = keyof typeof KINDS;
export const LAYOUT_KINDS = Object.keys(KINDS) as LayoutKind[];
export const TEXT_KINDS = LAYOUT_KINDS.filter((k) => KINDS[k].medium === 'text');
export const OCR_KINDS = LAYOUT_KINDS.filter((k) => KINDS[k].medium === 'ocr');

const PATIENTS = [
  'Anita Sharma',
  'John Miller',
  'Marie Dubois',
  'Jan Kowalski',
  'Lucia Rossi',
  'Pieter de Vries',
];
const LABS = [
  'City Lab Diagnostics',
  'Northgate Pathology',
  'Laboratoire Central',
  'Labor Dr. Weber',
  'Laboratorio Clínico Sur',
  'Medilab Centrum',
];
const FONTS = ['DejaVu Sans', 'Liberation Sans', 'Liberation Serif', 'Nimbus Sans'];

function formatDate(d: Date, language: Language): string {
  const dd = String(d.getUTCDate()).padStart(2, '0');
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  return language === 'de' || language === 'pl' || language === 'nl'
    ? `${dd}.${mm}.${d.getUTCFullYear()}`
    : `${dd}/${mm}/${d.getUTCFullYear()}`;
}

function hashKind(kind: string): number {
  let h = 2166136261;
  for (const ch of kind) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

export async function generateReport(kind: LayoutKind, seed: number): Promise<GeneratedReport> {
  const spec: KindSpec = KINDS[kind];
  const rng = new Random((seed ^ hashKind(kind)) >>> 0);
  const choice: Choice = {
    language: 'en',
    units: 'conventional',
    numbers: DOT,
    panels: [2, 3],
    partial: rng.chance(0.4),
    history: [0, 0],
    style: {},
    ...spec.choose(rng),
  };
  const historyColumns = rng.int(...choice.history);
  const day = 86_400_000;
  const reportDate = new Date(Date.UTC(2024, 0, 1) + rng.int(0, 900) * day);
  const dates = [reportDate];
  for (let i = 0; i < historyColumns; i++) dates.push(new Date(dates[i]!.getTime() - rng.int(30, 240) * day));
  const style: LayoutStyle = {
    language: choice.language,
    columns: 'name-result-unit-range',
    twoColumn: false,
    splitLines: false,
    flags: rng.pick<FlagGlyphs>(['none', 'letter', 'word-column']),
    colouredRows: false,
    pageFurniture: false,
    pageBreakBetweenPanels: false,
    fontSize: rng.pick([8, 8.5, 9]),
    dates: dates.map((d) => formatDate(d, choice.language)),
    patient: { name: rng.pick(PATIENTS), age: rng.int(22, 78), sex: rng.pick(['M', 'F'] as const) },
    lab: rng.pick(LABS),
    ...choice.style,
  };
  const panels = drawResults(rng, {
    language: choice.language,
    units: choice.units,
    numbers: choice.numbers,
    panels: rng.int(...choice.panels),
    historyColumns,
    partial: choice.partial,
  });
  const pages = layOut(panels, style, rng);
  const base = { kind, seed, medium: spec.medium, pages: pages.length, style, ...truthOf(panels, style) };
  if (!spec.image) return { ...base, mimeType: 'application/pdf', bytes: renderTextPdf(pages) };
  const { format, crop, degrade: spoil } = spec.image;
  const font = rng.pick(FONTS);
  const images = await Promise.all(
    pages.map(async (p) =>
      degrade(await drawPage(p, { font, cropBottom: crop ? lastRow(p) : undefined }), spoil(rng), rng),
    ),
  );
  switch (format) {
    case 'scanned-pdf':
      return { ...base, mimeType: 'application/pdf', bytes: await writeScannedPdf(images) };
    case 'tiff':
      return { ...base, mimeType: 'image/tiff', bytes: await multiPageTiff(images) };
    case 'jpeg':
    case 'png':
      if (images.length !== 1) throw new Error(`${kind}: a photo kind must fit on one page`);
      return { ...base, mimeType: format === 'jpeg' ? 'image/jpeg' : 'image/png', bytes: images[0]! };
  }
}

/** Bottom of the last result row: a photo shows the table, not the footer. */
function lastRow(page: PageModel): number {
  return Math.max(...page.items.filter((i) => i.y < A4.height - 60).map((i) => i.y)) + 25;
}

function truthOf(panels: PanelResults[], style: LayoutStyle): Pick<GeneratedReport, 'truth' | 'history'> {
  const results = panels.flatMap((p) => p.results);
  return {
    truth: results.map((r) => ({
      code: r.code,
      label: r.label,
      value: r.value,
      text: r.text,
      unit: r.unit,
      decimals: r.decimals,
      canonical: r.canonical,
      flag: r.flag,
    })),
    history: results.flatMap((r) =>
      r.history.map((h, i) => ({ code: r.code, date: style.dates[i + 1]!, value: h.value })),
    ),
  };
}
