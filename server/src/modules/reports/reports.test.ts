import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@common/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { image, multipartFile, textPdf } from '../../../test/documents';
import {
  createTestApp,
  injectAs,
  registerMember,
  testDatabaseKinds,
  type Member,
  type TestApp,
} from '../../../test/helpers';
import { fixturesFolder } from '../../../test/fixtures';
import type { ReportExtractor } from './reports-service';

/** A stand-in reader: finds a haemoglobin result in PDFs whose text says so. */
const fakeExtract: ReportExtractor = async (bytes, mimeType) => {
  if (mimeType === 'application/pdf' && bytes.includes('Hemoglobin')) {
    return {
      status: 'processed',
      message: '',
      sampleDate: '2024-03-12',
      results: [
        {
          code: 'HGB',
          printedName: 'Hemoglobin',
          value: 11.2,
          comparator: null,
          unit: 'g/dL',
          valueCanonical: 11.2,
          refLow: 13,
          refHigh: 17,
          refSource: 'report',
          flag: 'low',
          clinicallyImportant: false,
          note: 'Below the reference range.',
          confidence: 0.27,
          needsReview: true,
          reviewReason: 'The value is far outside its printed range.',
        },
      ],
    };
  }
  return {
    status: 'needs_review',
    message: 'We found no results in this file.',
    sampleDate: null,
    results: [],
  };
};

async function storedFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'uploads');
  const out: string[] = [];
  for (const shard of await readdir(root)) {
    if (shard === '.tmp') continue;
    for (const f of await readdir(path.join(root, shard))) out.push(path.join(root, shard, f));
  }
  return out;
}

describe.each(testDatabaseKinds())('blood test report uploads on %s', (kind) => {
  let t: TestApp;
  let m: Member;
  beforeAll(async () => {
    t = await createTestApp(kind, { extract: fakeExtract });
    m = await registerMember(t.app);
  });
  afterAll(() => t.close());

  const upload = (
    bytes: Buffer,
    filename: string,
    token = m.token,
    opts: Parameters<typeof multipartFile>[2] = {},
  ) => {
    const { payload, headers } = multipartFile(bytes, filename, opts);
    return injectAs(t.app, token, { method: 'POST', url: '/api/blood-test/upload', payload, headers });
  };
  const get = (url: string, token = m.token) => injectAs(t.app, token, { method: 'GET', url });
  /** Runs the queued extraction jobs (the test app does not poll), then the report as read. */
  const readBack = async (id: string, token = m.token) => {
    await t.app.ctx.jobs.drain();
    return (await get(`/api/blood-test/reports/${id}`, token)).json();
  };

  it.each([
    ['report.pdf', 'application/pdf', () => Promise.resolve(textPdf(['Hemoglobin 11.2 g/dL 13.0 - 17.0']))],
    ['scan.png', 'image/png', () => image('png')],
    ['photo.JPG', 'image/jpeg', () => image('jpeg')],
    ['photo.jpeg', 'image/jpeg', () => image('jpeg')],
    ['fax.tif', 'image/tiff', () => image('tiff')],
    ['fax.tiff', 'image/tiff', () => image('tiff')],
  ])('accepts %s as %s', async (filename, mimeType, make) => {
    const res = await upload(await make(), filename, m.token, { contentType: 'application/octet-stream' });
    expect(res.statusCode, res.body).toBe(201);
    // Answered once stored; the extraction job reads it afterwards.
    expect(res.json().report).toMatchObject({ filename, mimeType, status: 'processing', progress: null });
    expect(res.json().report.size).toBeGreaterThan(0);
    const { report } = await readBack(res.json().report.id);
    expect(report.status).toMatch(/processed|needs_review/);
  });

  it('stores what the extractor found and returns it with the report', async () => {
    const res = await upload(textPdf(['Hemoglobin 11.2 g/dL 13.0 - 17.0']), 'cbc.pdf');
    expect(res.json().message).toMatch(/received and is being read/);
    expect(res.json().report).toMatchObject({ status: 'processing', biomarkerCount: 0, sampleDate: null });
    const { report } = await readBack(res.json().report.id);
    expect(report).toMatchObject({ status: 'processed', biomarkerCount: 1, sampleDate: '2024-03-12' });
    // The list counts the same results (a correlated subquery once counted 0 here).
    const listed = (await get('/api/blood-test/reports')).json().reports as {
      id: string;
      biomarkerCount: number;
    }[];
    expect(listed.find((r) => r.id === report.id)?.biomarkerCount).toBe(1);
    const detail = await get(`/api/blood-test/reports/${report.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().biomarkers).toEqual([
      expect.objectContaining({
        code: 'HGB',
        name: 'Hemoglobin',
        value: 11.2,
        unit: 'g/dL',
        unitCanonical: 'g/dL',
        refLow: 13,
        refHigh: 17,
        flag: 'low',
        edited: false,
        confidence: 0.27,
        needsReview: true,
        reviewReason: 'The value is far outside its printed range.',
      }),
    ]);
  });

  it.each([
    [
      'a renamed executable',
      Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00PE\x00\x00'), Buffer.alloc(4000, 1)]),
      'report.pdf',
      'application/pdf',
    ],
    [
      'a text file named .png',
      Buffer.from('Hemoglobin 14.1 g/dL\nthis is not an image\n'),
      'scan.png',
      'image/png',
    ],
    ['a PDF named .jpg', textPdf(['hello']), 'photo.jpg', 'image/jpeg'],
    ['a PNG named .pdf', null, 'report.pdf', 'application/pdf'],
    [
      'a GIF',
      Buffer.from(
        'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x00\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
        'latin1',
      ),
      'x.gif',
      'image/gif',
    ],
    ['a PNG without an extension', null, 'report', 'image/png'],
  ])('refuses %s with 415 and the spec message', async (_label, bytes, filename, contentType) => {
    const res = await upload(bytes ?? (await image('png')), filename, m.token, { contentType });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: UPLOAD_MESSAGES.invalidType });
  });

  it('refuses an empty file with 400', async () => {
    const res = await upload(Buffer.alloc(0), 'empty.pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/empty/i);
  });

  it('refuses 10 MB + 1 byte with 413 and accepts exactly 10 MB', async () => {
    const png = await image('png');
    const over = Buffer.concat([png, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - png.length)]);
    const res = await upload(over, 'big.png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: UPLOAD_MESSAGES.tooLarge });
    const exact = await upload(over.subarray(0, UPLOAD_MAX_BYTES), 'exact.png');
    expect(exact.statusCode).toBe(201);
  });

  it('refuses a request that declares a huge body without reading it', async () => {
    const res = await injectAs(t.app, m.token, {
      method: 'POST',
      url: '/api/blood-test/upload',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(50 * 1024 * 1024),
      },
      payload: Buffer.from('--x--'),
    });
    expect(res.statusCode).toBe(413);
  });

  it('refuses what is not one file in a field named "file"', async () => {
    const pdf = textPdf(['x']);
    expect((await upload(pdf, 'a.pdf', m.token, { field: 'document' })).statusCode).toBe(400);
    expect((await upload(pdf, 'a.pdf', m.token, { extraFiles: 1 })).statusCode).toBe(400);
    const json = await injectAs(t.app, m.token, {
      method: 'POST',
      url: '/api/blood-test/upload',
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/multipart/);
  });

  it('answers 400 for truncated or malformed multipart framing', async () => {
    for (const payload of [
      '\u0000',
      '--xyz\r\n',
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nabc',
    ]) {
      const res = await injectAs(t.app, m.token, {
        method: 'POST',
        url: '/api/blood-test/upload',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/multipart/);
    }
  });

  it('keeps the filename only as sanitised display text', async () => {
    const res = await upload(textPdf(['x']), '../../etc/\u0000pass\u202ewd\u0007 report.pdf');
    expect(res.statusCode).toBe(201);
    expect(res.json().report.filename).toBe('passwd report.pdf');
    const long = await upload(textPdf(['x']), `${'a'.repeat(300)}.pdf`);
    expect(long.json().report.filename).toHaveLength(200);
    expect(long.json().report.filename.endsWith('.pdf')).toBe(true);
  });

  it('encrypts at rest and returns the file byte-identical with safe headers', async () => {
    const pdf = textPdf(['UNIQUE-MARKER-1234 Hemoglobin 14.1']);
    const res = await upload(pdf, 'mine.pdf');
    const id = res.json().report.id;
    for (const file of await storedFiles(t.dataDir)) {
      const stored = await readFile(file);
      expect(stored.includes('UNIQUE-MARKER-1234')).toBe(false);
      // No plaintext PDF: not its header at the start, nor any 64-byte run of it (four bytes such as "%PDF" turn
      // up by chance in a few MB of ciphertext; 64 never do).
      expect(stored.subarray(0, 4).toString('latin1')).not.toBe('%PDF');
      expect(stored.includes(pdf.subarray(0, 64))).toBe(false);
    }
    const dl = await get(`/api/blood-test/reports/${id}/file`);
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(pdf)).toBe(true);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['content-disposition']).toMatch(/^attachment; filename="mine.pdf"/);
    expect(dl.headers['cache-control']).toBe('no-store');
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
  });

  it('reports a re-upload of the same file as a duplicate', async () => {
    const pdf = textPdf(['same content twice']);
    const first = await upload(pdf, 'one.pdf');
    const second = await upload(pdf, 'two.pdf');
    expect(first.json().duplicate).toBe(false);
    expect(second.json()).toMatchObject({ duplicate: true, duplicateOf: first.json().report.id });
    expect(second.json().report.id).not.toBe(first.json().report.id);
  });

  it('lists only the caller’s reports, newest first, and answers 404 for other members’ reports', async () => {
    const other = await registerMember(t.app);
    const theirs = (await upload(textPdf(['theirs']), 'theirs.pdf', other.token)).json().report;
    const list = (await get('/api/blood-test/reports')).json().reports as {
      id: string;
      uploadedAt: string;
    }[];
    expect(list.length).toBeGreaterThan(3);
    expect(list.some((r) => r.id === theirs.id)).toBe(false);
    const times = list.map((r) => r.uploadedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await get('/api/blood-test/reports?limit=3')).json().reports).toHaveLength(3);

    for (const url of [`/api/blood-test/reports/${theirs.id}`, `/api/blood-test/reports/${theirs.id}/file`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Report not found.' });
    }
    const del = await injectAs(t.app, m.token, {
      method: 'DELETE',
      url: `/api/blood-test/reports/${theirs.id}`,
    });
    expect(del.statusCode).toBe(404);
    expect((await get(`/api/blood-test/reports/${theirs.id}`, other.token)).statusCode).toBe(200);
    expect((await get('/api/blood-test/reports/not-a-uuid')).statusCode).toBe(404);
    expect((await get('/api/blood-test/reports/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('deletes the row and the stored file', async () => {
    const before = (await storedFiles(t.dataDir)).length;
    const id = (await upload(textPdf(['to delete']), 'gone.pdf')).json().report.id;
    expect((await storedFiles(t.dataDir)).length).toBe(before + 1);
    const del = await injectAs(t.app, m.token, { method: 'DELETE', url: `/api/blood-test/reports/${id}` });
    expect(del.statusCode).toBe(200);
    expect((await get(`/api/blood-test/reports/${id}`)).statusCode).toBe(404);
    expect((await storedFiles(t.dataDir)).length).toBe(before);
  });

  it('needs a logged-in member', async () => {
    const { payload, headers } = multipartFile(textPdf(['x']), 'a.pdf');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/blood-test/upload', payload, headers })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/blood-test/reports' })).statusCode).toBe(401);
  });

  const { dir: fixtures, skipReason } = fixturesFolder();
  describe.skipIf(!fixtures)(`reject fixtures${skipReason ? ` — ${skipReason}` : ''}`, () => {
    it.each(['reject-executable-report.pdf', 'reject-text-report.png', 'reject-empty-report.pdf'])(
      'refuses %s',
      async (name) => {
        const meta = JSON.parse(
          await readFile(path.join(fixtures!, name.replace(/\.\w+$/, '.json')), 'utf8'),
        );
        expect(meta.expect).toBe('reject');
        const res = await upload(await readFile(path.join(fixtures!, name)), name, m.token, {
          contentType: meta.mimeType,
        });
        expect([400, 415]).toContain(res.statusCode);
        if (res.statusCode === 415) expect(res.json().message).toBe(UPLOAD_MESSAGES.invalidType);
      },
    );
  });
});

describe('fixtures folder', () => {
  it('is found when ../shared exists', () => {
    expect(fixturesFolder().dir !== null).toBe(
      existsSync(path.resolve(import.meta.dirname, '../../../../../shared/fixtures/lab-reports')),
    );
  });
});
