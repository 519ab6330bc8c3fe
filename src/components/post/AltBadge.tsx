// 'ALT' over a photo that has a description: pressing or focusing it shows the description to
// everyone (screen readers already read it as the photo's alt text).
import { useId, useRef, useState } from 'react';
import { text } from '../../text/catalogue.ts';

const t = text.altText;

export function AltBadge({ description }: { description: string }) {
  const [open, setOpen] = useState(false);
  const textId = useId();
  // Focus by pointer comes with a click, which toggles; focus by keyboard opens.
  const pointing = useRef(false);
  return (
    <div className="absolute bottom-2 left-2 z-10 flex max-w-[calc(100%-1rem)] flex-col items-start gap-1">
      {open && (
        <p
          id={textId}
          className="max-h-40 overflow-y-auto rounded-lg bg-slate-900/85 px-3 py-2 text-sm whitespace-pre-line text-white shadow-lg"
        >
          {description}
        </p>
      )}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? textId : undefined}
        onClick={(event) => {
          // A click on the photo below would count toward its double-click like.
          event.stopPropagation();
          pointing.current = false;
          setOpen((shown) => !shown);
        }}
        onDoubleClick={(event) => event.stopPropagation()}
        onPointerDown={() => (pointing.current = true)}
        onFocus={() => {
          if (!pointing.current) setOpen(true);
          pointing.current = false;
        }}
        onBlur={() => setOpen(false)}
        className="rounded bg-slate-900/75 px-1.5 py-0.5 text-xs font-bold tracking-wide text-white hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-white"
      >
        {t.badge}
        <span className="sr-only"> {t.showBadge}</span>
      </button>
    </div>
  );
}
