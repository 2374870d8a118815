/**
 * FIT activity files imported in the background, the way an Apple Health export is
 * (docs/decisions/013-apple-health-background-import.md): accept() checks every file at once (a FIT header, its
 * declared size, its CRC). When none can be imported the upload is a 4xx naming each file's problem; otherwise it
 * answers with the import, the broken files listed among its refused records. run() then decodes the files one by
 * one, saving progress, and writes every workout in one transaction: nothing is ever half-imported, and each workout
 * is keyed by source, start and type, so importing the same files again adds nothing.
 */
import { FIT_MESSAGES, type ImportJob } from '@common/imports';
import { BadRequest, Conflict, UnprocessableEntity } from '../../lib/errors';
import type { Actor } from '../auth/auth-service';
import { writeHealthImport } from '../progress';
import { reasonsOf } from './apple-health-read';
import { presentImport, STALE_MS, type AppleHealthDeps } from './apple-health-import';
import { checkFitFile, readFitWorkouts, type FitWorkout } from './fit-read';
import * as repo from './imports-repo';

const KIND = 'fit';
const FAILED_UNEXPECTEDLY = 'The import failed unexpectedly; nothing was imported. Please try again later.';

export interface FitUpload {
  filename: string | undefined;
  bytes: Buffer;
}

/** A file's name as the member will read it in a reason: control characters dropped, kept short. */
const nameOf = (file: FitUpload, index: number) =>
  // eslint-disable-next-line no-control-regex
  (file.filename ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 80) || `file ${index + 1}`;

export function createFitImports(deps: AppleHealthDeps) {
  const { db, now, log } = deps;
  const inFlight = new Set<Promise<void>>();

  /** `refused` holds the files refused at upload: the finished import counts them with the rest. */
  async function run(
    id: string,
    userId: string,
    files: { name: string; bytes: Buffer }[],
    refused: Map<string, number>,
  ): Promise<void> {
    try {
      const workouts = new Map<string, FitWorkout>();
      let bytesRead = 0;
      for (const file of files) {
        const read = readFitWorkouts(file.bytes, now());
        const count = (reason: string, n: number) =>
          refused.set(`${file.name}: ${reason}`, (refused.get(`${file.name}: ${reason}`) ?? 0) + n);
        if ('error' in read) count(read.error, 1);
        else {
          for (const [reason, n] of read.refused) count(reason, n);
          // The same activity twice in one upload (or a file copied twice) is one workout.
          for (const w of read.workouts) workouts.set(`${w.source}\t${w.startAt}\t${w.type}`, w);
        }
        bytesRead += file.bytes.length;
        await repo.updateImport(db, id, { status: 'running', bytesRead, updatedAt: now() });
      }
      await db.transaction(async (tx) => {
        const rows = [...workouts.values()].map((w) => ({ ...w, startAt: new Date(w.startAt) }));
        const { written, skipped } = await writeHealthImport(
          tx,
          userId,
          { source: KIND, weights: [], measurements: [], activity: [], workouts: rows },
          now(),
        );
        const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
        await repo.updateImport(tx, id, {
          status: 'done',
          imported: written,
          skipped: total(skipped),
          refused: total(refused),
          skippedReasons: reasonsOf(skipped),
          refusedReasons: reasonsOf(refused),
          updatedAt: now(),
          finishedAt: now(),
        });
      });
    } catch (err) {
      log.error({ err, importId: id }, 'FIT import failed');
      // The database may be what failed: then the row stays "running" and reads as interrupted later.
      await repo
        .updateImport(db, id, {
          status: 'failed',
          error: FAILED_UNEXPECTEDLY,
          updatedAt: now(),
          finishedAt: now(),
        })
        .catch((e: unknown) => log.error({ err: e, importId: id }, 'Could not mark the import failed'));
    }
  }

  return {
    /**
     * Checks the uploaded files and starts importing those that hold: a 4xx when none does (each file's problem
     * named), otherwise the import, with the others among its refused records.
     */
    async accept(actor: Actor, files: FitUpload[]): Promise<ImportJob> {
      if (files.length === 0) throw new BadRequest(FIT_MESSAGES.noFile, 'file');
      const checked = files.map((file, i) => ({
        name: nameOf(file, i),
        bytes: file.bytes,
        problem: checkFitFile(file.bytes),
      }));
      const good = checked.filter((f) => f.problem === null);
      const bad = checked.filter((f) => f.problem !== null);
      if (good.length === 0) {
        const problems = bad.map((f) => `${f.name}: ${f.problem}`).join('; ');
        const message = `${files.length === 1 ? 'This file cannot be imported' : FIT_MESSAGES.noneReadable} — ${problems}.`;
        // Not a FIT file at all is a wrong upload (400); a FIT file cut short or damaged cannot be processed (422).
        throw bad.some((f) => f.problem === FIT_MESSAGES.notFit)
          ? new BadRequest(message, 'file')
          : new UnprocessableEntity(message);
      }
      const refusedAtUpload = new Map<string, number>();
      for (const f of bad) {
        const reason = `${f.name}: ${f.problem}`;
        refusedAtUpload.set(reason, (refusedAtUpload.get(reason) ?? 0) + 1);
      }
      const at = now();
      // One FIT import at a time per member: each holds its files in memory until it ends (as Apple Health's).
      const busy = (await repo.unfinishedImports(db, actor.user.id, KIND)).some(
        (r) => at.getTime() - r.updatedAt.getTime() <= STALE_MS,
      );
      if (busy) throw new Conflict(FIT_MESSAGES.busy, 'file');
      const row = await repo.insertImport(db, {
        userId: actor.user.id,
        kind: KIND,
        status: 'queued',
        filename: files.length === 1 ? checked[0]!.name : `${files.length} FIT files`,
        totalBytes: good.reduce((n, f) => n + f.bytes.length, 0),
        refused: bad.length,
        refusedReasons: reasonsOf(refusedAtUpload),
        createdAt: at,
        updatedAt: at,
      });
      // Never an unhandled rejection: a background job's failure must not stop the instance.
      const job = run(row.id, actor.user.id, good, refusedAtUpload)
        .catch((err: unknown) => log.error({ err, importId: row.id }, 'FIT import crashed'))
        .finally(() => inFlight.delete(job));
      inFlight.add(job);
      return presentImport(row, at);
    },

    /** Resolves when every import started here has ended (server shutdown, tests). */
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
