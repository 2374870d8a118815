import { extractReport } from './server/src/labs/extract-report';
import { OcrPool } from './server/src/labs/ocr-pool';
import { openPdf, readPageText } from './server/src/labs/pdf-text';
import { generateReport } from './server/src/labs/test-support/lab-generator/generate';
import { scoreReport } from './server/src/labs/test-support/lab-generator/score';
const pool = new OcrPool({ size: 2 });
for (const [kind, seed] of [['split-lines', 7], ['lang-it', 5], ['two-column', 1], ['range-first', 3]] as const) {
  const d = await generateReport(kind as any, seed);
  const out = await extractReport(d.bytes, d.mimeType, { ocr: pool, timeoutMs: 120000 });
  const s = scoreReport(d.truth, out.results);
  const doc = await openPdf(d.bytes);
  const lines = (await Promise.all(Array.from({ length: doc.numPages }, async (_, i) => readPageText(await doc.getPage(i + 1), i + 1)))).flat();
  for (const w of s.wrong) {
    const g = out.results.find((r) => r === w.got) as any;
    console.log(kind, seed, w.got.code, w.got.value, JSON.stringify(g?.printedName));
    const key = (w.expected?.label ?? g?.printedName ?? '').split(' ')[0];
    for (const l of lines.filter((l) => l.text.includes(key))) console.log('     |', l.text);
  }
}
await pool.close();
