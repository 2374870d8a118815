/**
 * The Apple Health reader as it was before the byte scanner (saxes, every tag parsed into attributes), feeding the
 * same collector: kept for the scanner's differential test and the bench's comparison, not used by the server.
 */
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { AppError, BadRequest } from '../src/lib/errors';
import {
  checkDoctype,
  emptyHealthData,
  healthCollector,
  notWellFormed,
  type HealthData,
} from '../src/modules/imports/apple-health-read';

export function saxesReader(now: Date) {
  const data = emptyHealthData();
  const collect = healthCollector(data, now);
  const parser = new SaxesParser({ xmlns: false });
  let depth = 0;
  let sawRoot = false;
  parser.on('doctype', checkDoctype);
  parser.on('opentag', (tag: SaxesTagPlain) => {
    depth += 1;
    if (depth === 1) sawRoot = tag.name === 'HealthData';
    else if (depth === 2 && tag.name === 'Record') collect.record(tag.attributes);
    else if (depth === 2 && tag.name === 'Workout') collect.openWorkout(tag.attributes);
    else if (depth === 3 && tag.name === 'WorkoutStatistics') collect.workoutStatistics(tag.attributes);
  });
  parser.on('closetag', (tag: SaxesTagPlain) => {
    if (depth === 2 && tag.name === 'Workout') collect.closeWorkout();
    depth -= 1;
  });
  const decoder = new StringDecoder('utf8');
  const fail = (err: unknown) => {
    if (err instanceof AppError) throw err;
    throw new BadRequest(notWellFormed(err as Error), 'file');
  };
  return {
    write(chunk: Buffer): void {
      try {
        parser.write(decoder.write(chunk));
      } catch (err) {
        fail(err);
      }
    },
    end(): HealthData {
      try {
        parser.write(decoder.end());
        parser.close();
      } catch (err) {
        fail(err);
      }
      if (!sawRoot) throw new BadRequest('not HealthData', 'file');
      return data;
    },
  };
}

/** Reads chunks of export.xml the old way. */
export function saxesRead(chunks: Buffer[], now: Date): HealthData {
  const reader = saxesReader(now);
  for (const chunk of chunks) reader.write(chunk);
  return reader.end();
}
