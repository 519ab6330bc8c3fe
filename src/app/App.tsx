import { BrowserRouter, useRoutes } from 'react-router-dom';
import { AppStatus } from './AppStatus.tsx';
import { useToastLibrary } from './notify.ts';
import { routes } from './router.tsx';
import { RuntimeProvider, type Runtime } from './runtime.tsx';
import { SessionProvider, type SessionActor } from './session.tsx';

function AppRoutes() {
  return useRoutes(routes);
}

export function App({ session, runtime }: { session: SessionActor; runtime: Runtime }) {
  const toastLibrary = useToastLibrary();
  return (
    <SessionProvider actor={session}>
      <RuntimeProvider runtime={runtime}>
        <AppStatus />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        {toastLibrary && (
          // Placed by ./toasts.css: under the top bar at the right, or above the bottom bar on phones.
          <toastLibrary.ToastContainer position="top-right" className="app-toasts" newestOnTop pauseOnHover theme="colored" />
        )}
      </RuntimeProvider>
    </SessionProvider>
  );
}
