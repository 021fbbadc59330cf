import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * What the servers of one deployment tell each other (docs/decisions/041): with REDIS_URL, a
 * Redis pub/sub channel (`<prefix>bus`) carries small messages between every server, and the
 * same Redis counts rate limits; without it (one server, SQLite) nothing leaves the process and
 * nothing changes. A message a server sends reaches its own handlers at once (as before) and the
 * other servers' through Redis; a server ignores its own copy coming back.
 */
export interface ClusterBus {
  readonly kind: 'local' | 'redis';
  /** This process's id on the bus. */
  readonly nodeId: string;
  /** Keys and channels of this deployment start with it (REDIS_PREFIX, default `storyloom:`). */
  readonly prefix: string;
  /** The Redis connection for shared counters (rate limits), when there is one. */
  readonly redis: Redis | undefined;
  /** Sends `message` on `topic` to the other servers (never waits; a lost message is logged). */
  publish(topic: string, message: unknown): void;
  /** Messages on `topic` from the other servers; returns the unsubscribe. */
  subscribe(topic: string, handler: (message: unknown) => void): () => void;
  close(): Promise<void>;
}

export interface ClusterOptions {
  redisUrl: string | undefined;
  prefix: string;
  onError(err: unknown, what: string): void;
}

interface Envelope {
  from: string;
  topic: string;
  message: unknown;
}

class Handlers {
  private readonly byTopic = new Map<string, Set<(message: unknown) => void>>();

  add(topic: string, handler: (message: unknown) => void): () => void {
    let set = this.byTopic.get(topic);
    if (!set) {
      set = new Set();
      this.byTopic.set(topic, set);
    }
    set.add(handler);
    return () => set.delete(handler);
  }

  deliver(topic: string, message: unknown, onError: ClusterOptions['onError']): void {
    for (const handler of this.byTopic.get(topic) ?? []) {
      try {
        handler(message);
      } catch (err) {
        onError(err, `cluster message ${topic}`);
      }
    }
  }
}

/** One server alone: messages have no one to reach. */
class LocalBus implements ClusterBus {
  readonly kind = 'local' as const;
  readonly nodeId = randomUUID();
  readonly redis = undefined;
  constructor(readonly prefix: string) {}
  publish(): void {}
  subscribe(): () => void {
    return () => undefined;
  }
  async close(): Promise<void> {}
}

class RedisBus implements ClusterBus {
  readonly kind = 'redis' as const;
  readonly nodeId = randomUUID();
  readonly redis: Redis;
  private readonly subscriber: Redis;
  private readonly handlers = new Handlers();
  private readonly channel: string;
  private readonly subscribed: Promise<unknown>;

  constructor(
    url: string,
    readonly prefix: string,
    private readonly onError: ClusterOptions['onError'],
  ) {
    this.channel = `${prefix}bus`;
    // Commands fail fast when Redis is away (a rate limit then lets the request through, see
    // app.ts) instead of queueing for ever; both connections reconnect on their own.
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true });
    this.subscriber = new Redis(url, { maxRetriesPerRequest: null });
    this.redis.on('error', (err) => onError(err, 'redis'));
    this.subscriber.on('error', (err) => onError(err, 'redis subscriber'));
    this.subscriber.on('message', (channel, text) => {
      if (channel !== this.channel) return;
      let envelope: Envelope;
      try {
        envelope = JSON.parse(text) as Envelope;
      } catch (err) {
        return onError(err, 'cluster message not JSON');
      }
      if (envelope.from === this.nodeId || typeof envelope.topic !== 'string') return;
      this.handlers.deliver(envelope.topic, envelope.message, onError);
    });
    // ioredis subscribes again by itself after a reconnect.
    this.subscribed = this.subscriber.subscribe(this.channel).catch((err: unknown) => {
      onError(err, 'redis subscribe');
    });
  }

  /** Resolves once this server hears the channel (tests, start-up). */
  ready(): Promise<unknown> {
    return this.subscribed;
  }

  publish(topic: string, message: unknown): void {
    const envelope: Envelope = { from: this.nodeId, topic, message };
    this.redis.publish(this.channel, JSON.stringify(envelope)).catch((err: unknown) => {
      this.onError(err, `cluster publish ${topic}`);
    });
  }

  subscribe(topic: string, handler: (message: unknown) => void): () => void {
    return this.handlers.add(topic, handler);
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.subscriber.quit(), this.redis.quit()]);
  }
}

/** The bus of one application: Redis with REDIS_URL, else a process alone. */
export async function openCluster(options: ClusterOptions): Promise<ClusterBus> {
  if (!options.redisUrl) return new LocalBus(options.prefix);
  const bus = new RedisBus(options.redisUrl, options.prefix, options.onError);
  await bus.ready();
  return bus;
}
