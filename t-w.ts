import { extractReport } from './server/src/labs/extract-report';
import { OcrPool } from './server/src/labs/ocr-pool';
import { measureKinds, formatWrongValues } from './server/src/labs/test-support/lab-generator/run-set';
const pool = new OcrPool({ size: 2 });
const ex = (d: any) => extractReport(d.bytes, d.mimeType, { ocr: pool, timeoutMs: 120000 });
const figs = [...await measureKinds(['split-lines','lang-it','two-column','indian'] as any, [1,2,3,4,5,6,7,8,9,10], ex), ...await measureKinds(['scan','scan-shadow'] as any, [1,2,3], ex)];
console.log(formatWrongValues(figs, 8));
await pool.close();
