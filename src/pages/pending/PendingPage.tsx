import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../../app/RouteGate.tsx';
import { text } from '../../text/catalogue.ts';

/** A member screen whose content is not available yet: says so instead of pretending. */
export default function PendingPage() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  return (
    <section className="py-16 text-center">
      <h1 className="text-2xl font-bold">{handle?.title}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{text.common.comingSoon}</p>
    </section>
  );
}
