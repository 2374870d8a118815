/**
 * Optional progress photos (issue 18): uploaded by Premium and Doctor Verified members, stored encrypted at rest in
 * the same file store as report files (server/src/storage/encrypted-file-store.ts) under a random key, listed,
 * shown and deleted by their owner only. docs/product.md#progress-tracking
 */
import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_COUNT,
  PHOTO_MAX_EDGE,
  PHOTO_MESSAGES,
  PHOTO_MIME_TYPES,
  isoDate,
  type ProgressPhoto,
} from '@common/progress';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { BadRequest, NotFound } from '../../lib/errors';
import type { FileStore } from '../../storage/file-store';
import { newStorageKey } from '../../storage/stored-files';
import { progressPhotoFilesKind } from './progress-photo-files';
import type { Actor } from '../auth/auth-service';
import { authorize } from '../auth/policy';
import { isUuid } from '../reports';
import * as repo from './progress-repo';
import { checkLogDate } from './progress-kit';

/** 40 megapixels: above any phone camera's photo; larger "images" are decompression bombs. */
const MAX_INPUT_PIXELS = 40_000_000;

const toPhoto = (r: repo.PhotoRow): ProgressPhoto => ({
  id: r.id,
  date: r.date,
  createdAt: r.createdAt.toISOString(),
  byteSize: r.byteSize,
  width: r.width,
  height: r.height,
});

/**
 * The type is decided from the bytes (magic numbers), never from the browser; the image is then re-encoded as a
 * JPEG no larger than PHOTO_MAX_EDGE, which proves it is a real image and drops its metadata (EXIF can hold where
 * and when a phone photo was taken).
 */
export async function readPhoto(bytes: Buffer): Promise<{ bytes: Buffer; width: number; height: number }> {
  if (bytes.length === 0) throw new BadRequest(PHOTO_MESSAGES.empty, 'file');
  if (bytes.length > PHOTO_MAX_BYTES) throw new BadRequest(PHOTO_MESSAGES.tooLarge, 'file');
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  if (!detected || !(PHOTO_MIME_TYPES as readonly string[]).includes(detected))
    throw new BadRequest(PHOTO_MESSAGES.invalidType, 'file');
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: PHOTO_MAX_EDGE, height: PHOTO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw new BadRequest(`The photo could not be read as an image. ${PHOTO_MESSAGES.invalidType}`, 'file');
  }
}

export function createProgressPhotoService(deps: {
  db: Db;
  files: FileStore;
  now: () => Date;
  log: { warn(obj: object, msg: string): void };
}) {
  const { db, files, now, log } = deps;

  /** The member's own photo; another member's, a missing one or a malformed id all answer 404. */
  async function ownPhoto(actor: Actor, id: string): Promise<repo.PhotoRow> {
    const row = isUuid(id) ? await repo.findPhoto(db, id) : undefined;
    if (!row) throw new NotFound('Photo not found.');
    authorize(actor.user, 'progress:photo', row);
    return row;
  }

  return {
    async upload(actor: Actor, input: { bytes: Buffer; date: string | undefined }): Promise<ProgressPhoto> {
      authorize(actor.user, 'progress:premium', { at: now() });
      const date = input.date ?? now().toISOString().slice(0, 10);
      const parsed = isoDate.safeParse(date);
      if (!parsed.success) throw new BadRequest(parsed.error.issues[0]!.message, 'date');
      checkLogDate(date, now());
      if ((await repo.countPhotos(db, actor.user.id)) >= PHOTO_MAX_COUNT)
        throw new BadRequest(PHOTO_MESSAGES.tooMany, 'file');
      const image = await readPhoto(input.bytes);
      const storageKey = newStorageKey(progressPhotoFilesKind);
      // The file first, then the row: a crash in between leaves an orphan file the sweep removes, never a row
      // pointing at nothing.
      await files.put(storageKey, image.bytes);
      try {
        return toPhoto(
          await repo.insertPhoto(db, {
            userId: actor.user.id,
            date,
            storageKey,
            mimeType: 'image/jpeg',
            byteSize: image.bytes.length,
            width: image.width,
            height: image.height,
          }),
        );
      } catch (err) {
        await files.delete(storageKey).catch(() => undefined);
        throw err;
      }
    },

    /** Newest day first. Seeing one's photos needs no subscription (they are the member's own data). */
    async list(actor: Actor): Promise<ProgressPhoto[]> {
      return (await repo.listPhotos(db, actor.user.id)).map(toPhoto);
    },

    async file(actor: Actor, id: string) {
      const row = await ownPhoto(actor, id);
      return {
        bytes: await files.get(row.storageKey),
        mimeType: row.mimeType,
        filename: `progress-photo-${row.date}.jpg`,
      };
    },

    async delete(actor: Actor, id: string): Promise<void> {
      const row = await ownPhoto(actor, id);
      await repo.deletePhoto(db, row.id);
      await files
        .delete(row.storageKey)
        .catch((err: unknown) => log.warn({ err }, 'could not delete a progress photo file'));
    },
  };
}

export type ProgressPhotoService = ReturnType<typeof createProgressPhotoService>;
