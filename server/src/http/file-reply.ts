import type { FastifyReply } from 'fastify';

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
function contentDisposition(kind: 'attachment' | 'inline', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Sends a stored member file: the type we detected from its bytes, never sniffed by the browser, and sandboxed so
 * that opening it directly runs nothing.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { bytes: Buffer; filename: string; mimeType: string },
  kind: 'attachment' | 'inline' = 'attachment',
) {
  return reply
    .header('content-type', file.mimeType)
    .header('content-disposition', contentDisposition(kind, file.filename))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.bytes);
}
