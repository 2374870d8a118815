/**
 * What an uploaded file is, decided from its bytes (magic numbers), never from the browser's MIME type, and a
 * filename that is safe to show.
 */
import path from 'node:path';
import {
  FILENAME_DISPLAY_MAX,
  UPLOAD_EXTENSIONS_BY_MIME,
  UPLOAD_MESSAGES,
  UPLOAD_MIME_TYPES,
} from '@common/limits';
import { fileTypeFromBuffer } from 'file-type';
import { BadRequest, UnsupportedMediaType } from '../../lib/errors';

export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];

/** Control characters, and Unicode bidi overrides that can disguise an extension ("report‮fdp.exe"). */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The display name: no directories, no control characters, at most 200 characters (extension kept). */
export function sanitizeFilename(
  raw: string | undefined,
  fallbackExt: string,
  fallbackBase = 'blood-test-report',
): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  let name = base.replace(UNSAFE_CHARS, '').replace(/\s+/g, ' ').trim();
  // Names made only of dots ("..") are directory references, not names.
  if (/^\.*$/.test(name)) name = '';
  if (!name) return `${fallbackBase}${fallbackExt}`;
  if (name.length <= FILENAME_DISPLAY_MAX) return name;
  const ext = path.extname(name).slice(0, 10);
  return name.slice(0, FILENAME_DISPLAY_MAX - ext.length) + ext;
}

export interface ClassifiedUpload {
  mimeType: UploadMimeType;
  filename: string;
}

/**
 * Accepts JPEG, PNG, PDF and TIFF whose extension matches the content. An empty file is a 400; anything else
 * (a renamed executable, text named .png, a PDF named .jpg) is a 415 with the spec's message.
 */
export async function classifyUpload(
  bytes: Buffer,
  rawFilename: string | undefined,
): Promise<ClassifiedUpload> {
  if (bytes.length === 0) throw new BadRequest(UPLOAD_MESSAGES.empty, 'file');
  const detected = await fileTypeFromBuffer(bytes);
  const mimeType = detected?.mime as UploadMimeType | undefined;
  if (!mimeType || !UPLOAD_MIME_TYPES.includes(mimeType))
    throw new UnsupportedMediaType(UPLOAD_MESSAGES.invalidType);
  const allowed = UPLOAD_EXTENSIONS_BY_MIME[mimeType];
  const filename = sanitizeFilename(rawFilename, allowed[0]!);
  const ext = path.extname(filename).toLowerCase();
  if (!allowed.includes(ext)) throw new UnsupportedMediaType(UPLOAD_MESSAGES.invalidType);
  return { mimeType, filename };
}
