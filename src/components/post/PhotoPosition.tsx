import { text } from '../../text/catalogue.ts';

/**
 * "2/3" over an album's photos: which one shows, and that there are more. Screen readers hear
 * the same from each photo's name. Its background is opaque so that it reads on any photo, a
 * white one too (AA contrast, checked by axe, decision 127).
 */
export function PhotoPosition({ position, total }: { position: number; total: number }) {
  if (total < 2) return null;
  return (
    <p
      aria-hidden="true"
      className="pointer-events-none absolute top-3 right-3 z-10 rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-semibold text-white tabular-nums"
    >
      {text.album.photoPosition(position, total)}
    </p>
  );
}
