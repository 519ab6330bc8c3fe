// The member's choice whether posting photos without a description first asks 'Posting tanpa
// deskripsi?' (kept in this browser, see alt-reminder.ts).
import { useId, useState } from 'react';
import { altReminder } from '../../app/alt-reminder.ts';
import { text } from '../../text/catalogue.ts';

const t = text.altText;

export function AltReminderSetting() {
  const [on, setOn] = useState(altReminder.isOn);
  const noteId = useId();
  return (
    <section>
      <h2 className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">{t.label}</h2>
      <label className="flex items-start gap-3 text-slate-800 dark:text-slate-200">
        <input
          type="checkbox"
          checked={on}
          aria-describedby={noteId}
          onChange={(event) => {
            altReminder.set(event.target.checked);
            setOn(event.target.checked);
          }}
          className="mt-1 h-4 w-4 shrink-0 accent-rose-700"
        />
        <span>{t.setting}</span>
      </label>
      <p id={noteId} className="mt-1 pl-7 text-sm text-slate-600 dark:text-slate-400">
        {t.settingNote}
      </p>
    </section>
  );
}
