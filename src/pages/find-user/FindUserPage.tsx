import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { pathTo } from '../../app/route-names.ts';
import { useActorOptions } from '../../app/runtime.tsx';
import { Avatar } from '../../components/Avatar.tsx';
import { FailureView } from '../../components/FailureView.tsx';
import { NoticeView } from '../../components/NoticeView.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { text } from '../../text/catalogue.ts';
import { KEYWORD_PARAM } from './find-user-path.ts';
import { usePeopleFlows } from '../../app/flows/people.ts';

const t = text.findUser;

/** /find-user?keyword=…: every member matching the keyword (the top bar's search box shows it too). */
export default function FindUserPage() {
  const [params] = useSearchParams();
  const keyword = params.get(KEYWORD_PARAM) ?? '';
  const [state, send] = useMachine(usePeopleFlows().findUser, { ...useActorOptions(), input: { keyword } });

  useEffect(() => send({ type: 'KEYWORD_CHANGED', keyword }), [send, keyword]);

  if (state.matches('noKeyword')) return <NoticeView title={t.noKeywordTitle} message={t.noKeyword} />;
  const { users } = state.context;
  return (
    <section className="mx-auto max-w-2xl">
      <h1 className="mb-4 text-xl font-bold break-words text-slate-900 dark:text-white">{t.heading(keyword.trim())}</h1>
      {state.hasTag('searchingUsers') && (
        <div className="flex justify-center py-8 text-rose-700 dark:text-rose-400">
          <Spinner className="scale-150" />
        </div>
      )}
      {state.matches('failed') && <FailureView message={t.failed} onRetry={() => send({ type: 'RETRY' })} />}
      {state.matches('found') && users.length === 0 && <p className="text-slate-600 dark:text-slate-400">{t.empty}</p>}
      {users.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 dark:divide-slate-800 dark:bg-slate-900 dark:ring-slate-800">
          {users.map((user) => (
            <li key={user.username} className="flex items-center gap-3 px-4 py-3">
              <Avatar src={user.foto_profile} username={user.username} size={44} />
              <div className="min-w-0">
                <Link
                  to={pathTo('profile', { username: user.username })}
                  className="block truncate font-semibold text-slate-900 hover:underline dark:text-white"
                >
                  {user.username}
                </Link>
                <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                  {user.first_name} {user.last_name}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
