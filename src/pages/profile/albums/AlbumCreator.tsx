// 'Buat Album' on the owner's albums tab. The draft (photos, uploads, caption) lives here, so it
// outlives the dialog; the dialog and its picture picker load when first opened. A posted album
// leads to the feed.
import { useActorRef } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathTo } from '../../../app/route-names.ts';
import { useActorOptions } from '../../../app/runtime.tsx';
import { useEmitted } from '../../../app/use-emitted.ts';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { text } from '../../../text/catalogue.ts';
import { useAlbumFlows } from '../../../app/flows/albums.ts';

const CreateAlbumModal = lazy(() => import('./CreateAlbumModal.tsx'));

export function AlbumCreator() {
  const queue = useActorRef(useAlbumFlows().uploadQueue, useActorOptions());
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  useEmitted(queue, 'posted', () => navigate(pathTo('explorer')));

  return (
    <>
      <Button onClick={() => setOpen(true)}>{text.album.create}</Button>
      {open && (
        <Suspense fallback={<Spinner className="ml-3 text-rose-700 dark:text-rose-400" />}>
          <CreateAlbumModal queue={queue} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
