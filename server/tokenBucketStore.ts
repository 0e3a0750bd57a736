// A token-bucket store for @fastify/rate-limit, in memory: a burst of `burst` views, then one more every
// `refillMs`. The plugin's own store is a fixed window, which lets a client send 2× its bound around a
// window's edge and makes an office wait a full window after a burst.
export interface BucketOptions {
  burst: number;
  refillMs: number;
  /** Most clients remembered at once; the oldest are forgotten first (a full bucket is the default). */
  maxClients: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

type Callback = (error: Error | null, result: { current: number; ttl: number }) => void;

export function tokenBucketStore({ burst, refillMs, maxClients }: BucketOptions) {
  const buckets = new Map<string, Bucket>();
  const refill = (bucket: Bucket, now: number) => {
    const gained = Math.floor((now - bucket.at) / refillMs);
    if (gained > 0) {
      bucket.tokens = Math.min(burst, bucket.tokens + gained);
      bucket.at = bucket.tokens === burst ? now : bucket.at + gained * refillMs;
    }
  };
  class TokenBucketStore {
    /** `current` is the plugin's count: within `max` (= burst) while a token is left, above it otherwise. */
    incr(key: string, callback: Callback) {
      const now = Date.now();
      let bucket = buckets.get(key);
      if (bucket) {
        buckets.delete(key);
        refill(bucket, now);
      } else {
        bucket = { tokens: burst, at: now };
        if (buckets.size >= maxClients) {
          const oldest = buckets.keys().next().value;
          if (oldest !== undefined) buckets.delete(oldest);
        }
      }
      buckets.set(key, bucket);
      if (bucket.tokens > 0) {
        bucket.tokens -= 1;
        callback(null, { current: burst - bucket.tokens, ttl: refillMs - (now - bucket.at) });
      } else {
        callback(null, { current: burst + 1, ttl: Math.max(1, refillMs - (now - bucket.at)) });
      }
    }
    child() {
      return this;
    }
  }
  return TokenBucketStore;
}
