/**
 * Apple Health export.zip files made here, as the Health app writes them (iOS 17: export.xml with its internal DTD,
 * records from several sources, workouts old style with energy/distance attributes and new style with
 * <WorkoutStatistics>, export_cda.xml beside it), for tests and bench/apple-health-bench.ts. Deterministic per seed;
 * `expected` says what an import must make of it. The XML is produced in chunks, so the bench can write hundreds of MB.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { Zip, ZipDeflate, strToU8, zipSync } from 'fflate';

export interface ExportOptions {
  /** First day, YYYY-MM-DD. */
  start: string;
  days: number;
  /** Step samples per source per day (the phone writes a few hundred; tests use fewer). */
  stepSamples?: number;
  /** Heart-rate samples per day (not imported: they make the export large). */
  heartRateSamples?: number;
  seed?: number;
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
        const minute = 7 * 60 + (i * (14 * 60)) / stepSamples;
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
    for (let i = 0; i < stepSamples; i++) {
      const kcal = (12 + random() * 20).toFixed(3);
      out += record(
        'HKQuantityTypeIdentifierActiveEnergyBurned',
        WATCH,
        'kcal',
        kcal,
        at(day, 7 * 60 + i * 60),
        at(day, 7 * 60 + i * 60 + 59),
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

/** Writes an export.zip of any size to `path` without holding it (bench): the XML is deflated as it is made. */
export async function writeAppleHealthZip(path: string, options: ExportOptions): Promise<void> {
  const out = createWriteStream(path);
  const zip = new Zip();
  let pending: Uint8Array[] = [];
  let failed: Error | null = null;
  zip.ondata = (err, chunk) => {
    if (err) failed = err;
    else pending.push(chunk);
  };
  const drain = async () => {
    for (const chunk of pending) if (!out.write(chunk)) await once(out, 'drain');
    pending = [];
    if (failed) throw failed;
  };
  const xml = new ZipDeflate('apple_health_export/export.xml', { level: 6 });
  zip.add(xml);
  for (const text of healthXml(options)) {
    xml.push(strToU8(text));
    await drain();
  }
  xml.push(new Uint8Array(0), true);
  const cda = new ZipDeflate('apple_health_export/export_cda.xml');
  zip.add(cda);
  cda.push(strToU8(CDA), true);
  zip.end();
  await drain();
  out.end();
  await once(out, 'finish');
}
