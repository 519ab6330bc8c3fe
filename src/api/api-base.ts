// Where the SPA calls the API: on its own origin (the API server serves it, or Vite's dev server
// proxies /api to it), or at VITE_API_URL, given when the SPA is built to be hosted on another
// origin (README, "Hosting the SPA elsewhere").
import { API_PREFIX } from '../../contract/endpoints.ts';

const apiOrigin = (import.meta.env.VITE_API_URL ?? '').trim().replace(/\/+$/, '');

/** The base of every call: the API's prefix, on VITE_API_URL when given. */
export const API_BASE = `${apiOrigin}${API_PREFIX}`;
