import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { ThreadEditContext } from '../../machines/thread-edit.machine.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import { ThreadsTab } from '../../src/pages/profile/ThreadsTab.tsx';
import { text } from '../../src/text/catalogue.ts';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { answeringThreads } from '../helpers/post-flows.ts';
import { threadPost } from '../helpers/post-samples.ts';
import { demoUser, renderScreen } from '../helpers/render-screen.tsx';
import { signedInSession } from '../helpers/signed-in-session.ts';
import { editedText, ownThread, threadEditModel } from '../models/thread-edit.model.ts';

const t = text.thread;
const user = userEvent.setup({ delay: null });

const thread = threadPost(77, demoUser.username, {
  uuid: ownThread.uuid,
  created_at: new Date().toISOString(),
  thread: { slug: ownThread.slug, text: ownThread.text, post_id: 77 },
});
const hoursOldThread = { ...thread, created_at: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString() };

const editDialog = () => screen.queryByRole('dialog', { name: t.editTitle });
const confirmDialog = () => screen.queryByRole('dialog', { name: t.confirmDelete });
const textBox = () => screen.getByRole('textbox', { name: t.textLabel });
// While busy a button also reads the spinner's label.
const button = (name: string) => screen.getByRole('button', { name: new RegExp(`${name}$`) });

async function choose(option: string) {
  await user.click(await screen.findByRole('button', { name: t.options }));
  await user.click(screen.getByRole('menuitem', { name: option }));
}

/** The menu offers Edit switched off, saying why; choosing it opens nothing and the menu stays. */
async function expectEditOff() {
  if (!screen.queryByRole('menu')) await user.click(await screen.findByRole('button', { name: t.options }));
  const edit = screen.getByRole('menuitem', { name: t.edit });
  expect(edit).toHaveAttribute('aria-disabled', 'true');
  expect(edit).toHaveAccessibleDescription(t.tooLate);
  await user.click(edit);
  expect(editDialog()).not.toBeInTheDocument();
}

function expectCard({ text: saved }: ThreadEditContext) {
  expect(screen.getByRole('article')).toHaveTextContent(saved);
}

describe('thread options of the owner', () => {
  testViewPaths({
    ...threadEditModel,
    machine: liveFlows.threadEdit,
    render: ({ machine, clock, inspect }) =>
      renderScreen(<ThreadsTab username={demoUser.username} isOwner photo={null} onContentChanged={() => {}} />, {
        runtime: {
          flows: { threadEdit: machine as typeof liveFlows.threadEdit, userThreads: answeringThreads([thread]) },
          clock,
          inspect,
        },
        session: signedInSession(demoUser),
        path: '/profile/budi/threads',
      }),
    userActions: {
      EDIT: async () => choose(t.edit),
      DELETE: async () => choose(t.delete),
      CLOSE: async () => user.keyboard('{Escape}'),
      TEXT_CHANGED: async (event) => {
        await user.clear(textBox());
        await user.type(textBox(), event.text);
      },
      SUBMIT: async () => user.click(button(t.update)),
      CONFIRM: async () => user.click(button(t.confirm)),
      CANCEL: async () => user.click(button(t.cancel)),
    },
    states: {
      idle: async (snapshot) => {
        expectCard(snapshot.context as ThreadEditContext);
        expect(editDialog()).not.toBeInTheDocument();
        expect(confirmDialog()).not.toBeInTheDocument();
        if ((snapshot.context as ThreadEditContext).windowClosed) await expectEditOff();
      },
      editing: (snapshot) => {
        const { draft, error, tooLate } = snapshot.context as ThreadEditContext;
        expect(editDialog()).toBeInTheDocument();
        expect(textBox()).toHaveValue(draft);
        expect(textBox()).toHaveAttribute('placeholder', t.placeholder);
        if (error) expect(textBox()).toHaveAccessibleDescription(error);
        else expect(textBox()).not.toHaveAccessibleDescription();
        expect(textBox()).toHaveClass(tooLate || error ? 'border-red-600' : 'border-slate-300');
        expect(button(t.update)).toHaveProperty('disabled', !snapshot.can({ type: 'SUBMIT' }));
      },
      updating: (snapshot) => {
        expect(textBox()).toHaveValue((snapshot.context as ThreadEditContext).draft);
        expect(button(t.update)).toHaveAttribute('aria-busy', 'true');
      },
      confirmingDelete: () => {
        expect(confirmDialog()).toBeInTheDocument();
        expect(button(t.confirm)).toBeEnabled();
        expect(button(t.cancel)).toBeEnabled();
      },
      deleting: () => {
        expect(button(t.confirm)).toHaveAttribute('aria-busy', 'true');
        expect(button(t.cancel)).toBeDisabled();
      },
      deleted: () => {
        expect(screen.queryByRole('article')).not.toBeInTheDocument();
        expect(confirmDialog()).not.toBeInTheDocument();
        expect(screen.getByText(t.empty)).toBeInTheDocument();
        expect(screen.getByText(t.deleted)).toBeInTheDocument();
      },
    },
  });
});

describe('thread option answers', () => {
  function renderAnswering(update: () => Promise<string>, remove: () => Promise<void>, shown = thread) {
    const threadEdit = liveFlows.threadEdit.provide({
      actors: {
        updateThread: fromPromise<string, { slug: string; text: string }>(update),
        deleteThread: fromPromise<void, { uuid: string }>(remove),
      },
    });
    const contentChanges: string[] = [];
    renderScreen(<ThreadsTab username={demoUser.username} isOwner photo={null} onContentChanged={() => contentChanges.push('changed')} />, {
      runtime: { flows: { threadEdit, userThreads: answeringThreads([shown]) } },
      session: signedInSession(demoUser),
      path: '/profile/budi/threads',
    });
    return { contentChanges };
  }

  async function update() {
    await choose(t.edit);
    await user.clear(textBox());
    await user.type(textBox(), editedText);
    await user.click(button(t.update));
  }

  it('an update is said and shown on the card', async () => {
    renderAnswering(async () => editedText, async () => {});
    await update();
    expect(await screen.findByText(t.updated)).toBeInTheDocument();
    expect(editDialog()).not.toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent(editedText);
  });

  it('after the first hour the field turns red and the toast says why', async () => {
    renderAnswering(() => Promise.reject({ status: 403, body: { status: false, message: 'Cant update to late 1 hours' } }), async () => {});
    await update();
    expect(await screen.findByText(t.tooLate)).toBeInTheDocument();
    expect(textBox()).toHaveClass('border-red-600');
    expect(button(t.update)).toBeDisabled();
  });

  it('a thread older than an hour offers Edit switched off, saying why', async () => {
    renderAnswering(async () => editedText, async () => {}, hoursOldThread);
    await expectEditOff();
    await user.keyboard('{Escape}');
    await choose(t.delete);
    expect(confirmDialog()).toBeInTheDocument();
  });

  it('a closed edit keeps its draft', async () => {
    renderAnswering(() => Promise.reject({ status: 0, body: null }), async () => {});
    await update();
    expect(await screen.findByText(t.updateFailed)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('article')).toHaveTextContent(ownThread.text);
    await choose(t.edit);
    expect(textBox()).toHaveValue(editedText);
  });

  it('a failed delete says "Aksi gagal" and keeps the thread', async () => {
    const { contentChanges } = renderAnswering(async () => editedText, () => Promise.reject({ status: 0, body: null }));
    await choose(t.delete);
    await user.click(button(t.confirm));
    expect(await screen.findByText(t.actionFailed)).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent(ownThread.text);
    expect(contentChanges).toEqual([]);
  });

  it("a delete removes the card and has the header's counts loaded again", async () => {
    const { contentChanges } = renderAnswering(async () => editedText, async () => {});
    await choose(t.delete);
    await user.click(button(t.confirm));
    expect(await screen.findByText(t.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(contentChanges).toEqual(['changed']);
  });
});
