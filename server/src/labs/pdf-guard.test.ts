import { describe, expect, it } from 'vitest';
import { textPdf } from '../../test/documents';
import { pdfInflateBomb } from '../../test/hostile-files';
import { pdfInflationProblem } from './pdf-guard';

describe('PDF decompression-bomb guard', () => {
  it('lets ordinary PDFs through', () => {
    expect(pdfInflationProblem(textPdf(['Haemoglobin 14.1 g/dL 13.0 - 17.0']))).toBeNull();
  });

  it('refuses a stream that inflates past the per-stream cap, without inflating it all', () => {
    const problem = pdfInflationProblem(pdfInflateBomb());
    expect(problem).toMatch(/inflates past/);
  });

  it('refuses many streams that together pass the total cap', () => {
    const bomb = pdfInflateBomb();
    expect(pdfInflationProblem(bomb, { perStream: 400 * 1024 * 1024, total: 100 * 1024 * 1024 })).toMatch(
      /in all/,
    );
  });
});
