// /album/{slug}/edit: the owner changes an album's caption and its photos' descriptions and
// deletes single photos (never the last one). Others, and unknown albums, get the failure view.
import { useMachine } from '@xstate/react';
import { Link, useParams } from 'react-router-dom';
import { ALBUM_CAPTION_MAX_LENGTH } from '../../../contract/limits.ts';
import { pathTo } from '../../app/route-names.ts';
import { useActorOptions } from '../../app/runtime.tsx';
import { useSessionSelector } from '../../app/session.tsx';
import { Button } from '../../components/Button.tsx';
import { SubmitForm } from '../../components/SubmitForm.tsx';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog.tsx';
import { FailureView } from '../../components/FailureView.tsx';
import { FullPageLoader } from '../../components/FullPageLoader.tsx';
import { TextArea } from '../../components/TextArea.tsx';
import { text } from '../../text/catalogue.ts';
import { PhotoDescriptions } from './PhotoDescriptions.tsx';
import { PhotoViewer } from './PhotoViewer.tsx';
import { useAlbumFlows } from '../../app/flows/albums.ts';

const t = text.albumEdit;

function AlbumEditor({ slug }: { slug: string }) {
  const [state, send] = useMachine(useAlbumFlows().albumEdit, { ...useActorOptions(), input: { slug } });
  const owner = useSessionSelector((snapshot) => snapshot.context.user?.username ?? '');
  const { draft, photos, altDrafts } = state.context;

  if (state.hasTag('loadingAlbum')) return <FullPageLoader />;
  if (state.matches('failed')) return <FailureView message={t.loadFailed} onRetry={() => send({ type: 'RETRY' })} />;
  if (state.matches('refused')) return <FailureView message={t.refused} />;

  const saving = state.hasTag('savingCaption');
  return (
    <section className="mx-auto max-w-xl space-y-5 px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t.heading}</h1>
      <PhotoViewer
        photos={photos}
        canDelete={(id) => state.can({ type: 'DELETE_PHOTO', id })}
        onDelete={(id) => send({ type: 'DELETE_PHOTO', id })}
      />
      <SubmitForm className="space-y-4" onSubmit={() => send({ type: 'SAVE' })}>
        <TextArea
          label={t.caption}
          rows={4}
          required
          value={draft}
          placeholder={t.captionPlaceholder}
          maxLength={ALBUM_CAPTION_MAX_LENGTH}
          readOnly={saving}
          onValueChange={(caption) => send({ type: 'CAPTION_CHANGED', caption })}
        />
        <PhotoDescriptions
          photos={photos}
          drafts={altDrafts}
          readOnly={saving}
          onChange={(id, alt) => send({ type: 'ALT_CHANGED', id, alt })}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link to={pathTo('profile', { username: owner })} className="font-medium text-rose-700 hover:underline dark:text-rose-400">
            {t.backToProfile}
          </Link>
          <Button type="submit" busy={saving} disabled={!state.can({ type: 'SAVE' })}>
            {t.submit}
          </Button>
        </div>
      </SubmitForm>
      {state.hasTag('confirmingDelete') && (
        <ConfirmDeleteDialog texts={t} deleting={state.hasTag('deletingPhoto')} send={send} />
      )}
    </section>
  );
}

export default function AlbumEditPage() {
  const { slug = '' } = useParams();
  // Another album's address starts a new edit.
  return <AlbumEditor key={slug} slug={slug} />;
}
