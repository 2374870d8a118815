import { afterAll, describe, expect, it } from 'vitest';
import { OcrAbortedError, OcrPool } from './ocr-pool';
import { renderTextImage } from './test-support/test-documents';

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

  it('rejects work after close()', async () => {
    const closed = new OcrPool({ size: 1 });
    await closed.close();
    await expect(closed.recognize(Buffer.alloc(0))).rejects.toBeInstanceOf(OcrAbortedError);
  });
});
