import { useParams } from 'react-router-dom';
import { AlbumGrid } from './AlbumGrid.tsx';
import { ProfileFrame } from './ProfileFrame.tsx';

/** /profile/{username}: the member's active albums. */
export default function ProfileAlbumsPage() {
  const { username = '' } = useParams();
  return <ProfileFrame username={username}>{(tab) => <AlbumGrid username={tab.username} archived={false} />}</ProfileFrame>;
}
