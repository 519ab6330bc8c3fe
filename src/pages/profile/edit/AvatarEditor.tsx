import { useMachine } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { AVATAR_SIDE } from '../../../../contract/limits.ts';
import type { AvatarProblem } from '../../../../machines/avatar-crop.machine.ts';
import { pathTo } from '../../../app/route-names.ts';
import { useActorOptions } from '../../../app/runtime.tsx';
import { Avatar } from '../../../components/Avatar.tsx';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { text } from '../../../text/catalogue.ts';
import { useProfileFlows } from '../../../app/flows/profile.ts';

// The cropper loads only once a picture is chosen.
const AvatarCropper = lazy(() => import('./AvatarCropper.tsx'));

const t = text.avatar;
const ACCEPTED_FILES = '.jpg,.jpeg,.png,.gif';

function problemText(problem: AvatarProblem): string {
  return problem.reason === 'refused' ? problem.message : t[problem.reason];
}

/** The profile photo; pressing it opens the crop modal that replaces it. */
export function AvatarEditor({ photo, username }: { photo: string | null; username: string }) {
  const [state, send] = useMachine(useProfileFlows().avatarCrop, useActorOptions());
  const { file, problem } = state.context;
  const busy = state.hasTag('savingPhoto');

  // Leaving for the profile also makes the session read the member again (new photo in the top bar).
  if (state.matches('uploaded')) return <Navigate to={pathTo('profile', { username })} />;

  return (
    <>
      <button
        type="button"
        onClick={() => send({ type: 'OPEN' })}
        className="group relative rounded-full focus-visible:ring-4 focus-visible:ring-rose-300 focus-visible:outline-none"
      >
        <Avatar src={photo} username={username} size={112} decorative />
        <span className="sr-only">{text.profileEdit.changePhoto}</span>
        <span
          aria-hidden="true"
          className="absolute right-1 bottom-1 rounded-full bg-rose-700 p-2 text-white shadow group-hover:bg-rose-800"
        >
          <svg viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
            <path d="M13.6 2.6a2 2 0 0 1 2.8 0l1 1a2 2 0 0 1 0 2.8L8 15.8 3.5 17a.4.4 0 0 1-.5-.5L4.2 12l9.4-9.4Z" />
          </svg>
        </span>
      </button>
      {(state.matches('open') || busy) && (
        <Modal title={t.title} onClose={() => send({ type: 'CLOSE' })}>
          <div className="space-y-4">
            {file ? (
              <Suspense fallback={<Spinner className="h-64 w-full justify-center" />}>
                <AvatarCropper
                  key={`${file.name}:${file.size}:${file.lastModified}`}
                  image={file}
                  minimumSide={AVATAR_SIDE}
                  onCropped={(area) => send({ type: 'CROPPED', area })}
                  onUnreadable={() => send({ type: 'IMAGE_UNREADABLE' })}
                />
              </Suspense>
            ) : (
              <div className="flex h-64 items-center justify-center rounded-xl border-2 border-dashed border-slate-300 text-slate-600 dark:border-slate-600 dark:text-slate-300">
                {t.noPhoto}
              </div>
            )}
            <p className="truncate text-sm text-slate-700 dark:text-slate-300">
              {file ? t.selectedFile(file.name) : t.noPhoto}
            </p>
            {problem && (
              <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                {problemText(problem)}
              </p>
            )}
            <div className="flex flex-wrap gap-3">
              <label className="inline-flex cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 focus-within:ring-2 focus-within:ring-rose-600 hover:bg-slate-100 has-disabled:cursor-not-allowed has-disabled:opacity-60 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700">
                <input
                  type="file"
                  accept={ACCEPTED_FILES}
                  className="sr-only"
                  disabled={busy}
                  onChange={(event) => {
                    const chosen = event.target.files?.[0];
                    // Choosing the same file again must still be noticed.
                    event.target.value = '';
                    if (chosen) send({ type: 'FILE_CHOSEN', file: chosen });
                  }}
                />
                {t.choose}
              </label>
              <Button variant="secondary" disabled={!state.can({ type: 'CLEAR' })} onClick={() => send({ type: 'CLEAR' })}>
                {t.clear}
              </Button>
              <Button
                className="ml-auto"
                busy={busy}
                disabled={!state.can({ type: 'SAVE' })}
                onClick={() => send({ type: 'SAVE' })}
              >
                {t.save}
              </Button>
            </div>
          </div>
        </Modal>
      )}
    </>
  );
}
