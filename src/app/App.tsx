import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { createAppRouter } from './router.tsx';
import { RuntimeProvider, type Runtime } from './runtime.tsx';
import { SessionProvider, type SessionActor } from './session.tsx';

export function App({ session, runtime }: { session: SessionActor; runtime: Runtime }) {
  const [router] = useState(createAppRouter);
  return (
    <SessionProvider actor={session}>
      <RuntimeProvider runtime={runtime}>
        <RouterProvider router={router} />
        <ToastContainer position="top-center" newestOnTop pauseOnHover theme="colored" />
      </RuntimeProvider>
    </SessionProvider>
  );
}
