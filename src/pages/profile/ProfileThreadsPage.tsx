import { useParams } from 'react-router-dom';
import { ProfileFrame } from './ProfileFrame.tsx';
import { ThreadsTab } from './ThreadsTab.tsx';

/** /profile/{username}/threads. */
export default function ProfileThreadsPage() {
  const { username = '' } = useParams();
  return (
    <ProfileFrame username={username}>{(tab) => <ThreadsTab username={tab.username} isOwner={tab.isOwner} />}</ProfileFrame>
  );
}
