import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, UPLOAD_MIME_TYPES } from './limits';

export interface UploadProblem {
  title: string;
  message: string;
}

/**
 * The browser-side check before an upload (docs/product.md#validation): type from the browser's MIME type and extension, size at most
 * 10 MB. The server decides again from the bytes.
 */
export function uploadProblem(file: { name: string; type: string; size: number }): UploadProblem | null {
  const ext = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.')).toLowerCase() : '';
  const typeOk = file.type === '' || (UPLOAD_MIME_TYPES as readonly string[]).includes(file.type);
  if (!typeOk || !(UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) {
    return { title: UPLOAD_MESSAGES.invalidTypeTitle, message: UPLOAD_MESSAGES.invalidType };
  }
  if (file.size > UPLOAD_MAX_BYTES)
    return { title: UPLOAD_MESSAGES.tooLargeTitle, message: UPLOAD_MESSAGES.tooLarge };
  if (file.size === 0) return { title: UPLOAD_MESSAGES.invalidTypeTitle, message: UPLOAD_MESSAGES.empty };
  return null;
}

/** The file picker's accept list. */
export const UPLOAD_ACCEPT = [...UPLOAD_EXTENSIONS, ...UPLOAD_MIME_TYPES].join(',');
