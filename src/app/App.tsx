import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useToastsShown } from './notify.ts';
import { createAppRouter } from './router.tsx';
import { RuntimeProvider, type Runtime } from './runtime.tsx';
import { SessionProvider, type SessionActor } from './session.tsx';

const ToastHost = lazy(() => import('./ToastHost.tsx'));

export function App({ session, runtime }: { session: SessionActor; runtime: Runtime }) {
  const [router] = useState(createAppRouter);
  const toastsShown = useToastsShown();
  return (
    <SessionProvider actor={session}>
      <RuntimeProvider runtime={runtime}>
        <RouterProvider router={router} />
        {toastsShown && (
          <Suspense fallback={null}>
            <ToastHost />
          </Suspense>
        )}
      </RuntimeProvider>
    </SessionProvider>
  );
}
