// A profile's albums (the albums tab, or the owner's archive): the grid of covers, 'Buat Album'
// for the owner (not on the archive), and a cover opens its album. After an album is archived,
// shown again or deleted, its album closes, and the grid and the header's counts load again.
import { lazy, Suspense, useState } from 'react';
import { AlbumGrid } from '../AlbumGrid.tsx';
import { AlbumCreator } from './AlbumCreator.tsx';

const AlbumDetailModal = lazy(() => import('./AlbumDetailModal.tsx'));

interface AlbumsTabProps {
  username: string;
  isOwner: boolean;
  archived: boolean;
  onContentChanged: () => void;
}

export function AlbumsTab({ username, isOwner, archived, onContentChanged }: AlbumsTabProps) {
  const [opened, setOpened] = useState<string | null>(null);
  const [loads, setLoads] = useState(0);
  const reload = () => {
    setOpened(null);
    setLoads((count) => count + 1);
    onContentChanged();
  };

  return (
    <>
      {isOwner && !archived && (
        <div className="mb-4 flex justify-end">
          <AlbumCreator />
        </div>
      )}
      <AlbumGrid key={loads} username={username} archived={archived} onOpen={setOpened} />
      {opened && (
        <Suspense fallback={null}>
          <AlbumDetailModal
            uuid={opened}
            archived={archived}
            isOwner={isOwner}
            onClose={() => setOpened(null)}
            onChanged={reload}
          />
        </Suspense>
      )}
    </>
  );
}
