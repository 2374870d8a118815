/**
 * The one origin every link the server hands out starts with (mails of every module, certificates, the start-up
 * banner). A session lives in one origin's storage, so a link to another spelling of the same server
 * (127.0.0.1 against localhost) opens signed out.
 */
import type { AddressInfo } from 'node:net';
import type { Config } from '../config';

const WILDCARD_HOSTS = ['0.0.0.0', '::', '[::]'];

/**
 * PUBLIC_URL when set; otherwise the address a browser on this machine uses: the configured HOST as written
 * (never the address it resolved to, never a request's Host header, which a client can forge), `localhost` for a
 * wildcard, and the port actually listened on (PORT=0 picks one).
 */
export function publicOrigin(
  config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>,
  listening?: AddressInfo | string | null,
): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL;
  const port = listening && typeof listening === 'object' ? listening.port : config.PORT;
  const host = WILDCARD_HOSTS.includes(config.HOST) ? 'localhost' : config.HOST;
  return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`;
}
