import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { searchKeyword, type SearchEmitted, type SearchEvent } from '../../../machines/search.machine.ts';
import { Avatar } from '../../components/Avatar.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useDismiss } from '../../components/use-dismiss.ts';
import { findUserPath, KEYWORD_PARAM } from '../../pages/find-user/find-user-path.ts';
import { text } from '../../text/catalogue.ts';
import { pathTo } from '../route-names.ts';
import { useActorOptions } from '../runtime.tsx';
import { useEmitted } from '../use-emitted.ts';
import { usePeopleFlows } from '../flows/people.ts';

const t = text.topBar;

type OpenProfile = Extract<SearchEmitted, { type: 'openProfile' }>;
type ShowAll = Extract<SearchEmitted, { type: 'showAll' }>;

const KEY_EVENTS: Record<string, SearchEvent> = {
  ArrowDown: { type: 'HIGHLIGHT_NEXT' },
  ArrowUp: { type: 'HIGHLIGHT_PREVIOUS' },
  Enter: { type: 'CHOOSE' },
};

const option =
  'flex items-center gap-3 px-4 py-2 text-slate-800 hover:bg-slate-100 aria-selected:bg-rose-50 aria-selected:text-rose-800 dark:text-slate-100 dark:hover:bg-slate-800 dark:aria-selected:bg-rose-950 dark:aria-selected:text-rose-200';

/** The keyword of the results page when it shows, else null. */
function useShownKeyword(): string | null {
  const { pathname, search } = useLocation();
  return pathname === pathTo('find.user') ? (new URLSearchParams(search).get(KEYWORD_PARAM) ?? '') : null;
}

/** The top bar's user search: a combobox with a listbox of matches (see machines/search.machine.ts). */
export function UserSearch() {
  const [state, send, actor] = useMachine(usePeopleFlows().search, useActorOptions());
  const navigate = useNavigate();
  const shownKeyword = useShownKeyword();
  const container = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const listboxId = useId();
  const { results, highlighted } = state.context;
  const keyword = searchKeyword(state.context);
  const open = state.matches({ dropdown: 'open' });
  // Open with nothing typed yet shows nothing.
  const expanded = open && keyword !== '';
  const optionId = (index: number) => `${listboxId}-${index}`;
  const close = useCallback(() => send({ type: 'CLOSE' }), [send]);

  useDismiss(container, open, close);

  useEffect(() => {
    if (shownKeyword !== null) send({ type: 'KEYWORD_SHOWN', keyword: shownKeyword });
  }, [send, shownKeyword]);

  useEmitted<OpenProfile>(actor, 'openProfile', (event) => navigate(pathTo('profile', { username: event.username })));
  useEmitted<ShowAll>(actor, 'showAll', (event) => navigate(findUserPath(event.keyword)));

  // Tabbing away closes the dropdown too; a click on an option keeps focus inside.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const searchEvent = KEY_EVENTS[event.key];
    // Enter also confirms a word being composed (IME); that is not a choice.
    if (!searchEvent || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send(searchEvent);
  };

  return (
    <div ref={container} onBlur={onBlur} className="relative min-w-0 flex-1 md:max-w-sm">
      <label htmlFor={inputId} className="sr-only">
        {t.searchLabel}
      </label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        enterKeyHint="search"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listboxId : undefined}
        aria-activedescendant={expanded && highlighted !== null ? optionId(highlighted) : undefined}
        placeholder={t.searchPlaceholder}
        value={state.context.keyword}
        onFocus={() => send({ type: 'OPEN' })}
        onClick={() => send({ type: 'OPEN' })}
        onChange={(event) => send({ type: 'KEYWORD_CHANGED', keyword: event.target.value })}
        onKeyDown={onKeyDown}
        className="block w-full rounded-full border border-slate-300 bg-slate-50 px-4 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-rose-600 focus:bg-white focus:ring-2 focus:ring-rose-200 focus:outline-none dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      {expanded && (
        <div className="absolute inset-x-0 z-30 mt-2 overflow-hidden rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200 md:right-auto md:w-80 dark:bg-slate-900 dark:ring-slate-700">
          {state.hasTag('searchingUsers') && (
            <p className="flex items-center gap-2 px-4 py-2 text-slate-600 dark:text-slate-300">
              <Spinner label={t.loading} />
            </p>
          )}
          {state.matches({ results: 'found' }) && results.length === 0 && (
            <p className="px-4 py-2 text-sm text-slate-600 dark:text-slate-300">{t.noResults}</p>
          )}
          {state.matches({ results: 'failed' }) && (
            <p className="px-4 py-2 text-sm text-slate-600 dark:text-slate-300">{text.search.failed}</p>
          )}
          <ul id={listboxId} role="listbox" aria-label={text.search.resultsLabel}>
            {results.map((user, index) => (
              <li key={user.username} role="presentation">
                <Link
                  id={optionId(index)}
                  role="option"
                  aria-selected={highlighted === index}
                  tabIndex={-1}
                  to={pathTo('profile', { username: user.username })}
                  onClick={close}
                  className={option}
                >
                  <Avatar src={user.foto_profile} username={user.username} size={32} decorative />
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-semibold">{user.username}</span>
                    <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
                      {user.first_name} {user.last_name}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
            <li role="presentation" className="border-t border-slate-200 dark:border-slate-700">
              <Link
                id={optionId(results.length)}
                role="option"
                aria-selected={highlighted === results.length}
                tabIndex={-1}
                to={findUserPath(keyword)}
                onClick={close}
                className={`${option} text-sm font-medium`}
              >
                {t.showAll}
              </Link>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
