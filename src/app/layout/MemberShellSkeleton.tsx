// The member shell's frame before the session is known: the top bar's layout and a page in
// outline, without the live parts (notifications, presence, the live stream), which start only
// with the real shell once the session is valid.
import { text } from '../../text/shell-texts.ts';

const bone = 'animate-pulse rounded-full bg-slate-200 dark:bg-slate-800';
const card = 'animate-pulse rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800';

/** A page in outline: a heading and two cards, while its content loads. */
export function PageSkeleton() {
  return (
    <div aria-busy="true" className="space-y-4">
      <p role="status" className="sr-only">
        {text.common.loading}
      </p>
      <div className={`h-6 w-40 ${bone}`} />
      {[0, 1].map((index) => (
        <div key={index} className={card}>
          <div className="flex items-center gap-3">
            <div className="h-10 w-10 rounded-full bg-slate-200 dark:bg-slate-800" />
            <div className="h-4 w-32 rounded-full bg-slate-200 dark:bg-slate-800" />
          </div>
          <div className="mt-4 h-40 rounded-xl bg-slate-100 dark:bg-slate-800/60" />
        </div>
      ))}
    </div>
  );
}

export function MemberShellSkeleton() {
  return (
    <div className="min-h-screen pb-16 md:pb-0" data-testid="member-shell-skeleton">
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
        <div className="mx-auto flex h-14 max-w-5xl items-center gap-3 px-4">
          <span className="flex shrink-0 items-center gap-2 font-bold">
            <img src="/logo.svg" alt={text.landing.logoAlt} width={32} height={32} />
            <span className="hidden sm:inline">{text.brand}</span>
          </span>
          <div className={`h-9 min-w-0 flex-1 md:max-w-sm ${bone}`} />
          <div className="hidden flex-1 md:block" />
          <div className={`hidden h-5 w-16 md:block ${bone}`} />
          <div className={`hidden h-9 w-9 md:block ${bone}`} />
          <div className={`h-9 w-9 shrink-0 ${bone}`} />
        </div>
      </header>
      <main id="content" className="mx-auto max-w-5xl px-4 py-6">
        <PageSkeleton />
      </main>
      <div className="fixed inset-x-0 bottom-0 z-20 flex border-t border-slate-200 bg-white md:hidden dark:border-slate-800 dark:bg-slate-950">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="flex flex-1 justify-center py-3">
            <div className={`h-4 w-14 ${bone}`} />
          </div>
        ))}
      </div>
    </div>
  );
}
