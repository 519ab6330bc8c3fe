import { useParams } from 'react-router-dom';
import { FailureView } from '../../components/FailureView.tsx';
import { text } from '../../text/catalogue.ts';
import { AlbumsTab } from './albums/AlbumsTab.tsx';
import { ProfileFrame } from './ProfileFrame.tsx';

/** /profile/{username}/archive: the owner's archived albums; anyone else sees why there is nothing. */
export default function ProfileArchivePage() {
  const { username = '' } = useParams();
  return (
    <ProfileFrame username={username}>
      {(tab) =>
        tab.isOwner ? (
          <AlbumsTab {...tab} archived />
        ) : (
          <FailureView message={text.profile.archiveOwnerOnly} />
        )
      }
    </ProfileFrame>
  );
}
