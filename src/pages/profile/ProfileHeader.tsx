import { Link } from 'react-router-dom';
import type { LoadedProfile } from '../../../machines/profile-load.machine.ts';
import { pathTo } from '../../app/route-names.ts';
import { Avatar } from '../../components/Avatar.tsx';
import { MemberSafetyMenu } from '../../features/safety/MemberSafetyMenu.tsx';
import { text } from '../../text/catalogue.ts';

const t = text.profile;

/** Photo, names, counts and bio; the owner also gets the way to edit them, others the way to report, block, mute or unmute. */
export function ProfileHeader({ profile, isOwner }: { profile: LoadedProfile; isOwner: boolean }) {
  const { data, totalThreads, totalAlbums } = profile;
  return (
    <header className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:gap-6 sm:text-left">
      <Avatar src={data.foto_profile} username={data.username} size={96} />
      <div className="min-w-0 flex-1 space-y-2">
        <div>
          <h1 className="text-xl font-bold break-words text-slate-900 dark:text-white">
            {data.first_name} {data.last_name}
          </h1>
          <p className="text-slate-600 dark:text-slate-400">@{data.username}</p>
        </div>
        <p className="flex justify-center gap-4 text-sm font-medium text-slate-800 sm:justify-start dark:text-slate-200">
          <span>{t.threads(totalThreads)}</span>
          <span>{t.albums(totalAlbums)}</span>
        </p>
        {data.bio && <p className="whitespace-pre-line break-words text-slate-700 dark:text-slate-300">{data.bio}</p>}
        {!isOwner && (
          <div className="flex justify-center sm:justify-start">
            <MemberSafetyMenu target={{ kind: 'user', id: data.username }} author={data.username} muted={profile.mute !== null} />
          </div>
        )}
        {isOwner && (
          <Link
            to={pathTo('profile.edit', { username: data.username })}
            className="inline-block rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            {t.edit}
          </Link>
        )}
      </div>
    </header>
  );
}
