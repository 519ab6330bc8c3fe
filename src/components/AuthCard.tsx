import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { text } from '../text/shell-texts.ts';

/** The centred card every sign-in screen sits in, under the brand. */
export function AuthCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center px-4 py-10">
      <Link to="/" className="mb-6 flex items-center gap-2 text-2xl font-bold text-slate-900 dark:text-white">
        <img src="/logo.svg" alt={text.landing.logoAlt} width={40} height={40} />
        {text.brand}
      </Link>
      <section className="w-full max-w-md rounded-2xl bg-white p-6 shadow-md sm:p-8 dark:bg-slate-900 dark:ring-1 dark:ring-slate-800">
        <h1 className="mb-6 text-xl font-bold text-slate-900 dark:text-white">{heading}</h1>
        {children}
      </section>
    </main>
  );
}
