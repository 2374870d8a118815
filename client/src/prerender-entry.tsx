/**
 * Build-time rendering of the public pages (scripts/prerender.mjs): the same React tree as main.tsx, rendered to
 * HTML for one path, so the page paints before any JavaScript runs; main.tsx then hydrates it.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/app';
import { prerenderedHead } from './lib/use-document-title';

export async function render(path: string): Promise<{ html: string; title: string }> {
  // prerender (unlike renderToString) waits for the lazy page chunks, so the HTML holds the whole page. Every
  // boundary is written in place: React would otherwise move large ones to the end of the document with inline
  // scripts to swap them in, which the Content-Security-Policy (scripts from 'self' only) does not run.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App ssrPath={path} />
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return { html: Buffer.concat(chunks).toString('utf8'), title: prerenderedHead.title };
}
