/**
 * A screenshot attached to a support request: its type is decided from the bytes (magic numbers), never from the
 * browser, and it is re-encoded, which proves it is a real image and drops its metadata (EXIF can hold the place a
 * phone photo was taken).
 */
import path from 'node:path';
import {
  SUPPORT_ATTACHMENT_EXTENSIONS_BY_MIME,
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENT_MESSAGES,
  SUPPORT_ATTACHMENT_MIME_TYPES,
  SUPPORT_FORM_FIELDS,
  type SupportAttachmentMime,
} from '@common/support';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { BadRequest } from '../../lib/errors';
import { sanitizeFilename } from '../reports';

/** 40 megapixels: more than any screen (an 8K display is 33 MP); larger "images" are decompression bombs. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface Screenshot {
  bytes: Buffer;
  mimeType: SupportAttachmentMime;
  filename: string;
}

const refuse = (message: string) => new BadRequest(message, SUPPORT_FORM_FIELDS.attachment);

export async function readScreenshot(input: {
  bytes: Buffer;
  filename: string | undefined;
}): Promise<Screenshot> {
  if (input.bytes.length === 0) throw refuse(SUPPORT_ATTACHMENT_MESSAGES.empty);
  if (input.bytes.length > SUPPORT_ATTACHMENT_MAX_BYTES) throw refuse(SUPPORT_ATTACHMENT_MESSAGES.tooLarge);
  const detected = (await fileTypeFromBuffer(input.bytes))?.mime as SupportAttachmentMime | undefined;
  if (!detected || !SUPPORT_ATTACHMENT_MIME_TYPES.includes(detected))
    throw refuse(SUPPORT_ATTACHMENT_MESSAGES.invalidType);

  let bytes: Buffer;
  try {
    const image = sharp(input.bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    bytes = await (
      detected === 'image/png'
        ? image.png()
        : detected === 'image/jpeg'
          ? image.jpeg({ quality: 90 })
          : image.webp({ quality: 90 })
    ).toBuffer();
  } catch {
    throw refuse(`The screenshot could not be read as an image. ${SUPPORT_ATTACHMENT_MESSAGES.invalidType}`);
  }

  // The name keeps what the member called it, with the extension of what it really is.
  const ext = SUPPORT_ATTACHMENT_EXTENSIONS_BY_MIME[detected][0]!;
  const named = sanitizeFilename(input.filename, ext, 'screenshot');
  const filename = `${path.basename(named, path.extname(named)) || 'screenshot'}${ext}`;
  return { bytes, mimeType: detected, filename };
}
