/**
 * Tells the other app instances to drop cached entries (Redis pub/sub on one channel). Used by the session read
 * cache: a logout, a disabled account or a member's own change on instance A reaches instance B's cache within
 * Redis's delivery time (milliseconds) instead of waiting out the cache's TTL.
 *
 * Pub/sub is fire-and-forget: a message published while a subscriber is disconnected is lost. So `listening` is
 * false until the subscription is confirmed and after any disconnect, and on every (re)subscription the
 * subscriber's owner is told to clear everything (onResync) — messages may have been missed meanwhile. A publish
 * that fails (Redis unreachable from the publisher only) is bounded by the cache's own TTL.
 */
import type { Redis } from 'ioredis';

export interface InvalidationMessage {
  /** Drop this session. */
  session?: string;
  /** Drop every session of this member. */
  user?: string;
}

export interface InvalidationBus {
  publish(message: InvalidationMessage): void;
  /** True while this instance is subscribed (it then hears every later message). */
  readonly listening: boolean;
  close(): Promise<void>;
}

export const SESSION_INVALIDATION_CHANNEL = 'vitalplan:session-invalidation';

export interface RedisBusOptions {
  channel: string;
  onMessage(message: InvalidationMessage): void;
  /** Called on each (re)subscription: messages may have been missed, drop everything cached. */
  onResync(): void;
  log: { warn(obj: object, msg: string): void };
}

export function redisInvalidationBus(redis: Redis, options: RedisBusOptions): InvalidationBus {
  // A connection in subscriber mode can do nothing else: a second connection to the same server.
  const subscriber = redis.duplicate({ maxRetriesPerRequest: null });
  let listening = false;
  const subscribe = () => {
    subscriber
      .subscribe(options.channel)
      .then(() => {
        options.onResync();
        listening = true;
      })
      .catch((err: unknown) => options.log.warn({ err }, 'cache invalidation: subscribe failed'));
  };
  subscriber.on('ready', subscribe);
  subscriber.on('close', () => (listening = false));
  subscriber.on('error', () => (listening = false)); // ioredis reconnects by itself; the owner bypasses its cache
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== options.channel) return;
    try {
      const parsed = JSON.parse(text) as InvalidationMessage;
      options.onMessage({
        ...(typeof parsed.session === 'string' ? { session: parsed.session } : {}),
        ...(typeof parsed.user === 'string' ? { user: parsed.user } : {}),
      });
    } catch {
      options.log.warn({ text: text.slice(0, 100) }, 'cache invalidation: unreadable message ignored');
    }
  });
  return {
    publish(message) {
      redis
        .publish(options.channel, JSON.stringify(message))
        .catch((err: unknown) => options.log.warn({ err }, 'cache invalidation: publish failed'));
    },
    get listening() {
      return listening;
    },
    async close() {
      listening = false;
      subscriber.disconnect();
    },
  };
}
