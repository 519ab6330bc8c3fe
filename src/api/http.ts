// The one HTTP client for /api/v1: adds the bearer token, turns every failure into an
// ApiFailure, and reports a 401 so the session can end cleanly wherever it happens.
import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import type { ApiFailure } from '../../contract/failure.ts';
import { API_BASE } from './api-base.ts';
import { tokenStore } from './token-store.ts';

type UnauthenticatedListener = () => void;
const unauthenticatedListeners = new Set<UnauthenticatedListener>();

/** Subscribe to 401 answers of authenticated calls; returns the unsubscribe function. */
export function onUnauthenticated(listener: UnauthenticatedListener): () => void {
  unauthenticatedListeners.add(listener);
  return () => unauthenticatedListeners.delete(listener);
}

const client = ofetch.create({
  baseURL: API_BASE,
  retry: 0,
  headers: { Accept: 'application/json' },
  onRequest({ options }) {
    const token = tokenStore.getToken();
    if (token && !options.headers.has('Authorization')) options.headers.set('Authorization', `Bearer ${token}`);
  },
});

function toFailure(error: unknown): ApiFailure {
  if (error instanceof FetchError && error.response) {
    return { status: error.response.status, body: error.data ?? null };
  }
  return { status: 0, body: null };
}

export async function request<T>(path: string, options: FetchOptions<'json'> = {}): Promise<T> {
  try {
    return await client<T>(path, options);
  } catch (error) {
    const failure = toFailure(error);
    if (failure.status === 401 && tokenStore.getToken()) {
      unauthenticatedListeners.forEach((listener) => listener());
    }
    throw failure;
  }
}
