// What the live stream shows in the member shell: the link's trouble (reconnecting, offline) and
// the community's emergency calls as banners (machines/emergency-notice.machine.ts): the last one
// of the past 24 hours when the app opens, and each one announced while it is open, until the
// member dismisses it.
import { useActorRef, useSelector } from '@xstate/react';
import type { ShownCall } from '../../../machines/emergency-notice.machine.ts';
import { formatTimeAgo } from '../../text/dates.ts';
import { text } from '../../text/catalogue.ts';
import { dismissedEmergencies } from '../dismissed-emergencies.ts';
import { useProfileFlows } from '../flows/profile.ts';
import type { LiveStreamActor, MemberShellActor } from '../live-stream.tsx';
import { useActorOptions } from '../runtime.tsx';
import { useSessionSelector } from '../session.tsx';
import { mapsSearchUrl } from '../maps/search-url.ts';

const t = text.live;

function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={18} height={18} fill="none" stroke="currentColor" strokeWidth={2}>
      <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

function SirenIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={24} height={24} fill="none" stroke="currentColor" strokeWidth={2}>
      <path strokeLinejoin="round" d="M6 18v-5a6 6 0 1 1 12 0v5M4 18h16v3H4z" />
      <path strokeLinecap="round" d="M12 2v2M4.2 5.2l1.4 1.4M19.8 5.2l-1.4 1.4M12 13v3" />
    </svg>
  );
}

/** The call's map link; anything but an http(s) link gives a search for the place, so a tab never follows another kind. */
function mapLinkOf(call: ShownCall): string {
  return /^https?:\/\//i.test(call.map) ? call.map : mapsSearchUrl(call.place);
}

function EmergencyBanner({ call, onDismiss }: { call: ShownCall; onDismiss: () => void }) {
  return (
    <section
      role="alert"
      aria-label={t.emergencyFrom(call.sender_first_name)}
      className="flex items-start gap-3 rounded-xl bg-red-700 px-4 py-3 text-white shadow-md"
    >
      <span className="mt-0.5 shrink-0">
        <SirenIcon />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-bold">{t.emergencyFrom(call.sender_first_name)}</p>
        {/* A call known only from the live stream has no time: it was just sent. */}
        {call.created_at !== null && (
          <p className="text-sm">
            <time dateTime={call.created_at}>{t.emergencySent(formatTimeAgo(call.created_at))}</time>
          </p>
        )}
        <p className="mt-1 whitespace-pre-line wrap-anywhere">{call.message}</p>
        <p className="mt-1 text-sm">
          {t.emergencyPlace}{' '}
          <a
            href={mapLinkOf(call)}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold underline underline-offset-2 wrap-anywhere hover:no-underline"
          >
            {t.openMap(call.place)}
          </a>
        </p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t.dismissEmergency}
        className="shrink-0 rounded-full p-1.5 hover:bg-red-800 focus-visible:ring-2 focus-visible:ring-white"
      >
        <CloseIcon />
      </button>
    </section>
  );
}

/** The link's trouble, said once it lasts (a first quick reconnect says nothing). */
function LinkStatus({ live }: { live: LiveStreamActor }) {
  const status = useSelector(live, (snapshot) => {
    if (snapshot.hasTag('offline')) return t.offline;
    if (snapshot.hasTag('reconnecting') && snapshot.context.attempt > 0) return t.reconnecting;
    return null;
  });
  if (!status) return null;
  return (
    <p role="status" className="mt-3 rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-950 dark:bg-amber-900 dark:text-amber-50">
      {status}
    </p>
  );
}

export function LiveNotices({ shell }: { shell: MemberShellActor }) {
  const live = shell.getSnapshot().children.liveStream as LiveStreamActor;
  const member = useSessionSelector((snapshot) => snapshot.context.user?.username ?? '');
  const notice = useActorRef(useProfileFlows().emergencyNotice, {
    ...useActorOptions(),
    input: { member, dismissed: dismissedEmergencies.of(member) },
  });
  const calls = useSelector(notice, (snapshot) => snapshot.context.calls);

  return (
    <div className="mx-auto max-w-5xl px-4">
      <LinkStatus live={live} />
      {calls.length > 0 && (
        <div className="mt-3 space-y-2">
          {calls.map((call) => (
            <EmergencyBanner key={call.id} call={call} onDismiss={() => notice.send({ type: 'DISMISS', id: call.id })} />
          ))}
        </div>
      )}
    </div>
  );
}
