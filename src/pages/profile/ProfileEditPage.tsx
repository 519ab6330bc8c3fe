import { useMachine } from '@xstate/react';
import { Navigate, useParams } from 'react-router-dom';
import { pathTo } from '../../app/route-names.ts';
import { useActorOptions } from '../../app/runtime.tsx';
import { useSessionSelector } from '../../app/session.tsx';
import { FailureView } from '../../components/FailureView.tsx';
import { FullPageLoader } from '../../components/FullPageLoader.tsx';
import { text } from '../../text/catalogue.ts';
import { AvatarEditor } from './edit/AvatarEditor.tsx';
import { ProfileEditForm } from './edit/ProfileEditForm.tsx';
import { useProfileFlows } from '../../app/flows/profile.ts';

const t = text.profileEdit;

/** Who may edit is known once the session has the member; the route gate usually waits already. */
export default function ProfileEditPage() {
  const { username = '' } = useParams();
  const viewer = useSessionSelector((snapshot) => snapshot.context.user?.username ?? null);
  if (viewer === null) return <FullPageLoader />;
  return <ProfileEditor key={username} username={username} viewer={viewer} />;
}

function ProfileEditor({ username, viewer }: { username: string; viewer: string }) {
  const [state, send] = useMachine(useProfileFlows().profileEdit, { ...useActorOptions(), input: { username, viewer } });
  const { values, savedUsername, photo } = state.context;

  if (state.matches('moved')) return <Navigate to={pathTo('profile', { username: values.username })} replace />;
  if (state.hasTag('loadingProfile')) return <FullPageLoader />;

  return (
    <section className="mx-auto max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <h1 className="mb-6 text-xl font-bold text-slate-900 dark:text-white">{t.heading}</h1>
      {state.matches('notOwner') && <FailureView message={t.notOwner} />}
      {state.matches('failed') && <FailureView message={t.loadFailed} onRetry={() => send({ type: 'RETRY' })} />}
      {(state.matches('editing') || state.matches('saving')) && (
        <>
          <div className="mb-6 flex justify-center">
            <AvatarEditor photo={photo} username={savedUsername} />
          </div>
          <ProfileEditForm state={state} send={send} />
        </>
      )}
    </section>
  );
}
