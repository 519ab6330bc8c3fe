import { useParams } from 'react-router-dom';
import { AlbumsTab } from './albums/AlbumsTab.tsx';
import { ProfileFrame } from './ProfileFrame.tsx';

/** /profile/{username}: the member's active albums. */
export default function ProfileAlbumsPage() {
  const { username = '' } = useParams();
  return (
    <ProfileFrame username={username}>
      {(tab) => <AlbumsTab {...tab} archived={false} />}
    </ProfileFrame>
  );
}
