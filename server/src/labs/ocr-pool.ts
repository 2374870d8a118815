import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type * as TesseractModule from 'tesseract.js';
import { OCR_LIMITS } from './limits';

type Tesseract = typeof TesseractModule;
type TesseractWorker = Awaited<ReturnType<Tesseract['createWorker']>>;

/** One recognised word with its box in the image's pixel coordinates. */
export interface OcrWord {
  text: string;
  confidence: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrPageResult {
  words: OcrWord[];
  /** Tesseract's mean confidence for the page (0–100). */
  confidence: number;
  ms: number;
}

export interface OcrPoolOptions {
  /**
   * Number of tesseract workers (worker threads). Default 2: one per core on the target machine. One more, the
   * reserve, starts once all of them are busy: it reads only pages of a document that has none being read.
   */
  size?: number;
  /**
   * OCR models, from the installed @tesseract.js-data packages. Default English: it reads French, German and
   * the other Latin-script reports well enough for the diacritic-tolerant name matching; adding French
   * ("eng+fra") reads accents better at ~1.5× the time per page.
   */
  languages?: OcrLanguage[];
  /** Where tesseract caches the unpacked model. Default: <os tmp>/vitalplan-tesseract. */
  cachePath?: string;
  /** Page segmentation mode (tesseract PSM). Default 6 ("a uniform block of text"): see ocr-pool notes. */
  pageSegMode?: string;
  /** Receives worker errors (never thrown into the process). */
  onError?: (err: unknown) => void;
}

/** The OCR of a page was cancelled (document time limit reached or pool closed). */
export class OcrAbortedError extends Error {
  override name = 'OcrAbortedError';
}

/** Pages of one document share a group: the pool serves the groups in turn (see next()). */
export type OcrGroup = object;

interface Job {
  png: Buffer;
  /** The models the page is read with (a worker reads only pages of its own models). */
  languages: readonly OcrLanguage[];
  group: OcrGroup;
  signal: AbortSignal | undefined;
  /** OCR work allowed for this page (ms), counted only while a worker reads it. */
  workLimitMs: number | undefined;
  resolve: (r: OcrPageResult) => void;
  reject: (e: unknown) => void;
  onAbort?: () => void;
}

interface Slot {
  worker: Promise<TesseractWorker>;
  /** The models this worker loaded ("eng", "chi_sim+eng"). */
  key: string;
  busy: boolean;
  dead: boolean;
}

const require = createRequire(import.meta.url);

export const OCR_LANGUAGES = ['eng', 'fra', 'chi_sim'] as const;
export type OcrLanguage = (typeof OCR_LANGUAGES)[number];

/**
 * Models for a page printed in Chinese: Simplified Chinese first, English for the abbreviations, units and
 * numbers printed beside the names (issue 32: a Chinese report photographed read 12 of 45 results with `eng`
 * alone, 42 of 45 with `chi_sim+eng` in a trial). Traditional characters are read well enough by chi_sim for the
 * names, which are folded to simplified before matching (parse/chinese-names.ts).
 */
export const CHINESE_OCR: readonly OcrLanguage[] = ['chi_sim', 'eng'];

const keyOf = (languages: readonly OcrLanguage[]): string => languages.join('+');

/** What orientation detection found on a page: the turn that puts it upright and the script it names. */
export interface PageLayout {
  turn: QuarterTurn;
  /** Tesseract OSD's script ("Latin", "Han", ...), null when unknown. Noisy on Latin pages (see inspect()). */
  script: string | null;
}

/**
 * tesseract.js loads every language from one folder; the models ship in separate packages. Copy the chosen
 * ones (best_int, gzipped) into one folder under the cache: nothing is fetched at run time.
 */
function modelFile(lang: OcrLanguage): string | null {
  try {
    const pkg = path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`));
    const file = path.join(pkg, '4.0.0_best_int', `${lang}.traineddata.gz`);
    return existsSync(file) ? file : null;
  } catch {
    return null;
  }
}

/**
 * The orientation model (legacy engine, `osd`) from @tesseract.js-data/osd, copied like the languages; null when
 * the package is not installed (pages are then read as they lie).
 */
function osdFolder(cachePath: string): string | null {
  try {
    const pkg = path.dirname(require.resolve('@tesseract.js-data/osd/package.json'));
    const source = path.join(pkg, '4.0.0', 'osd.traineddata.gz');
    if (!existsSync(source)) return null;
    const dir = path.join(cachePath, 'osd');
    mkdirSync(dir, { recursive: true });
    const target = path.join(dir, 'osd.traineddata.gz');
    if (!existsSync(target)) copyFileSync(source, target);
    return dir;
  } catch {
    return null;
  }
}

/** Clockwise quarter turns that put a page upright. */
export type QuarterTurn = 0 | 90 | 180 | 270;

function languageFolder(languages: readonly OcrLanguage[], cachePath: string): string {
  const dir = path.join(cachePath, 'models');
  mkdirSync(dir, { recursive: true });
  for (const lang of languages) {
    const source = modelFile(lang);
    if (!source) throw new Error(`OCR language data for "${lang}" is not installed`);
    const target = path.join(dir, `${lang}.traineddata.gz`);
    if (!existsSync(target)) copyFileSync(source, target);
  }
  return dir;
}

/**
 * A small pool of tesseract.js workers. Each worker is a worker thread, so recognition never blocks the
 * event loop. Workers start lazily on the first job; a job cancelled while running terminates its worker
 * (tesseract cannot interrupt a recognise), and a fresh one is started for the next job.
 *
 * PSM 6 was chosen over 3/4/11 on the fixture photos: automatic layout analysis (3, 4) dropped whole table
 * columns, sparse mode (11) dropped short units such as "%" and "fL".
 */
export class OcrPool {
  private readonly size: number;
  private readonly languages: OcrLanguage[];
  private readonly cachePath: string;
  private readonly psm: string;
  private readonly onError: (err: unknown) => void;
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  /** Pages being read per group. */
  private readonly reading = new Map<OcrGroup, number>();
  private closed = false;
  private tesseract: Promise<Tesseract> | undefined;
  private lastStart: Promise<unknown> = Promise.resolve();
  /** The one orientation worker (started on first use), and the chain that runs its checks one at a time. */
  private osd: Promise<TesseractWorker | null> | undefined;
  private osdQueue: Promise<unknown> = Promise.resolve();

  constructor(opts: OcrPoolOptions = {}) {
    this.size = Math.max(1, Math.floor(opts.size ?? OCR_LIMITS.defaultWorkers));
    this.cachePath = opts.cachePath ?? path.join(os.tmpdir(), 'vitalplan-tesseract');
    this.languages = opts.languages?.length ? [...opts.languages] : ['eng'];
    this.psm = opts.pageSegMode ?? '6';
    this.onError = opts.onError ?? (() => undefined);
  }

  /**
   * Recognise one page image (PNG). Rejects with OcrAbortedError when `signal` aborts, or when the page has
   * taken more than `workLimitMs` of OCR work (see `workDone`): time waiting in the queue, for a worker to
   * start or for a CPU on a busy machine does not count. Pages of one document pass the same `group`: a free worker
   * takes the next page of the group with the fewest pages being read (oldest first among equals), so a long scan
   * does not hold a one-page report behind all its pages. Without a group, a page is a group of its own.
   */
  recognize(
    png: Buffer,
    signal?: AbortSignal,
    workLimitMs?: number,
    group: OcrGroup = {},
    languages: readonly OcrLanguage[] = this.languages,
  ): Promise<OcrPageResult> {
    if (this.closed) return Promise.reject(new OcrAbortedError('OCR pool is closed'));
    if (signal?.aborted) return Promise.reject(new OcrAbortedError('OCR cancelled'));
    return new Promise<OcrPageResult>((resolve, reject) => {
      const job: Job = { png, languages, group, signal, workLimitMs, resolve, reject };
      if (signal) {
        job.onAbort = () => {
          const i = this.queue.indexOf(job);
          if (i >= 0) this.queue.splice(i, 1);
          reject(new OcrAbortedError('OCR cancelled'));
        };
        signal.addEventListener('abort', job.onAbort, { once: true });
      }
      this.queue.push(job);
      this.pump();
    });
  }

  /**
   * The clockwise quarter turn that puts a page upright, from tesseract's orientation detection on a separate
   * small worker (checks run one at a time; each takes a fraction of a page's OCR). 0 when unsure (see
   * OCR_LIMITS.minOrientationConfidence), when the model is not installed, or on any failure: most pages are
   * upright, and a page read as it lies is no worse than before.
   */
  async orientation(png: Buffer): Promise<QuarterTurn> {
    return (await this.inspect(png)).turn;
  }

  /**
   * orientation(), with the script OSD names for the page (same single check). The script is a hint only: on
   * Latin pages OSD also names Cyrillic, Greek or Fraktur at low confidence (independent-set photos); it named
   * Han for a Chinese report at confidence 0.11 and for none of eleven Latin photos. The check reads the page at
   * its full ~300 dpi (~3.6 s a page at load ~20): at half resolution it took 40 % less time but named the wrong
   * script and would have turned the upright Chinese page 180° (confidence 4.6, above minOrientationConfidence).
   */
  inspect(png: Buffer): Promise<PageLayout> {
    const none: PageLayout = { turn: 0, script: null };
    if (this.closed) return Promise.resolve(none);
    const check = this.osdQueue.then(async (): Promise<PageLayout> => {
      this.osd ??= this.startOsd();
      const worker = await this.osd;
      if (!worker) return none;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), OCR_LIMITS.orientationTimeoutMs);
      });
      try {
        const found = await Promise.race([worker.detect(png), timeout]);
        if (!found) {
          // A hung check: start a fresh worker next time.
          this.osd = undefined;
          void worker.terminate().catch(() => undefined);
          return none;
        }
        const { orientation_degrees: degrees, orientation_confidence: confidence, script } = found.data;
        const sure = confidence !== null && confidence >= OCR_LIMITS.minOrientationConfidence;
        const turn = sure && (degrees === 90 || degrees === 180 || degrees === 270) ? degrees : 0;
        return { turn, script: script || null };
      } finally {
        clearTimeout(timer);
      }
    });
    const safe = check.catch((err: unknown) => {
      this.onError(err);
      return none;
    });
    this.osdQueue = safe;
    return safe;
  }

  private async startOsd(): Promise<TesseractWorker | null> {
    const langPath = osdFolder(this.cachePath);
    if (!langPath) return null;
    this.tesseract ??= import('tesseract.js');
    const t = await this.tesseract;
    return t.createWorker('osd', t.OEM.TESSERACT_ONLY, {
      langPath,
      cachePath: path.join(this.cachePath, 'osd'),
      gzip: true,
      legacyCore: true,
      legacyLang: true,
      errorHandler: (e: unknown) => this.onError(e),
      logger: () => undefined,
    });
  }

  /** Start every worker now (e.g. at server start) instead of on the first upload. */
  async warmUp(): Promise<void> {
    if (this.closed) return;
    while (this.slots.length < this.size) this.spawn();
    await Promise.all(this.slots.map((s) => s.worker.catch(() => undefined)));
  }

  /** Terminate all workers; queued jobs are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new OcrAbortedError('OCR pool is closed'));
    const slots = this.slots.splice(0);
    const osd = this.osd;
    this.osd = undefined;
    await Promise.all([
      ...slots.map((s) => this.kill(s)),
      osd?.then((w) => w?.terminate()).catch(() => undefined),
    ]);
  }

  /** Regular workers that could take a job right now (the reserve not counted) minus jobs already waiting. */
  get spareWorkers(): number {
    const busy = this.slots.filter((s) => s.busy && !s.dead).length;
    return Math.max(0, this.size - busy - this.queue.length);
  }

  /** Configured languages whose model package is not installed (the health check reports them). */
  get missingLanguages(): OcrLanguage[] {
    return this.languages.filter((lang) => modelFile(lang) === null);
  }

  /** Whether a language's model package is installed (CHINESE_OCR is used only when it is). */
  hasLanguage(lang: OcrLanguage): boolean {
    return modelFile(lang) !== null;
  }

  /** Workers currently alive (started or starting). */
  get workerCount(): number {
    return this.slots.filter((s) => !s.dead).length;
  }

  /**
   * Starts queued pages while workers allow: up to `size` pages at once, the fairest first (next()); and one more,
   * on the reserve worker, for a page of a document that has nothing being read while every regular worker is
   * busy. A page cannot be interrupted, so without the reserve a one-page report would wait for another
   * document's page to finish; with it, it starts at once and shares the CPU for that while (one extra thread).
   */
  private pump(): void {
    while (this.queue.length > 0) {
      const busy = this.slots.filter((s) => s.busy && !s.dead).length;
      const index =
        busy < this.size ? this.fairest() : busy < this.size + 1 ? this.firstOfUnservedGroup() : -1;
      if (index < 0) break;
      const job = this.queue.splice(index, 1)[0]!;
      const slot = this.slotFor(job.languages);
      if (job.signal?.aborted) {
        job.reject(new OcrAbortedError('OCR cancelled'));
        continue;
      }
      void this.run(slot, job);
    }
    // Every regular worker is busy: have the reserve started before a page needs it (a start takes a while).
    const busy = this.slots.filter((s) => s.busy && !s.dead).length;
    if (!this.closed && busy >= this.size && this.slots.length < this.size + 1) this.spawn();
  }

  /**
   * An idle worker with the job's models, else a new one: workers of other models (a Chinese worker after a
   * Chinese report) stay while the pool has room for them, so a Chinese worker is started only for a Chinese page
   * and kept for the next one; one idle worker of other models is ended when the pool is full (size + reserve).
   */
  private slotFor(languages: readonly OcrLanguage[]): Slot {
    const key = keyOf(languages);
    const idle = this.slots.filter((s) => !s.busy && !s.dead);
    const same = idle.find((s) => s.key === key);
    if (same) return same;
    if (idle.length > 0 && this.slots.length >= this.size + 1) this.retire(idle[0]!);
    return this.spawn(languages);
  }

  /** The queued page of the group with the fewest pages being read; the oldest among equals. */
  private fairest(): number {
    let best = 0;
    for (let i = 1; i < this.queue.length; i++) {
      if ((this.reading.get(this.queue[i]!.group) ?? 0) < (this.reading.get(this.queue[best]!.group) ?? 0))
        best = i;
    }
    return best;
  }

  /** The oldest queued page of a group with no page being read, or -1. */
  private firstOfUnservedGroup(): number {
    return this.queue.findIndex((job) => !this.reading.has(job.group));
  }

  private spawn(languages: readonly OcrLanguage[] = this.languages): Slot {
    this.tesseract ??= import('tesseract.js');
    const cachePath = this.cachePath;
    const onError = this.onError;
    const psm = this.psm;
    // Workers start one after another: the first writes the unpacked model to the cache, which a second
    // starting at the same moment could read half-written.
    const worker = Promise.all([this.tesseract, this.lastStart]).then(async ([t]) => {
      const langPath = languageFolder(languages, cachePath);
      const w = await t.createWorker([...languages], t.OEM.LSTM_ONLY, {
        langPath,
        cachePath,
        gzip: true,
        // Without an error handler a failed job throws inside the worker and takes the process down.
        errorHandler: (e: unknown) => onError(e),
        logger: () => undefined,
      });
      await w.setParameters({
        tessedit_pageseg_mode: psm as never,
        preserve_interword_spaces: '1',
        user_defined_dpi: '300', // images are prepared to ~300 dpi; skips tesseract's resolution guess
        debug_file: '/dev/null', // tesseract's own warnings ("Image too small to scale!!") go nowhere
        tessedit_do_invert: '0', // no white-on-black retries: ~10 % faster, reports are dark on light
      });
      return w;
    });
    this.lastStart = worker.catch(() => undefined);
    const slot: Slot = { worker, key: keyOf(languages), busy: false, dead: false };
    worker.catch((err: unknown) => {
      slot.dead = true;
      onError(err);
    });
    this.slots.push(slot);
    return slot;
  }

  private async run(slot: Slot, job: Job): Promise<void> {
    slot.busy = true;
    this.reading.set(job.group, (this.reading.get(job.group) ?? 0) + 1);
    const abortRunning = (reason = 'OCR cancelled'): void => {
      // tesseract cannot stop a recognise midway: kill the worker; the next job gets a fresh one.
      this.retire(slot);
      job.reject(new OcrAbortedError(reason));
      if (!this.closed) this.pump();
    };
    const onSignal = (): void => abortRunning();
    let watch: NodeJS.Timeout | undefined;
    if (job.signal && job.onAbort) job.signal.removeEventListener('abort', job.onAbort);
    job.signal?.addEventListener('abort', onSignal, { once: true });
    let t0 = performance.now();
    try {
      const worker = await slot.worker;
      if (job.signal?.aborted) {
        job.reject(new OcrAbortedError('OCR cancelled'));
        return;
      }
      t0 = performance.now();
      if (job.workLimitMs !== undefined) {
        const limit = job.workLimitMs;
        const work = this.workMeter();
        watch = setInterval(() => {
          const w = work();
          if (w.workMs > limit || w.wallMs > limit * OCR_LIMITS.wallBackstopFactor)
            abortRunning(`page OCR work limit of ${limit} ms reached`);
        }, OCR_LIMITS.workSampleMs);
      }
      const { data } = await worker.recognize(job.png, {}, { blocks: true, text: false });
      const words: OcrWord[] = [];
      for (const block of data.blocks ?? []) {
        for (const para of block.paragraphs) {
          for (const line of para.lines) {
            for (const w of line.words) {
              if (!w.text.trim()) continue;
              words.push({ text: w.text, confidence: w.confidence, ...w.bbox });
            }
          }
        }
      }
      job.resolve({ words, confidence: data.confidence, ms: performance.now() - t0 });
    } catch (err) {
      job.reject(err);
      this.retire(slot);
    } finally {
      clearInterval(watch);
      job.signal?.removeEventListener('abort', onSignal);
      const reading = (this.reading.get(job.group) ?? 1) - 1;
      if (reading > 0) this.reading.set(job.group, reading);
      else this.reading.delete(job.group);
      slot.busy = false;
      if (!this.closed) this.pump();
    }
  }

  /**
   * OCR work done on one page since now: the process's CPU time shared out among the workers reading at the
   * same moment. On a machine busy with other work a page gets fewer CPU cycles per second; its work
   * (and so its limit) is unchanged. The wall time is a backstop for a worker that hangs.
   */
  private workMeter(): () => { workMs: number; wallMs: number } {
    let cpu = process.cpuUsage();
    let workMs = 0;
    const t0 = performance.now();
    return () => {
      const d = process.cpuUsage(cpu);
      cpu = process.cpuUsage();
      const busy = Math.max(1, this.slots.filter((s) => s.busy && !s.dead).length);
      workMs += (d.user + d.system) / 1000 / busy;
      return { workMs, wallMs: performance.now() - t0 };
    };
  }

  private retire(slot: Slot): void {
    if (slot.dead) return;
    slot.dead = true;
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    void this.kill(slot);
  }

  private async kill(slot: Slot): Promise<void> {
    slot.dead = true;
    try {
      const w = await slot.worker;
      await w.terminate();
    } catch {
      // already gone
    }
  }
}
