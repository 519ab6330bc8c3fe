import { useParams } from 'react-router-dom';
import { ProfileFrame } from './ProfileFrame.tsx';
import { ThreadsTab } from './ThreadsTab.tsx';

/** /profile/{username}/threads. */
export default function ProfileThreadsPage() {
  const { username = '' } = useParams();
  return (
    <ProfileFrame username={username}>{(tab) => <ThreadsTab {...tab} />}</ProfileFrame>
  );
}
