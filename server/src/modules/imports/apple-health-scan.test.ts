/**
 * The byte scanner (apple-health-scan.ts) against the saxes-based reader it replaced (kept here, as it was, feeding
 * the same collector): over generated exports with shuffled attribute order, both quote styles, escaped and literal
 * non-ASCII text, attributes over several lines, MetadataEntry children, old- and new-style workouts, correlations and
 * comments, split into chunks at random places, both readers give the same HealthData; cut short anywhere, both fail.
 */
import { APPLE_HEALTH_MESSAGES } from '@common/imports';
import fc from 'fast-check';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { healthXml } from '../../../test/apple-health-export';
import { saxesRead } from '../../../test/apple-health-saxes-reader';
import { appleDate } from './apple-health-date';
import { readHealthXml } from './apple-health-read';
import { MAX_DEPTH } from './apple-health-scan';

const NOW = new Date('2026-11-28T00:00:00Z');

const scanRead = (chunks: Buffer[]) =>
  readHealthXml(Readable.from(chunks), { now: NOW, maxBytes: Infinity, scanBytes: 1 });

/** Splits bytes at the given fractions (chunk edges fall inside tags, names, values and UTF-8 characters). */
function split(bytes: Buffer, cuts: number[]): Buffer[] {
  const at = [...new Set(cuts.map((c) => Math.floor(c * bytes.length)))].sort((a, b) => a - b);
  const out: Buffer[] = [];
  let from = 0;
  for (const to of at) {
    if (to > from) out.push(bytes.subarray(from, to));
    from = Math.max(from, to);
  }
  out.push(bytes.subarray(from));
  return out;
}

const HEADER = [...healthXml({ start: '2026-01-01', days: 0 })][0]!;

/** An attribute value as XML text: some characters escaped one of the ways XML allows. */
const escaped = (text: string, quote: '"' | "'", style: number) =>
  text.replace(/[&<>"'ë]/g, (c) => {
    if (c === 'ë') return ['ë', '&#235;', '&#xEB;'][style % 3]!;
    if (c === '&') return '&amp;';
    if (c === '<') return '&lt;';
    if (c === '>') return style % 2 ? '&gt;' : '>';
    if (c === quote) return c === '"' ? '&quot;' : ['&apos;', '&#39;'][style % 2]!;
    return c;
  });

const TYPES = [
  'HKQuantityTypeIdentifierBodyMass',
  'HKQuantityTypeIdentifierBodyFatPercentage',
  'HKQuantityTypeIdentifierWaistCircumference',
  'HKQuantityTypeIdentifierRestingHeartRate',
  'HKQuantityTypeIdentifierStepCount',
  'HKQuantityTypeIdentifierActiveEnergyBurned',
  'HKQuantityTypeIdentifierHeartRate',
  'HKCategoryTypeIdentifierSleepAnalysis',
];
const UNITS = ['kg', 'lb', '%', 'cm', 'in', 'count', 'count/min', 'kcal', 'kJ', 'stone'];
const SOURCES = [
  'Asha’s iPhone',
  'Zoë & Co <Scale>',
  'It\'s "mine"',
  'Tab\there',
  'Line\nbreak',
  'Plain',
  // Looks like attributes when single-quoted: must stay a value.
  'x type="HKQuantityTypeIdentifierBodyMass" unit="kg" value="70" startDate="2026-05-01 07:05:00 +0530"',
];
const VALUES = ['70.2', '180', '0.21', '85', '7000', '63', '12.5', 'abc', '-4', '1e2'];
const DATES = [
  '2026-05-01 07:05:00 +0530',
  '2026-05-01 23:59:59 -0800',
  '2026-05-02 00:00:01 +0000',
  '2026-13-40 00:00:00 +0000',
  '2030-01-01 00:00:00 +0000',
  'yesterday',
];

const attrsArb = (names: string[]) =>
  fc.record({
    order: fc.shuffledSubarray(names, { minLength: names.length, maxLength: names.length }),
    quote: fc.constantFrom<'"' | "'">('"', "'"),
    style: fc.nat(5),
    gap: fc.constantFrom(' ', '\n   ', '\t', '  \r\n  '),
  });

function tagAttrs(
  values: Record<string, string>,
  { order, quote, style, gap }: { order: string[]; quote: '"' | "'"; style: number; gap: string },
): string {
  return order
    .filter((n) => values[n] !== undefined)
    .map((n) => `${gap}${n}=${quote}${escaped(values[n]!, quote, style)}${quote}`)
    .join('');
}

const recordArb = fc
  .record({
    type: fc.constantFrom(...TYPES),
    unit: fc.constantFrom(...UNITS),
    value: fc.constantFrom(...VALUES),
    sourceName: fc.constantFrom(...SOURCES),
    startDate: fc.constantFrom(...DATES),
    attrs: attrsArb(['type', 'sourceName', 'sourceVersion', 'unit', 'startDate', 'endDate', 'value']),
    metadata: fc.boolean(),
  })
  .map(({ attrs, metadata, ...v }) => {
    const text = tagAttrs({ ...v, sourceVersion: '17.5', endDate: v.startDate }, attrs);
    return metadata
      ? ` <Record${text}>\n  <MetadataEntry key="HKWasUserEntered" value="1"/>\n  <MetadataEntry key='note' value="a>b &amp; c"/>\n </Record>\n`
      : ` <Record${text}/>\n`;
  });

const workoutArb = fc
  .record({
    type: fc.constantFrom('HKWorkoutActivityTypeRunning', 'HKWorkoutActivityTypeYoga', ''),
    duration: fc.constantFrom('32.5', '0', '2000', 'x'),
    durationUnit: fc.constantFrom('min', 's', 'hr', 'fortnight'),
    sourceName: fc.constantFrom(...SOURCES),
    startDate: fc.constantFrom(...DATES),
    oldStyle: fc.boolean(),
    energy: fc.constantFrom('300', '1200.5'),
    energyUnit: fc.constantFrom('kcal', 'kJ', 'Cal'),
    distance: fc.constantFrom('5.1', '3'),
    distanceUnit: fc.constantFrom('km', 'mi', 'm'),
    attrs: attrsArb([
      'workoutActivityType',
      'duration',
      'durationUnit',
      'totalDistance',
      'totalDistanceUnit',
      'totalEnergyBurned',
      'totalEnergyBurnedUnit',
      'sourceName',
      'startDate',
      'endDate',
    ]),
  })
  .map((w) => {
    const base = {
      workoutActivityType: w.type,
      duration: w.duration,
      durationUnit: w.durationUnit,
      sourceName: w.sourceName,
      startDate: w.startDate,
      endDate: w.startDate,
    };
    const old = {
      totalDistance: w.distance,
      totalDistanceUnit: w.distanceUnit,
      totalEnergyBurned: w.energy,
      totalEnergyBurnedUnit: w.energyUnit,
    };
    const children = w.oldStyle
      ? '  <MetadataEntry key="HKIndoorWorkout" value="0"/>\n'
      : `  <WorkoutEvent type="HKWorkoutEventTypeSegment" date="${w.startDate}"/>\n  <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" sum="${w.energy}" unit="${w.energyUnit}"/>\n  <WorkoutStatistics type="HKQuantityTypeIdentifierDistanceWalkingRunning" sum='${w.distance}' unit="${w.distanceUnit}"/>\n`;
    return ` <Workout${tagAttrs(w.oldStyle ? { ...base, ...old } : base, w.attrs)}>\n${children} </Workout>\n`;
  });

const extraArb = fc.constantFrom(
  ' <!-- a comment between records -->\n',
  ' <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="Omron" startDate="2026-05-01 08:00:00 +0530" endDate="2026-05-01 08:00:00 +0530">\n  <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Omron" unit="kg" value="12" startDate="2026-05-01 08:00:00 +0530" endDate="2026-05-01 08:00:00 +0530"/>\n </Correlation>\n',
  ' <ActivitySummary dateComponents="2026-05-01" activeEnergyBurned="400" activeEnergyBurnedUnit="kcal"/>\n',
  ' <?pi some processing instruction?>\n',
);

const exportArb = fc
  .array(fc.oneof({ weight: 6, arbitrary: recordArb }, { weight: 2, arbitrary: workoutArb }, extraArb), {
    maxLength: 40,
  })
  .map((parts) => Buffer.from(`${HEADER}${parts.join('')}</HealthData>\n`));

const cutsArb = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 12 });

describe('the export.xml scanner reads what the saxes reader read', () => {
  it('gives identical totals over generated exports split into random chunks', async () => {
    await fc.assert(
      fc.asyncProperty(exportArb, cutsArb, async (xml, cuts) => {
        const chunks = split(xml, cuts);
        expect(await scanRead(chunks)).toEqual(saxesRead(chunks, NOW));
      }),
      { numRuns: 300 },
    );
  });

  it('gives identical totals over the test generator’s export (all record kinds, both workout styles)', async () => {
    const xml = Buffer.from([...healthXml({ start: '2026-03-01', days: 40, seed: 3 })].join(''));
    const chunks = split(xml, [0.1, 0.33, 0.5, 0.77, 0.9]);
    const read = await scanRead(chunks);
    expect(read).toEqual(saxesRead(chunks, NOW));
    expect(read.workouts.size).toBe(20);
  });

  it('fails like the saxes reader when the file is cut short anywhere after its root', async () => {
    await fc.assert(
      fc.asyncProperty(exportArb, fc.double({ min: 0, max: 1, noNaN: true }), async (xml, at) => {
        const root = xml.indexOf('<HealthData');
        const end = root + 1 + Math.floor(at * (xml.lastIndexOf('</HealthData>') - root - 1));
        const cut = [xml.subarray(0, end)];
        expect(() => saxesRead(cut, NOW)).toThrow(/not well-formed/);
        await expect(scanRead(cut)).rejects.toThrow(/not well-formed/);
      }),
      { numRuns: 200 },
    );
  });

  it.each([
    [
      'an undefined entity',
      '<Record type="&foo;" sourceName="x" unit="kg" value="1" startDate="d" endDate="d"/>',
    ],
    ['an & starting no reference', '<Record type="a & b" sourceName="x"/>'],
    ['a < inside a value', '<Record type="a<b"/>'],
    ['an unquoted value', '<Record type=abc/>'],
    ['a tag closing another', '<Workout workoutActivityType="x"></Record>'],
    ['a second root', '</HealthData><HealthData>'],
    ['a bad character reference', '<Record type="&#0;"/>'],
    ['text with an undefined entity', 'some &nbsp; text'],
    ['a DOCTYPE inside the document', '<!DOCTYPE x>'],
  ])('refuses %s, as saxes does', async (_what, body) => {
    const xml = [Buffer.from(`${HEADER} ${body}\n</HealthData>\n`)];
    expect(() => saxesRead(xml, NOW)).toThrow(/not well-formed/);
    await expect(scanRead(xml)).rejects.toThrow(/not well-formed/);
  });

  it('refuses elements nested deeper than Apple ever writes (the open-tag stack stays bounded)', async () => {
    const deep = (n: number) => [
      Buffer.from(`${HEADER} ${'<Workout>'.repeat(n)}${'</Workout>'.repeat(n)}\n</HealthData>\n`),
    ];
    await expect(scanRead(deep(MAX_DEPTH - 1))).resolves.toBeDefined();
    await expect(scanRead(deep(MAX_DEPTH))).rejects.toThrow(/nested deeper than/);
  });

  it('refuses entity declarations in the DOCTYPE (422) and accepts Apple’s internal DTD', async () => {
    const xxe = Buffer.from(
      '<?xml version="1.0"?>\n<!DOCTYPE HealthData [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<HealthData><Record type="&xxe;"/></HealthData>',
    );
    await expect(scanRead([xxe])).rejects.toThrow(APPLE_HEALTH_MESSAGES.entities);
    const ok = Buffer.from(`${HEADER}</HealthData>`);
    expect((await scanRead([ok])).weights.size).toBe(0);
  });
});

describe('appleDate', () => {
  /** As it was: Date's parser on the ISO form. */
  function reference(text: string): { day: string; iso: string } | null {
    const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-])(\d{2})(\d{2})$/.exec(text);
    if (!m) return null;
    const time = new Date(`${m[1]}T${m[2]}${m[3]}${m[4]}:${m[5]}`);
    return Number.isNaN(time.getTime()) ? null : { day: m[1]!, iso: time.toISOString() };
  }
  const two = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0'));

  it('computes what Date’s parser gives, valid or not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0')),
        two,
        two,
        two,
        two,
        two,
        fc.constantFrom('+', '-', ' '),
        two,
        two,
        (y, mo, d, h, mi, se, sign, oh, om) => {
          const text = `${y}-${mo}-${d} ${h}:${mi}:${se} ${sign}${oh}${om}`;
          const got = appleDate(text);
          expect(got && { day: got.day, iso: got.iso }).toEqual(reference(text));
        },
      ),
      { numRuns: 5000 },
    );
    expect(appleDate('2024-01-05 08:12:33 +0530')?.iso).toBe('2024-01-05T02:42:33.000Z');
  });
});
