import { useMachine } from '@xstate/react';
import { ALBUM_PHOTO_SIDE } from '../../../contract/limits.ts';
import type { AlbumPhoto } from '../../../contract/wire.ts';
import type { AlbumGridInput } from '../../../machines/album-grid.machine.ts';
import { useActorOptions } from '../../app/runtime.tsx';
import { FailureView } from '../../components/FailureView.tsx';
import { MediaImage } from '../../components/MediaImage.tsx';
import { descriptionOf } from '../../components/post/photo-alt.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { text } from '../../text/catalogue.ts';
import { usePeopleFlows } from '../../app/flows/people.ts';

const t = text.profile;

// A third of the profile column (max-w-3xl inside the page's padding), less the gaps.
const COVER_SIZES = '(min-width: 800px) 250px, calc((100vw - 40px) / 3)';

function PhotosIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={18} height={18} fill="none" stroke="currentColor" strokeWidth={2}>
      <rect x="7" y="7" width="13" height="13" rx="2" />
      <path strokeLinecap="round" d="M4 16V6a2 2 0 0 1 2-2h10" />
    </svg>
  );
}

interface AlbumGridProps extends AlbumGridInput {
  /** A cover was chosen: opens its album. */
  onOpen: (uuid: string) => void;
}

/** A 3-column grid of album covers, squares cropped to fit; albums with several photos are marked. */
/** The cover names its album, and says what it shows when its owner described it. */
function coverAlt(caption: string, cover: AlbumPhoto | undefined): string {
  const description = descriptionOf(cover);
  return description ? text.altText.coverOf(t.albumCover(caption), description) : t.albumCover(caption);
}

export function AlbumGrid({ username, archived, onOpen }: AlbumGridProps) {
  const [state, send] = useMachine(usePeopleFlows().albumGrid, { ...useActorOptions(), input: { username, archived } });
  const { albums } = state.context;

  if (state.hasTag('loadingAlbums')) {
    return (
      <div className="flex justify-center py-8 text-rose-700 dark:text-rose-400">
        <Spinner className="scale-150" />
      </div>
    );
  }
  if (state.matches('failed')) return <FailureView message={t.albumsFailed} onRetry={() => send({ type: 'RETRY' })} />;
  if (albums.length === 0) {
    return <p className="py-8 text-center text-slate-600 dark:text-slate-400">{archived ? t.noArchived : t.noAlbums}</p>;
  }
  return (
    <ul className="grid grid-cols-3 gap-1 sm:gap-2">
      {albums.map(({ uuid, album }) => {
        const photos = album?.contents ?? [];
        return (
          <li key={uuid} className="relative aspect-square overflow-hidden rounded-md bg-slate-200 dark:bg-slate-800">
            <button type="button" onClick={() => onOpen(uuid)} className="block h-full w-full">
              <MediaImage
                src={photos[0].content}
                alt={coverAlt(album?.caption ?? '', photos[0])}
                kind="photo"
                sizes={COVER_SIZES}
                side={ALBUM_PHOTO_SIDE}
                className="h-full w-full object-cover transition hover:opacity-90"
              />
            </button>
            {photos.length > 1 && (
              <span className="pointer-events-none absolute top-1.5 right-1.5 rounded bg-slate-900/60 p-0.5 text-white">
                <PhotosIcon />
                <span className="sr-only">{t.photoCount(photos.length)}</span>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
