export interface TtlCache<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  delete(key: K): void;
  /** Drops every entry whose value matches (for example all sessions of one user). */
  deleteWhere(matches: (value: V) => boolean): void;
}

/**
 * A small in-process cache whose entries live `ttlMs`. It holds only what another node may serve
 * stale for at most that long; the node that changes a value drops its own entry at once.
 */
export function createTtlCache<K, V>({
  ttlMs,
  maxEntries,
}: {
  ttlMs: number;
  maxEntries: number;
}): TtlCache<K, V> {
  const entries = new Map<K, { value: V; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (entry.expiresAt <= Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done !== true) entries.delete(oldest.value);
      }
      entries.set(key, { value, expiresAt: Date.now() + ttlMs });
    },
    delete(key) {
      entries.delete(key);
    },
    deleteWhere(matches) {
      for (const [key, entry] of entries) if (matches(entry.value)) entries.delete(key);
    },
  };
}
