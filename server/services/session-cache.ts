// Sessions looked up once, not on every request (decision 143): the token's row and its
// member's, kept in the process for at most SESSION_CACHE_MS and for at most MAX_SESSIONS
// tokens. Every process drops a session when the live events say it ended (revoked, signed
// out) or its member's row changed (member_changed), one poll interval after the write at most.
import type { User } from '../db/schema.ts';

/** Tokens kept at most; the oldest entry makes room for a new one. */
export const MAX_SESSIONS = 10_000;

export interface CachedSession {
  user: User;
  tokenId: number;
  /** ISO-8601, as in access_tokens.last_used_at; moved on when the use is recorded. */
  lastUsedAt: string;
}

interface Entry {
  session: CachedSession;
  storedAtMs: number;
}

export interface SessionCache {
  /** The session of a token hash, while it is younger than the maximum age. */
  get(tokenHash: string, nowMs: number): CachedSession | undefined;
  /** A mark to hand to `set`: a lookup that began before a drop must not store what it read. */
  mark(): number;
  set(tokenHash: string, session: CachedSession, nowMs: number, mark: number): void;
  dropToken(tokenId: number): void;
  dropMember(userId: number): void;
}

export function createSessionCache(maxAgeMs: number): SessionCache {
  const entries = new Map<string, Entry>();
  const hashOfToken = new Map<number, string>();
  const hashesOfMember = new Map<number, Set<string>>();
  let drops = 0;

  function remove(tokenHash: string): void {
    const entry = entries.get(tokenHash);
    if (!entry) return;
    entries.delete(tokenHash);
    hashOfToken.delete(entry.session.tokenId);
    const hashes = hashesOfMember.get(entry.session.user.id);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) hashesOfMember.delete(entry.session.user.id);
  }

  return {
    get(tokenHash, nowMs) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (nowMs - entry.storedAtMs < maxAgeMs) return entry.session;
      remove(tokenHash);
      return undefined;
    },
    mark: () => drops,
    set(tokenHash, session, nowMs, mark) {
      if (maxAgeMs === 0 || mark !== drops) return;
      remove(tokenHash);
      if (entries.size >= MAX_SESSIONS) remove(entries.keys().next().value!);
      entries.set(tokenHash, { session, storedAtMs: nowMs });
      hashOfToken.set(session.tokenId, tokenHash);
      const hashes = hashesOfMember.get(session.user.id) ?? new Set<string>();
      hashes.add(tokenHash);
      hashesOfMember.set(session.user.id, hashes);
    },
    dropToken(tokenId) {
      drops += 1;
      const hash = hashOfToken.get(tokenId);
      if (hash !== undefined) remove(hash);
    },
    dropMember(userId) {
      drops += 1;
      for (const hash of hashesOfMember.get(userId) ?? []) remove(hash);
    },
  };
}
