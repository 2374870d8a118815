/**
 * The public pages prerendered at build time (scripts/prerender.mjs writes `prerendered/pages.json` beside the
 * files): which file answers a page request. Every other client route gets the app shell (index.html); a path no
 * client route matches gets the prerendered not-found page with a real 404 status.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const PAGES_DIR = 'prerendered';

interface Manifest {
  /** Path → file name inside PAGES_DIR. */
  pages: Record<string, string>;
  notFound: string;
  /** Every client route as a regular expression source. */
  clientRoutes: string[];
}

export interface PageAnswer {
  /** The file to send, relative to the static directory. */
  file: string;
  status: 200 | 404;
}

export type PageResolver = (pathname: string) => PageAnswer;

/** Without a manifest (an older build, or a test's bare directory) every page gets the app shell, as before. */
export function loadPageResolver(staticDir: string): PageResolver {
  const manifestFile = path.join(staticDir, PAGES_DIR, 'pages.json');
  const shell: PageAnswer = { file: 'index.html', status: 200 };
  if (!existsSync(manifestFile)) return () => shell;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const routes = manifest.clientRoutes.map((source) => new RegExp(source));
  return (pathname) => {
    const page = manifest.pages[pathname];
    if (page) return { file: `${PAGES_DIR}/${page}`, status: 200 };
    if (routes.some((r) => r.test(pathname))) return shell;
    return { file: `${PAGES_DIR}/${manifest.notFound}`, status: 404 };
  };
}

/**
 * A path on this site, safe to send a browser back to: "//host/…" and "/\\host/…" (browsers read a backslash as a
 * slash) would be another site's address in a Location header.
 */
export function isOwnPath(pathname: string): boolean {
  return pathname.startsWith('/') && !pathname.startsWith('//') && !pathname.startsWith('/\\');
}
