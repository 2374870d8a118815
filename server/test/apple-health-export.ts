/**
 * Apple Health export.zip files made here, as the Health app writes them (iOS 17: export.xml with its internal DTD,
 * records from several sources, workouts old style with energy/distance attributes and new style with
 * <WorkoutStatistics>, export_cda.xml beside it), for tests and bench/apple-health-bench.ts. Deterministic per seed;
 * `expected` says what an import must make of it. The XML is produced in chunks, so the bench can write hundreds of MB
 * (writeAppleHealthZip: days repeated from templates, deflated by zlib into a ZIP64 archive).
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { strToU8, zipSync } from 'fflate';
import { crc32, createDeflateRaw } from 'node:zlib';

export interface ExportOptions {
  /** First day, YYYY-MM-DD. */
  start: string;
  days: number;
  /** Step samples per source per day (the phone writes a few hundred; tests use fewer). */
  stepSamples?: number;
  /** Heart-rate samples per day (not imported: they make the export large). */
  heartRateSamples?: number;
  seed?: number;
  /**
   * Local minute of the day's first step sample (default 07:00). A test reading today's steps starts them at midnight:
   * samples later than now are not imported, and just after midnight UTC it is 05:30 in the export's +05:30.
   */
  firstStepMinute?: number;
}

export interface ExportExpectation {
  /** Day → the day's last body weight, kg (0.1 kg). */
  weights: Map<string, number>;
  /** Day → the highest-counting source's steps. */
  steps: Map<string, number>;
  workouts: number;
  /** Records an import must refuse (implausible values). */
  refused: number;
}

const ZONE = '+0530';
const PHONE = 'Asha’s iPhone';
const WATCH = 'Asha’s Apple Watch';
const SCALE = 'Withings';

const HEADER = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!-- HealthKit Export Version: 14 -->
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>
<!ATTLIST HealthData
  locale CDATA #REQUIRED
>
<!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
<!ATTLIST Record
  type          CDATA #REQUIRED
  unit          CDATA #IMPLIED
  value         CDATA #IMPLIED
  sourceName    CDATA #REQUIRED
  sourceVersion CDATA #IMPLIED
  device        CDATA #IMPLIED
  creationDate  CDATA #IMPLIED
  startDate     CDATA #REQUIRED
  endDate       CDATA #REQUIRED
>
<!ELEMENT Workout ((MetadataEntry|WorkoutEvent|WorkoutRoute|WorkoutStatistics)*)>
<!ATTLIST Workout
  workoutActivityType   CDATA #REQUIRED
  duration              CDATA #IMPLIED
  durationUnit          CDATA #IMPLIED
  totalDistance         CDATA #IMPLIED
  totalDistanceUnit     CDATA #IMPLIED
  totalEnergyBurned     CDATA #IMPLIED
  totalEnergyBurnedUnit CDATA #IMPLIED
  sourceName            CDATA #REQUIRED
  startDate             CDATA #REQUIRED
  endDate               CDATA #REQUIRED
>
]>
<HealthData locale="en_IN">
 <ExportDate value="2026-11-01 09:00:00 ${ZONE}"/>
 <Me HKCharacteristicTypeIdentifierDateOfBirth="1988-04-02" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale" HKCharacteristicTypeIdentifierBloodType="HKBloodTypeNotSet" HKCharacteristicTypeIdentifierFitzpatrickSkinType="HKFitzpatrickSkinTypeNotSet" HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse="None"/>
`;

function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

const pad = (n: number) => String(n).padStart(2, '0');
function dayAfter(start: string, days: number): string {
  return new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
const at = (day: string, minutes: number) =>
  `${day} ${pad(Math.floor(minutes / 60))}:${pad(Math.floor(minutes % 60))}:${pad(Math.floor((minutes * 60) % 60))} ${ZONE}`;

function record(
  type: string,
  source: string,
  unit: string,
  value: string,
  start: string,
  end = start,
): string {
  return ` <Record type="${type}" sourceName="${source}" sourceVersion="17.5" unit="${unit}" creationDate="${end}" startDate="${start}" endDate="${end}" value="${value}"/>\n`;
}

/** export.xml, a day at a time. */
export function* healthXml(options: ExportOptions, expected?: ExportExpectation): Generator<string> {
  const random = rng(options.seed ?? 34);
  const stepSamples = options.stepSamples ?? 12;
  const hrSamples = options.heartRateSamples ?? 24;
  yield HEADER;
  let weight = 78;
  for (let d = 0; d < options.days; d++) {
    const day = dayAfter(options.start, d);
    let out = '';
    // Steps: the phone and the watch count the same walk; the watch (on the wrist all day) counts more.
    const totals = { [PHONE]: 0, [WATCH]: 0 };
    for (const source of [PHONE, WATCH] as const) {
      for (let i = 0; i < stepSamples; i++) {
        const steps = Math.round((source === WATCH ? 600 : 450) * (0.5 + random()));
        totals[source] += steps;
        const minute = (options.firstStepMinute ?? 7 * 60) + (i * (14 * 60)) / stepSamples;
        out += record(
          'HKQuantityTypeIdentifierStepCount',
          source,
          'count',
          String(steps),
          at(day, minute),
          at(day, minute + 9),
        );
      }
    }
    expected?.steps.set(day, Math.max(totals[PHONE], totals[WATCH]));
    // Hourly from 07:00, or closer together when there are more than 16 (within the day).
    const gap = Math.min(60, (16 * 60) / stepSamples);
    for (let i = 0; i < stepSamples; i++) {
      const kcal = (12 + random() * 20).toFixed(3);
      out += record(
        'HKQuantityTypeIdentifierActiveEnergyBurned',
        WATCH,
        'kcal',
        kcal,
        at(day, 7 * 60 + i * gap),
        at(day, 7 * 60 + i * gap + gap - 1),
      );
    }
    for (let i = 0; i < hrSamples; i++)
      out += record(
        'HKQuantityTypeIdentifierHeartRate',
        WATCH,
        'count/min',
        String(60 + Math.round(random() * 60)),
        at(day, (i * 1440) / hrSamples),
      );
    out += record(
      'HKQuantityTypeIdentifierRestingHeartRate',
      WATCH,
      'count/min',
      String(55 + Math.round(random() * 10)),
      at(day, 23 * 60 + 50),
    );
    // The scale weighs every morning (kg); some evenings a manual entry in pounds comes later and is the day's last.
    weight += (random() - 0.55) * 0.3;
    out += record('HKQuantityTypeIdentifierBodyMass', SCALE, 'kg', weight.toFixed(2), at(day, 7 * 60 + 5));
    out += record(
      'HKQuantityTypeIdentifierBodyFatPercentage',
      SCALE,
      '%',
      (0.28 + random() * 0.02).toFixed(4),
      at(day, 7 * 60 + 5),
    );
    let last = Math.round(Number(weight.toFixed(2)) * 10) / 10;
    if (d % 7 === 3) {
      const evening = weight + 0.4;
      out += record(
        'HKQuantityTypeIdentifierBodyMass',
        'Health',
        'lb',
        (evening / 0.45359237).toFixed(1),
        at(day, 21 * 60),
      );
      last = Math.round(Number((evening / 0.45359237).toFixed(1)) * 0.45359237 * 10) / 10;
    }
    expected?.weights.set(day, last);
    if (d % 7 === 0)
      out += record(
        'HKQuantityTypeIdentifierWaistCircumference',
        'Health',
        'cm',
        (84 + random() * 2).toFixed(1),
        at(day, 8 * 60),
      );
    // A kitchen scale's reading landed in Health: implausible as a body weight, refused.
    if (d % 30 === 15) {
      out += record('HKQuantityTypeIdentifierBodyMass', 'Kitchen Scale', 'kg', '3.2', at(day, 13 * 60));
      if (expected) expected.refused += 1;
    }
    // Blood pressure: a correlation whose nested records repeat top-level ones.
    if (d % 10 === 0)
      out += ` <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="Omron" startDate="${at(day, 8 * 60)}" endDate="${at(day, 8 * 60)}">\n ${record('HKQuantityTypeIdentifierBodyMass', 'Omron', 'kg', '12', at(day, 8 * 60))} </Correlation>\n`;
    // A run every other day: before iOS 16 energy and distance are attributes, since then <WorkoutStatistics>.
    if (d % 2 === 0) {
      const minutes = 25 + random() * 20;
      const km = minutes / 6;
      const start = at(day, 18 * 60);
      const end = at(day, 18 * 60 + minutes);
      out +=
        d % 4 === 0
          ? ` <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="${minutes.toFixed(4)}" durationUnit="min" totalDistance="${km.toFixed(3)}" totalDistanceUnit="km" totalEnergyBurned="${(minutes * 10).toFixed(1)}" totalEnergyBurnedUnit="kcal" sourceName="${WATCH}" sourceVersion="10.5" creationDate="${end}" startDate="${start}" endDate="${end}">\n  <MetadataEntry key="HKIndoorWorkout" value="0"/>\n </Workout>\n`
          : ` <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="${minutes.toFixed(4)}" durationUnit="min" sourceName="${WATCH}" sourceVersion="10.5" creationDate="${end}" startDate="${start}" endDate="${end}">\n  <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" startDate="${start}" endDate="${end}" sum="${(minutes * 10).toFixed(1)}" unit="kcal"/>\n  <WorkoutStatistics type="HKQuantityTypeIdentifierDistanceWalkingRunning" startDate="${start}" endDate="${end}" sum="${(km / 1.609344).toFixed(3)}" unit="mi"/>\n </Workout>\n`;
      if (expected) expected.workouts += 1;
    }
    yield out;
  }
  yield '</HealthData>\n';
}

export function newExpectation(): ExportExpectation {
  return { weights: new Map(), steps: new Map(), workouts: 0, refused: 0 };
}

const CDA =
  '<?xml version="1.0" encoding="UTF-8"?>\n<ClinicalDocument xmlns="urn:hl7-org:v3"></ClinicalDocument>\n';

/** A small export.zip in memory (tests). */
export function appleHealthZip(options: ExportOptions, expected?: ExportExpectation): Buffer {
  return Buffer.from(
    zipSync({
      'apple_health_export/export.xml': strToU8([...healthXml(options, expected)].join('')),
      'apple_health_export/export_cda.xml': strToU8(CDA),
    }),
  );
}

/** A zip of any files given as text (hostile-file tests). */
export function zipOf(files: Record<string, string | Uint8Array>): Buffer {
  return Buffer.from(
    zipSync(
      Object.fromEntries(Object.entries(files).map(([k, v]) => [k, typeof v === 'string' ? strToU8(v) : v])),
    ),
  );
}

/** Distinct days the bench's export cycles through (values repeat every TEMPLATE_DAYS days, dates do not). */
const TEMPLATE_DAYS = 28;

/**
 * export.xml as Buffers for the bench, fast: TEMPLATE_DAYS days are made by healthXml and the rest repeat them with
 * their own dates (a day's text holds only its own date), so hundreds of MB take seconds rather than minutes.
 */
export function* fastHealthXml(options: ExportOptions): Generator<Buffer> {
  const templateStart = '1999-01-01';
  const made = [...healthXml({ ...options, start: templateStart, days: TEMPLATE_DAYS })];
  const header = made[0]!;
  yield Buffer.from(header.replace(/1999-01-01/g, options.start));
  const days = made.slice(1, -1).map((text, d) => text.split(dayAfter(templateStart, d)));
  for (let d = 0; d < options.days; d++)
    yield Buffer.from(days[d % TEMPLATE_DAYS]!.join(dayAfter(options.start, d)));
  yield Buffer.from(made.at(-1)!);
}

/**
 * Writes an export.zip of any size to `path` without holding it (bench): the XML is deflated as it is made by
 * node's zlib (level 6, as zip tools do) into a ZIP64 archive (the XML of a 300 MB export is ~5 GB, past plain zip's
 * 4 GB), entries streamed with data descriptors.
 */
export async function writeAppleHealthZip(path: string, options: ExportOptions): Promise<void> {
  const out = createWriteStream(path);
  let offset = 0;
  const write = async (chunk: Buffer) => {
    offset += chunk.length;
    if (!out.write(chunk)) await once(out, 'drain');
  };
  const central: Buffer[] = [];
  async function entry(name: string, parts: Iterable<Buffer>): Promise<void> {
    const nameBytes = Buffer.from(name);
    const headerAt = offset;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(45, 4); // version 4.5: ZIP64
    local.writeUInt16LE(0x0808, 6); // sizes in a data descriptor; UTF-8 name
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt16LE(nameBytes.length, 26);
    await write(Buffer.concat([local, nameBytes]));
    const deflate = createDeflateRaw({ level: 6 });
    let crc = 0;
    let size = 0;
    let compressed = 0;
    const drained = (async () => {
      for await (const chunk of deflate as AsyncIterable<Buffer>) {
        compressed += chunk.length;
        await write(chunk);
      }
    })();
    for (const part of parts) {
      crc = crc32(part, crc);
      size += part.length;
      if (!deflate.write(part)) await once(deflate, 'drain');
    }
    deflate.end();
    await drained;
    const descriptor = Buffer.alloc(24);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeBigUInt64LE(BigInt(compressed), 8);
    descriptor.writeBigUInt64LE(BigInt(size), 16);
    await write(descriptor);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(45, 4);
    record.writeUInt16LE(45, 6);
    record.writeUInt16LE(0x0808, 8);
    record.writeUInt16LE(8, 10);
    record.writeUInt16LE(0x21, 14);
    record.writeUInt32LE(crc >>> 0, 16);
    record.writeUInt32LE(0xffffffff, 20);
    record.writeUInt32LE(0xffffffff, 24);
    record.writeUInt16LE(nameBytes.length, 28);
    record.writeUInt16LE(28, 30);
    record.writeUInt32LE(0xffffffff, 42);
    const zip64 = Buffer.alloc(28);
    zip64.writeUInt16LE(0x0001, 0);
    zip64.writeUInt16LE(24, 2);
    zip64.writeBigUInt64LE(BigInt(size), 4);
    zip64.writeBigUInt64LE(BigInt(compressed), 12);
    zip64.writeBigUInt64LE(BigInt(headerAt), 20);
    central.push(record, nameBytes, zip64);
  }
  await entry('apple_health_export/export.xml', fastHealthXml(options));
  await entry('apple_health_export/export_cda.xml', [Buffer.from(CDA)]);
  const centralAt = offset;
  const directory = Buffer.concat(central);
  await write(directory);
  const end64At = offset;
  const end64 = Buffer.alloc(56);
  end64.writeUInt32LE(0x06064b50, 0);
  end64.writeBigUInt64LE(44n, 4);
  end64.writeUInt16LE(45, 12);
  end64.writeUInt16LE(45, 14);
  end64.writeBigUInt64LE(2n, 24);
  end64.writeBigUInt64LE(2n, 32);
  end64.writeBigUInt64LE(BigInt(directory.length), 40);
  end64.writeBigUInt64LE(BigInt(centralAt), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(end64At), 8);
  locator.writeUInt32LE(1, 16);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(0xffff, 8);
  end.writeUInt16LE(0xffff, 10);
  end.writeUInt32LE(0xffffffff, 12);
  end.writeUInt32LE(0xffffffff, 16);
  await write(Buffer.concat([end64, locator, end]));
  out.end();
  await once(out, 'finish');
}
