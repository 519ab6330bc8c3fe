// The owner's options menu in the album detail: Edit (not on the archive), Archive or — on the
// archive — 'Tampilkan ke album', and Delete after a confirmation. The screen hears of every
// change so it can close the album and refresh its grid.
import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import type { AlbumLifecycleInput } from '../../../../machines/album-lifecycle.machine.ts';
import { pathTo } from '../../../app/route-names.ts';
import { useActorOptions } from '../../../app/runtime.tsx';
import { useEmitted } from '../../../app/use-emitted.ts';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog.tsx';
import { OptionsMenu, type MenuOption } from '../../../components/OptionsMenu.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { text } from '../../../text/catalogue.ts';
import { useAlbumFlows } from '../../../app/flows/albums.ts';

const t = text.album;

interface AlbumOptionsProps {
  album: AlbumLifecycleInput;
  onChanged: () => void;
}

export function AlbumOptions({ album, onChanged }: AlbumOptionsProps) {
  const lifecycle = useActorRef(useAlbumFlows().albumLifecycle, { ...useActorOptions(), input: album });
  const state = useSelector(lifecycle, (snapshot) => snapshot);
  const navigate = useNavigate();
  useEmitted(lifecycle, 'changed', onChanged);

  const options: MenuOption[] = state.matches('active')
    ? [
        { label: t.edit, onSelect: () => navigate(pathTo('album.edit', { slug: album.slug })) },
        { label: t.archive, onSelect: () => lifecycle.send({ type: 'ARCHIVE' }) },
        { label: t.delete, onSelect: () => lifecycle.send({ type: 'DELETE' }) },
      ]
    : [
        { label: t.restore, onSelect: () => lifecycle.send({ type: 'RESTORE' }) },
        { label: t.delete, onSelect: () => lifecycle.send({ type: 'DELETE' }) },
      ];

  return (
    <>
      {state.matches('active') || state.matches('archived') ? (
        <OptionsMenu label={t.options} options={options} />
      ) : (
        state.hasTag('changingAlbum') && <Spinner className="p-1.5 text-rose-700 dark:text-rose-400" />
      )}
      {state.hasTag('confirmingDelete') && (
        <ConfirmDeleteDialog texts={t} deleting={state.hasTag('deletingAlbum')} send={lifecycle.send} />
      )}
    </>
  );
}
