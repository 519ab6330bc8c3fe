import { lazy, Suspense } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { useToastsShown } from './notify.ts';
import { routes } from './router.tsx';
import { RuntimeProvider, type Runtime } from './runtime.tsx';
import { SessionProvider, type SessionActor } from './session.tsx';

const ToastHost = lazy(() => import('./ToastHost.tsx'));

function AppRoutes() {
  return useRoutes(routes);
}

export function App({ session, runtime }: { session: SessionActor; runtime: Runtime }) {
  const toastsShown = useToastsShown();
  return (
    <SessionProvider actor={session}>
      <RuntimeProvider runtime={runtime}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        {toastsShown && (
          <Suspense fallback={null}>
            <ToastHost />
          </Suspense>
        )}
      </RuntimeProvider>
    </SessionProvider>
  );
}
