import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { image, multipartForm, textPdf } from '../../../test/documents';
import {
  createTestApp,
  grantEntitlement,
  injectAs,
  oneTestDatabaseKind,
  registerMember,
  type Member,
  type TestApp,
} from '../../../test/helpers';

/** Every object in the local file store (the encrypted uploads directory). */
async function storedFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'uploads');
  const out: string[] = [];
  for (const shard of await readdir(root)) {
    if (shard === '.tmp') continue;
    for (const f of await readdir(path.join(root, shard))) out.push(path.join(root, shard, f));
  }
  return out;
}

/** A phone-like JPEG carrying EXIF text (where a photo was taken would sit there too). */
async function photoWithExif(marker: string): Promise<Buffer> {
  const jpeg = await image('jpeg', 320, 240);
  return sharp(jpeg)
    .withMetadata({ exif: { IFD0: { ImageDescription: marker } } })
    .jpeg()
    .toBuffer();
}

describe.each(oneTestDatabaseKind())('progress photos on %s', (kind) => {
  let t: TestApp;
  let m: Member;
  beforeAll(async () => {
    t = await createTestApp(kind);
    m = await registerMember(t.app);
    await grantEntitlement(t.database, m.user.id, 'premium');
  });
  afterAll(() => t.close());

  const upload = (bytes: Buffer, filename: string, token = m.token, date?: string) => {
    const { payload, headers } = multipartForm(date ? { date } : {}, { field: 'file', bytes, filename });
    return injectAs(t.app, token, { method: 'POST', url: '/api/progress/photos', payload, headers });
  };
  const get = (url: string, token = m.token) => injectAs(t.app, token, { method: 'GET', url });
  const del = (url: string, token = m.token) => injectAs(t.app, token, { method: 'DELETE', url });

  it('stores a photo encrypted at rest, without its metadata, and shows it to its owner', async () => {
    const before = new Set(await storedFiles(t.dataDir));
    const original = await photoWithExif('SECRET-PLACE-4711');
    expect(original.includes('SECRET-PLACE-4711')).toBe(true);
    const res = await upload(original, 'me.jpg', m.token, '2026-01-10');
    expect(res.statusCode, res.body).toBe(201);
    const { photo } = res.json();
    expect(photo).toMatchObject({ date: '2026-01-10', width: 320, height: 240 });

    const file = await get(`/api/progress/photos/${photo.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('no-store');
    const served = file.rawPayload;
    expect(served.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    expect(served.includes('SECRET-PLACE-4711')).toBe(false);
    expect(served.length).toBe(photo.byteSize);

    const added = (await storedFiles(t.dataDir)).filter((f) => !before.has(f));
    expect(added).toHaveLength(1);
    const stored = await readFile(added[0]!);
    // Neither the JPEG header nor any 64-byte run of the served image is in the stored object.
    expect(stored.subarray(0, 3).equals(served.subarray(0, 3))).toBe(false);
    for (let at = 0; at + 64 <= served.length; at += 512)
      expect(stored.includes(served.subarray(at, at + 64))).toBe(false);

    const list = await get('/api/progress/photos');
    expect(list.json().photos.map((p: { id: string }) => p.id)).toContain(photo.id);
  });

  it.each([
    ['PNG', 'png'],
    ['WebP', 'webp'],
  ] as const)('accepts a %s photo (stored as JPEG)', async (_name, format) => {
    const res = await upload(await image(format, 100, 80), `p.${format}`);
    expect(res.statusCode, res.body).toBe(201);
    const file = await get(`/api/progress/photos/${res.json().photo.id}`);
    expect(file.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a file that is not a photo with 400 naming the file field', async () => {
    const jpeg = await image('jpeg');
    const cases: [string, Buffer, string][] = [
      ['empty', Buffer.alloc(0), 'The photo file is empty.'],
      ['text named .jpg', Buffer.from('just some text, not an image at all'), 'JPEG, PNG or WebP'],
      ['a PDF', textPdf(['not a photo']), 'JPEG, PNG or WebP'],
      ['a TIFF', await image('tiff'), 'JPEG, PNG or WebP'],
      // The magic bytes of a JPEG, the rest cut off: it cannot be decoded.
      ['a truncated JPEG', jpeg.subarray(0, 40), 'could not be read as an image'],
    ];
    for (const [what, bytes, message] of cases) {
      const res = await upload(bytes, 'photo.jpg');
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toMatchObject({ field: 'file', message: expect.stringContaining(message) });
    }
  });

  it('refuses bad dates with 400 naming the date field', async () => {
    const jpeg = await image('jpeg');
    for (const date of ['2026-02-30', 'yesterday', '2999-01-01', '2001-01-01']) {
      const res = await upload(jpeg, 'p.jpg', m.token, date);
      expect(res.statusCode, date).toBe(400);
      expect(res.json().field, date).toBe('date');
    }
  });

  it('answers 404 for another member’s photo (view and delete) and leaves it alone', async () => {
    const other = await registerMember(t.app);
    await grantEntitlement(t.database, other.user.id, 'premium');
    const theirs = (await upload(await image('jpeg'), 'theirs.jpg', other.token)).json().photo;
    expect((await get(`/api/progress/photos/${theirs.id}`)).statusCode).toBe(404);
    expect((await get(`/api/progress/photos/${theirs.id}`)).json()).toEqual({ message: 'Photo not found.' });
    expect((await del(`/api/progress/photos/${theirs.id}`)).statusCode).toBe(404);
    expect(
      (await get('/api/progress/photos')).json().photos.some((p: { id: string }) => p.id === theirs.id),
    ).toBe(false);
    expect((await get(`/api/progress/photos/${theirs.id}`, other.token)).statusCode).toBe(200);
    expect((await get('/api/progress/photos/not-a-uuid')).statusCode).toBe(404);
  });

  it('adding a photo is Premium; listing one’s photos is not', async () => {
    const free = await registerMember(t.app);
    const refused = await upload(await image('jpeg'), 'p.jpg', free.token);
    expect(refused.statusCode).toBe(403);
    expect((await get('/api/progress/photos', free.token)).json()).toEqual({ photos: [] });
  });

  it('deletes the row and the stored file', async () => {
    const before = (await storedFiles(t.dataDir)).length;
    const { photo } = (await upload(await image('jpeg'), 'gone.jpg')).json();
    expect((await storedFiles(t.dataDir)).length).toBe(before + 1);
    expect((await del(`/api/progress/photos/${photo.id}`)).statusCode).toBe(204);
    expect((await storedFiles(t.dataDir)).length).toBe(before);
    expect((await get(`/api/progress/photos/${photo.id}`)).statusCode).toBe(404);
  });

  it('keeps photo files through the orphan sweep (they have a row)', async () => {
    const { photo } = (await upload(await image('jpeg'), 'kept.jpg')).json();
    await t.app.ctx.services.storedFiles.sweepOrphans(0);
    expect((await get(`/api/progress/photos/${photo.id}`)).statusCode).toBe(200);
  });

  it('puts the photos in the account export and deletes their files with the account', async () => {
    const member = await registerMember(t.app);
    await grantEntitlement(t.database, member.user.id, 'premium');
    const before = (await storedFiles(t.dataDir)).length;
    const { photo } = (
      await upload(await image('jpeg', 200, 100), 'mine.jpg', member.token, '2026-02-01')
    ).json();
    const served = (await get(`/api/progress/photos/${photo.id}`, member.token)).rawPayload;

    const zip = await get('/api/account/export', member.token);
    expect(zip.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const data = JSON.parse(strFromU8(files['data.json']!));
    expect(data.progress.photos).toEqual([expect.objectContaining({ id: photo.id, date: '2026-02-01' })]);
    expect(JSON.stringify(data)).not.toMatch(/storageKey/);
    expect(Buffer.from(files[data.progress.photos[0].file]!).equals(served)).toBe(true);

    const gone = await injectAs(t.app, member.token, {
      method: 'DELETE',
      url: '/api/account',
      payload: { password: member.password },
    });
    expect(gone.statusCode).toBe(200);
    expect((await storedFiles(t.dataDir)).length).toBe(before);
  });
});
