import type { Language } from './analytes';
import type { Random } from './random';
import type { PanelResults, PrintedResult } from './results';

/**
 * Page layout of a lab report: where each piece of text goes, in PDF points from the top-left corner of an A4
 * page. The same model is written as a text PDF or drawn as an image, so every layout exists in both media.
 */
export interface Item {
  x: number;
  /** Baseline. */
  y: number;
  text: string;
  size: number;
  bold?: boolean;
  /** CSS colour (images only; text PDFs are black). */
  color?: string;
}

/** A coloured row background (images only). */
export interface Band {
  y0: number;
  y1: number;
  color: string;
}

export interface PageModel {
  items: Item[];
  bands: Band[];
}

export type ColumnOrder =
  | 'name-result-unit-range'
  | 'name-range-result-unit'
  | 'name-valueunit-range'
  /** "Hemoglobin (g/dL) | 14.2 | 13.0 - 17.0": the unit in the name column, no unit column. */
  | 'nameunit-result-range'
  /** One text run per row, as plain-text reports print it: "Hemoglobin ..... 14.2 g/dL (13.0 - 17.0)". */
  | 'inline';

/** How H/L flags appear beside values. */
export type FlagGlyphs = 'none' | 'letter' | 'asterisk' | 'parenthesised' | 'word-column' | 'arrow';

export interface LayoutStyle {
  language: Language;
  columns: ColumnOrder;
  /** Earlier dated result columns; newest first or last (the current result is the newest). */
  cumulative?: { newestFirst: boolean; labelled: boolean };
  twoColumn: boolean;
  /** Long names wrap onto a second line, or the values sit on the line below the name. */
  splitLines: boolean;
  flags: FlagGlyphs;
  /** Out-of-range rows on a coloured background, values in red/blue (images). */
  colouredRows: boolean;
  /** Repeat the page header and column headers on each page, with a footer. */
  pageFurniture: boolean;
  /** Each panel starts on a new page. */
  pageBreakBetweenPanels: boolean;
  fontSize: number;
  /** Report date and earlier dates (cumulative), as printed. */
  dates: string[];
  patient: { name: string; age: number; sex: 'M' | 'F' };
  lab: string;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN_BOTTOM = 70;

const HEADINGS: Record<
  Language,
  { test: string; result: string; unit: string; range: string; flag: string }
> = {
  en: { test: 'Test', result: 'Result', unit: 'Units', range: 'Reference Range', flag: 'Flag' },
  in: {
    test: 'Investigation',
    result: 'Observed Value',
    unit: 'Unit',
    range: 'Biological Ref. Interval',
    flag: '',
  },
  fr: { test: 'Analyse', result: 'Résultat', unit: 'Unités', range: 'Valeurs de référence', flag: '' },
  de: { test: 'Untersuchung', result: 'Ergebnis', unit: 'Einheit', range: 'Referenzbereich', flag: '' },
  es: { test: 'Prueba', result: 'Resultado', unit: 'Unidades', range: 'Valores de referencia', flag: '' },
  pt: { test: 'Exame', result: 'Resultado', unit: 'Unidade', range: 'Valores de referência', flag: '' },
  it: { test: 'Esame', result: 'Risultato', unit: 'Unità', range: 'Valori di riferimento', flag: '' },
  nl: { test: 'Bepaling', result: 'Uitslag', unit: 'Eenheid', range: 'Referentiewaarden', flag: '' },
  pl: { test: 'Badanie', result: 'Wynik', unit: 'Jednostka', range: 'Zakres referencyjny', flag: '' },
};

const PATIENT_WORDS: Record<Language, [string, string, string, string]> = {
  en: ['Patient', 'Age/Sex', 'Collected', 'Page'],
  in: ['Patient Name', 'Age / Gender', 'Sample Collected On', 'Page'],
  fr: ['Patient', 'Âge/Sexe', 'Prélevé le', 'Page'],
  de: ['Patient', 'Alter/Geschlecht', 'Entnahme', 'Seite'],
  es: ['Paciente', 'Edad/Sexo', 'Fecha de toma', 'Página'],
  pt: ['Paciente', 'Idade/Sexo', 'Data da colheita', 'Página'],
  it: ['Paziente', 'Età/Sesso', 'Data prelievo', 'Pagina'],
  nl: ['Patiënt', 'Leeftijd/Geslacht', 'Afname', 'Pagina'],
  pl: ['Pacjent', 'Wiek/Płeć', 'Data pobrania', 'Strona'],
};

const FOOTERS = [
  'This is an electronically generated report and does not require a signature.',
  'Results relate only to the sample tested. Please correlate clinically.',
  'Accredited laboratory - values outside the reference interval are marked.',
];

interface Column {
  x: number;
  kind: 'name' | 'result' | 'history' | 'unit' | 'range' | 'flag';
  /** Index into the result's history (history columns). */
  index?: number;
  heading: string;
}

/** Rough width of text in ems for Helvetica-like fonts (average glyph ≈ 0.55 em). */
const ems = (text: string): number => text.length * 0.55;
/** Space between columns, ems. */
const GAP = 1.5;

/** The columns of one table, in order, before they are placed. */
function columnList(style: LayoutStyle): Column[] {
  const h = HEADINGS[style.language];
  const cols: Column[] = [{ x: 0, kind: 'name', heading: h.test }];
  const dated: Column[] = style.cumulative
    ? [
        { x: 0, kind: 'result', heading: style.dates[0]! },
        ...style.dates.slice(1).map((d, i): Column => ({ x: 0, kind: 'history', index: i, heading: d })),
      ]
    : [{ x: 0, kind: 'result', heading: h.result }];
  if (style.cumulative && !style.cumulative.newestFirst) dated.reverse();
  if (style.columns === 'inline') return cols;
  if (style.columns === 'name-range-result-unit') cols.push({ x: 0, kind: 'range', heading: h.range });
  cols.push(...dated);
  if (style.flags === 'word-column') cols.push({ x: 0, kind: 'flag', heading: h.flag });
  if (style.columns !== 'name-valueunit-range' && style.columns !== 'nameunit-result-range')
    cols.push({ x: 0, kind: 'unit', heading: h.unit });
  if (style.columns !== 'name-range-result-unit') cols.push({ x: 0, kind: 'range', heading: h.range });
  return cols;
}

/** Widest content or heading of each column kind, in ems (values allow for a flag glyph and, in one cell, the unit). */
function contentWidths(panels: PanelResults[], style: LayoutStyle): Record<Column['kind'], number> {
  const results = panels.flatMap((p) => p.results);
  const max = (texts: string[]): number => Math.max(0, ...texts.map(ems));
  const unitIn = style.columns === 'name-valueunit-range';
  const values = results.flatMap((r) =>
    [r.text, ...r.history.map((x) => x.text)].map((t) => `${t} (H)${unitIn && r.unit ? ` ${r.unit}` : ''}`),
  );
  const h = HEADINGS[style.language];
  return {
    name: max([h.test, ...results.map((r) => nameText(r, style))]),
    result: max([h.result, ...values, ...style.dates]),
    history: max([...values, ...style.dates]),
    unit: max([h.unit, ...results.map((r) => r.unit ?? '')]),
    range: max([h.range, ...results.map((r) => r.rangeText)]),
    flag: ems('High'),
  };
}

/**
 * Place the columns of a table `width` points wide as report generators do: each as wide as its content, spare
 * room shared between the gaps. Returns the font size that makes everything fit (at most the style's).
 */
function placeColumns(
  cols: Column[],
  widths: Record<Column['kind'], number>,
  style: LayoutStyle,
  x0: number,
  width: number,
): { cols: Column[]; fontSize: number } {
  const needed = cols.reduce((n, c) => n + widths[c.kind], 0) + GAP * (cols.length - 1);
  const fontSize = Math.min(style.fontSize, Math.floor((width / needed) * 4) / 4);
  const gap = GAP * fontSize + (width - needed * fontSize) / (cols.length - 1);
  let x = x0;
  return {
    fontSize,
    cols: cols.map((c) => {
      const placed = { ...c, x };
      x += widths[c.kind] * fontSize + gap;
      return placed;
    }),
  };
}

/** The name cell: the label, with the unit in parentheses when the layout prints it there. */
function nameText(r: PrintedResult, style: LayoutStyle): string {
  if (style.columns === 'nameunit-result-range' && r.unit) return `${r.label} (${r.unit})`;
  if (style.columns === 'inline')
    return `${r.label} ${'.'.repeat(6)} ${r.text} ${r.unit ?? ''} (${r.rangeText})`;
  return r.label;
}

const ARROWS = { H: '↑', L: '↓' } as const;

/** A value as printed in its cell, with the lab's flag glyph. */
function valueText(
  text: string,
  flag: 'H' | 'L' | null,
  style: LayoutStyle,
  rng: Random,
  unit?: string | null,
): string {
  const withUnit = unit ? `${text} ${unit}` : text;
  if (!flag) return withUnit;
  switch (style.flags) {
    case 'letter':
      return `${text} ${flag}${unit ? ` ${unit}` : ''}`;
    case 'asterisk':
      return rng.chance(0.5) ? `*${withUnit}` : `${text}*${unit ? ` ${unit}` : ''}`;
    case 'parenthesised':
      return `${text} (${flag})${unit ? ` ${unit}` : ''}`;
    case 'arrow':
      return `${text} ${ARROWS[flag]}${unit ? ` ${unit}` : ''}`;
    default:
      return withUnit;
  }
}

class PageWriter {
  readonly pages: PageModel[] = [];
  private y = 0;

  constructor(
    private readonly style: LayoutStyle,
    private readonly rng: Random,
    private readonly headings: Column[][],
  ) {
    this.newPage();
  }

  get page(): PageModel {
    return this.pages[this.pages.length - 1]!;
  }

  newPage(): void {
    this.pages.push({ items: [], bands: [] });
    const first = this.pages.length === 1;
    if (first || this.style.pageFurniture) this.header();
    else this.y = 50;
    if (first || this.style.pageFurniture) this.columnHeadings();
  }

  /** Make room for `lines` rows, starting a new page when the page is full. */
  room(lines: number): void {
    if (this.y + lines * this.lineHeight > A4.height - MARGIN_BOTTOM) this.newPage();
  }

  get lineHeight(): number {
    return this.style.fontSize * 1.75;
  }

  at(): number {
    return this.y;
  }

  advance(lines = 1): void {
    this.y += lines * this.lineHeight;
  }

  text(x: number, y: number, text: string, extra: Partial<Item> = {}): void {
    if (text) this.page.items.push({ x, y, text, size: this.style.fontSize, ...extra });
  }

  private header(): void {
    const s = this.style;
    const [patient, ageSex, collected] = PATIENT_WORDS[s.language];
    this.text(40, 48, s.lab, { size: 15, bold: true });
    this.text(40, 62, '12 Station Road, Tel. 020 7946 0000', { size: 8 });
    this.text(40, 84, `${patient}: ${s.patient.name}`);
    this.text(300, 84, `${ageSex}: ${s.patient.age} Y / ${s.patient.sex === 'M' ? 'Male' : 'Female'}`);
    this.text(40, 98, `${collected}: ${s.dates[0]}`);
    this.text(300, 98, `Ref. ${100000 + this.rng.int(0, 899999)}`);
    this.y = 124;
  }

  private columnHeadings(): void {
    const dated = this.style.cumulative !== undefined;
    for (const cols of this.headings)
      for (const c of cols) {
        // Cumulative reports label the newest column; the date row sits under the headings.
        if (dated && (c.kind === 'result' || c.kind === 'history')) {
          if (this.style.cumulative!.labelled)
            this.text(c.x, this.y, c.kind === 'result' ? 'Current' : 'Previous', { bold: true });
          this.text(c.x, this.y + this.lineHeight * 0.8, c.heading, {
            bold: true,
            size: this.style.fontSize - 1,
          });
        } else this.text(c.x, this.y, c.heading, { bold: true });
      }
    this.advance(dated ? 1.9 : 1.3);
  }

  footer(): void {
    const [, , , pageWord] = PATIENT_WORDS[this.style.language];
    this.pages.forEach((p, i) => {
      if (!this.style.pageFurniture && i < this.pages.length - 1) return;
      p.items.push({ x: 40, y: A4.height - 45, text: this.rng.pick(FOOTERS), size: 7 });
      p.items.push({
        x: 480,
        y: A4.height - 30,
        text: `${pageWord} ${i + 1} / ${this.pages.length}`,
        size: 7,
      });
    });
  }
}

/** Draw one result row (or two when split) at the writer's current line. */
function writeRow(w: PageWriter, cols: Column[], r: PrintedResult, style: LayoutStyle, rng: Random): void {
  const split = style.splitLines && rng.chance(0.5);
  const valuesBelow = split && rng.chance(0.5);
  w.room(split ? 2 : 1);
  const y = w.at();
  const vy = valuesBelow ? y + w.lineHeight : y;
  const red = style.colouredRows && r.flag ? (r.flag === 'H' ? '#c0392b' : '#1f5fbf') : undefined;
  if (style.colouredRows && r.flag)
    w.page.bands.push({
      y0: y - style.fontSize - 2,
      y1: vy + 4,
      color: r.flag === 'H' ? '#fde2e0' : '#e0ecfd',
    });
  if (style.columns === 'inline') {
    // Plain-text rows: the name padded with leader dots to the value, then unit, range and flag.
    const dots = '.'.repeat(Math.max(3, 30 - r.label.length));
    const flag = r.flag && style.flags !== 'none' ? ` ${r.flag}` : '';
    const range = r.rangeText ? ` (${r.rangeText})` : '';
    w.text(cols[0]!.x, y, `${r.label} ${dots} ${r.text}${flag} ${r.unit ?? ''}${range}`.replace(/\s+/g, ' '));
    w.advance();
    return;
  }
  const label = nameText(r, style);
  const words = label.split(' ');
  let name = label;
  if (split && !valuesBelow && words.length > 1) {
    const cut = Math.ceil(words.length / 2);
    name = words.slice(0, cut).join(' ');
    w.text(cols[0]!.x, y + w.lineHeight * 0.85, words.slice(cut).join(' '));
  }
  for (const c of cols) {
    switch (c.kind) {
      case 'name':
        w.text(c.x, y, name, { bold: style.colouredRows && r.flag !== null });
        break;
      case 'result': {
        const unit = style.columns === 'name-valueunit-range' ? r.unit : null;
        w.text(c.x, vy, valueText(r.text, r.flag, style, rng, unit), {
          bold: r.flag !== null && style.flags !== 'none',
          ...(red ? { color: red } : {}),
        });
        break;
      }
      case 'history': {
        const h = r.history[c.index!]!;
        const unit = style.columns === 'name-valueunit-range' ? r.unit : null;
        w.text(c.x, vy, unit ? `${h.text} ${unit}` : h.text, { color: '#555' });
        break;
      }
      case 'flag':
        w.text(c.x, vy, r.flag === 'H' ? 'High' : r.flag === 'L' ? 'Low' : '', { bold: true });
        break;
      case 'unit':
        w.text(c.x, vy, r.unit ?? '');
        break;
      case 'range':
        w.text(c.x, vy, r.rangeText);
        break;
    }
  }
  w.advance(split ? 2 : 1);
}

/** Lay out the panels on as many A4 pages as they need. */
export function layOut(panels: PanelResults[], chosen: LayoutStyle, rng: Random): PageModel[] {
  const widths = contentWidths(panels, chosen);
  const columns = columnList(chosen);
  const placed = chosen.twoColumn
    ? [placeColumns(columns, widths, chosen, 30, 262), placeColumns(columns, widths, chosen, 307, 262)]
    : [placeColumns(columns, widths, chosen, 40, 515)];
  const style = { ...chosen, fontSize: Math.min(...placed.map((p) => p.fontSize)) };
  const tables = placed.map((p) => p.cols);
  const w = new PageWriter(style, rng, tables);
  if (style.twoColumn) {
    // Split the panels into a left and a right column of about equal length, drawn side by side.
    const total = panels.reduce((n, p) => n + p.results.length + 1, 0);
    let left = 0;
    let acc = 0;
    while (left < panels.length && acc + panels[left]!.results.length + 1 <= total / 2 + 2) {
      acc += panels[left]!.results.length + 1;
      left++;
    }
    const top = w.at();
    let bottom = top;
    [panels.slice(0, Math.max(1, left)), panels.slice(Math.max(1, left))].forEach((group, i) => {
      w.advance((top - w.at()) / w.lineHeight);
      for (const p of group) writePanel(w, tables[i]!, p, { ...style, splitLines: false }, rng);
      bottom = Math.max(bottom, w.at());
    });
    w.advance((bottom - w.at()) / w.lineHeight);
  } else
    panels.forEach((p, i) => {
      if (i > 0 && style.pageBreakBetweenPanels) w.newPage();
      writePanel(w, tables[0]!, p, style, rng);
    });
  w.footer();
  return w.pages;
}

function writePanel(w: PageWriter, cols: Column[], p: PanelResults, style: LayoutStyle, rng: Random): void {
  w.room(2);
  w.text(cols[0]!.x, w.at(), p.title, { bold: true, size: style.fontSize + 1 });
  w.advance();
  for (const r of p.results) writeRow(w, cols, r, style, rng);
  w.advance(0.5);
}

export { A4 };
