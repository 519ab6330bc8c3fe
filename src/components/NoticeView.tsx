import type { ReactNode } from 'react';

interface NoticeViewProps {
  title: string;
  message: string;
  /** Where the member can go from here. */
  children?: ReactNode;
}

/** What a screen shows in place of content that is not there, when nothing went wrong. */
export function NoticeView({ title, message, children }: NoticeViewProps) {
  return (
    <section className="mx-auto max-w-md px-4 py-12 text-center">
      <h1 className="text-lg font-bold text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-2 break-words text-slate-700 dark:text-slate-300">{message}</p>
      {children && <div className="mt-5">{children}</div>}
    </section>
  );
}
