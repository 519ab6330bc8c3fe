import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { InspectionEvent } from 'xstate';
import { tokenStore } from './api/token-store.ts';
import { App } from './app/App.tsx';
import { startSession } from './app/link-session.ts';
import { createSessionFlows, sessionApi } from './app/flows/session.ts';
import { preloadToasts } from './app/notify.ts';
import './index.css';

/** `?inspect` (or VITE_INSPECT=1) attaches the Stately inspector in development only. */
async function developmentInspector(): Promise<((event: InspectionEvent) => void) | undefined> {
  if (!import.meta.env.DEV) return undefined;
  const wanted = new URLSearchParams(window.location.search).has('inspect') || import.meta.env.VITE_INSPECT === '1';
  if (!wanted) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector();
  return (event) => inspector.inspect.next?.(event);
}

async function start() {
  const inspect = await developmentInspector();
  const { session: sessionFlow } = createSessionFlows({ api: sessionApi, storage: tokenStore });
  // The browser's storage is read here once; from now on the session owns the token.
  const session = startSession(sessionFlow, tokenStore.read(), inspect);

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App session={session} runtime={{ inspect }} />
    </StrictMode>,
  );
  // Off the first screen's path, but in time for a failure that comes with a dropped connection.
  if ('requestIdleCallback' in window) requestIdleCallback(preloadToasts);
  else setTimeout(preloadToasts, 1000);
}

void start();
