import { healthXml } from '../server/test/apple-health-export';
import { HealthXmlScanner, type ScanHandlers } from '../server/src/modules/imports/apple-health-scan';
const opts = { start: '2000-01-01', days: 400, stepSamples: 200, heartRateSamples: 600 };
const parts: Buffer[] = [];
for (const s of healthXml(opts)) parts.push(Buffer.from(s));
const all = Buffer.concat(parts);
const chunks: Buffer[] = [];
for (let i = 0; i < all.length; i += 1 << 20) chunks.push(all.subarray(i, i + (1 << 20)));
function run(label: string, open: ScanHandlers['open']) {
  const t0 = performance.now();
  const sc = new HealthXmlScanner({ doctype() {}, root() {}, open, close() {} });
  for (const c of chunks) sc.write(c);
  sc.end();
  console.log(label, ((performance.now() - t0) / 1000).toFixed(2), 's');
}
run('nothing', () => {});
run('type', (n, d, t) => { t.get('type'); });
run('type+all', (n, d, t) => { const ty = t.get('type'); if (ty === 'HKQuantityTypeIdentifierStepCount' || ty === 'HKQuantityTypeIdentifierBodyMass') { t.get('sourceName'); t.get('unit'); t.get('value'); t.get('startDate'); } });
const N = ['type', 'sourceName', 'unit', 'value', 'startDate'];
run('type+pick', (n, d, t) => { const ty = t.get('type'); if (ty === 'HKQuantityTypeIdentifierStepCount' || ty === 'HKQuantityTypeIdentifierBodyMass') t.pick(N); });
run('type+all', (n, d, t) => { const ty = t.get('type'); if (ty === 'HKQuantityTypeIdentifierStepCount' || ty === 'HKQuantityTypeIdentifierBodyMass') t.all(); });
