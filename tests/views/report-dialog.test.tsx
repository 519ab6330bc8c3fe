// The report dialog on its own: what the member chooses and writes, each server answer, and the
// hand-over to a block or mute once sent (the menu that hosts it is tested in member-safety).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect } from 'vitest';
import type { ReportContext } from '../../machines/report.machine.ts';
import { ReportDialog } from '../../src/features/safety/ReportDialog.tsx';
import { text } from '../../src/text/catalogue.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { demoUser, renderScreen, testSession } from '../helpers/render-screen.tsx';
import { reportedPost, reportModel } from '../models/report.model.ts';

const t = text.safety;
const user = userEvent.setup({ delay: null });

const reportDialog = () => screen.queryByRole('dialog', { name: t.reportTitle.post });
const sentDialog = () => screen.queryByRole('dialog', { name: t.sent });

/** The dialog as a menu hosts it: gone once closed, and what it handed over shown. */
function HostedReport() {
  const [open, setOpen] = useState(true);
  const [handedOver, setHandedOver] = useState<string | null>(null);
  return (
    <>
      {open && (
        <ReportDialog
          target={reportedPost.target}
          author={reportedPost.author}
          onClose={() => setOpen(false)}
          onHandOver={(action) => {
            setOpen(false);
            setHandedOver(action);
          }}
        />
      )}
      {handedOver && <p data-testid="handed-over">{handedOver}</p>}
    </>
  );
}

function expectForm({ category, note, problem }: ReportContext) {
  const dialog = reportDialog()!;
  expect(dialog).toBeInTheDocument();
  const checked = within(dialog).queryByRole('radio', { checked: true });
  if (category === null) expect(checked).toBeNull();
  else expect(checked).toHaveAccessibleName(t.categories[category]);
  expect(within(dialog).getByRole('textbox', { name: t.note })).toHaveValue(note);
  if (problem) expect(within(dialog).getByRole('alert')).toHaveTextContent(t.problems[problem]);
  else expect(within(dialog).queryByRole('alert')).toBeNull();
}

describe('report dialog', () => {
  testViewPaths({
    ...reportModel,
    machine: liveFlows.report,
    render: ({ machine, clock, inspect }) =>
      renderScreen(<HostedReport />, {
        runtime: { flows: { report: machine as typeof liveFlows.report }, clock, inspect },
        session: testSession(demoUser),
      }),
    userActions: {
      CATEGORY_CHOSEN: async () => user.click(screen.getByRole('radio', { name: t.categories.harassment })),
      NOTE_CHANGED: async (event) => {
        await user.click(screen.getByRole('textbox', { name: t.note }));
        await user.paste((event as unknown as { note: string }).note);
      },
      SUBMIT: async () => user.click(screen.getByRole('button', { name: t.send })),
      CLOSE: async () => user.click(screen.getByRole('button', { name: sentDialog() ? t.done : t.cancel })),
      BLOCK_AUTHOR: async () => user.click(screen.getByRole('button', { name: t.blockAuthor('aldi') })),
      MUTE_AUTHOR: async () => user.click(screen.getByRole('button', { name: t.muteAuthor('aldi') })),
    },
    states: {
      writing: (snapshot) => {
        const context = snapshot.context as ReportContext;
        expectForm(context);
        expect(screen.getByRole('button', { name: t.send })).toHaveProperty('disabled', context.category === null);
      },
      sending: (snapshot) => {
        expectForm(snapshot.context as ReportContext);
        expect(screen.getByRole('button', { name: new RegExp(`${t.send}$`) })).toHaveAttribute('aria-busy', 'true');
      },
      sent: () => {
        expect(sentDialog()).toBeInTheDocument();
        expect(reportDialog()).not.toBeInTheDocument();
      },
      closed: () => {
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(screen.queryByTestId('handed-over')).not.toBeInTheDocument();
      },
      handedOver: () => {
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(screen.getByTestId('handed-over').textContent).toMatch(/^(block|mute)$/);
      },
    },
  });
});
