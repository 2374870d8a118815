import { afterAll, describe, expect, it } from 'vitest';
import { OcrAbortedError, OcrPool } from './ocr-pool';
import { renderTextImage } from '../../test/lab-documents/test-documents';

describe('OcrPool', () => {
  const pool = new OcrPool({ size: 1 });
  afterAll(async () => {
    await pool.close();
  });

  it('starts lazily, recognises words with boxes, and survives a cancelled job', async () => {
    expect(pool.workerCount).toBe(0);
    const png = await renderTextImage([{ x: 20, y: 60, text: 'Potassium 4.2 mmol/L', size: 40 }], {
      width: 700,
      height: 100,
    });
    const first = await pool.recognize(png);
    expect(first.words.map((w) => w.text).join(' ')).toBe('Potassium 4.2 mmol/L');
    expect(first.words[0]!.x1).toBeGreaterThan(first.words[0]!.x0);

    const controller = new AbortController();
    const cancelled = pool.recognize(png, controller.signal);
    const queued = pool.recognize(png, controller.signal);
    controller.abort();
    await expect(cancelled).rejects.toBeInstanceOf(OcrAbortedError);
    await expect(queued).rejects.toBeInstanceOf(OcrAbortedError);

    const after = await pool.recognize(png);
    expect(after.words.map((w) => w.text)).toContain('4.2');
  });

  it('counts OCR work per page, not time waiting in the queue', async () => {
    const png = await renderTextImage([{ x: 20, y: 60, text: 'Sodium 139 mmol/L', size: 40 }], {
      width: 700,
      height: 100,
    });
    // One page's work, warm: the first reading of a new image can take several times longer (a cold page made the
    // limit exceed what twelve warm pages took together, and this test failed in a full run).
    await pool.recognize(png);
    const alone = Math.min((await pool.recognize(png)).ms, (await pool.recognize(png)).ms);
    // Twelve pages queued on one worker, each allowed three times one page's work: the last waits for eleven
    // others, far longer than its own limit (relative to the measured work, so it holds on a quiet or busy machine).
    const limit = Math.ceil(alone * 3);
    const t0 = performance.now();
    const pages = await Promise.all(Array.from({ length: 12 }, () => pool.recognize(png, undefined, limit)));
    expect(performance.now() - t0).toBeGreaterThan(limit);
    expect(pages.every((p) => p.words.some((w) => w.text === '139'))).toBe(true);
    // A page that needs more work than its limit is stopped, and the worker is replaced.
    const page = await renderTextImage(
      Array.from({ length: 30 }, (_, i) => ({
        x: 20,
        y: 40 + i * 45,
        text: `Analyte ${i} 12.${i} mg/dL 10 - 20`,
        size: 32,
      })),
      { width: 1400, height: 1450 },
    );
    await expect(pool.recognize(page, undefined, 1)).rejects.toThrow(/work limit/);
    expect((await pool.recognize(png)).words.length).toBeGreaterThan(0);
  }, 120_000);

  it('reads with the French model added (eng+fra from the installed packages)', async () => {
    const french = new OcrPool({ size: 1, languages: ['eng', 'fra'] });
    try {
      expect(french.missingLanguages).toEqual([]);
      const png = await renderTextImage([{ x: 20, y: 60, text: 'Hématies 4,52 T/L', size: 40 }], {
        width: 700,
        height: 100,
      });
      const read = await french.recognize(png);
      expect(read.words.map((w) => w.text).join(' ')).toBe('Hématies 4,52 T/L');
    } finally {
      await french.close();
    }
  }, 60_000);

  it('rejects work after close()', async () => {
    const closed = new OcrPool({ size: 1 });
    await closed.close();
    await expect(closed.recognize(Buffer.alloc(0))).rejects.toBeInstanceOf(OcrAbortedError);
  });
});
