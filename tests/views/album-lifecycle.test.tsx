import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { AlbumDetailInput, AlbumPost } from '../../machines/album-detail.machine.ts';
import type { AlbumLifecycleInput } from '../../machines/album-lifecycle.machine.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import type { Runtime } from '../../src/app/runtime.tsx';
import AlbumDetailModal from '../../src/pages/profile/albums/AlbumDetailModal.tsx';
import { text } from '../../src/text/catalogue.ts';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { answeringComments } from '../helpers/post-flows.ts';
import { sampleComments } from '../helpers/post-samples.ts';
import { demoUser, renderScreen } from '../helpers/render-screen.tsx';
import { signedInSession } from '../helpers/signed-in-session.ts';
import { albumPost } from '../models/album-detail.model.ts';
import { activeAlbum, albumLifecycleModel } from '../models/album-lifecycle.model.ts';

const t = text.album;
const user = userEvent.setup({ delay: null });

const albumDetail = liveFlows.albumDetail.provide({
  actors: { fetchAlbumPost: fromPromise<AlbumPost, AlbumDetailInput>(async () => albumPost) },
});

const detail = () => screen.getByRole('dialog', { name: t.detailTitle });
const confirmDialog = () => screen.queryByRole('dialog', { name: t.confirmDelete });
const menuButton = () => within(detail()).queryByRole('button', { name: t.options });
// While busy a button also reads the spinner's label.
const button = (name: string) => screen.getByRole('button', { name: new RegExp(`${name}$`) });

async function choose(option: string) {
  await user.click(menuButton()!);
  await user.click(screen.getByRole('menuitem', { name: option }));
}

function renderOwnAlbum(input: AlbumLifecycleInput, runtime: Runtime) {
  const changes = { count: 0 };
  renderScreen(
    <AlbumDetailModal
      uuid={input.uuid}
      archived={input.archived}
      isOwner
      onClose={() => {}}
      onChanged={() => (changes.count += 1)}
    />,
    {
      runtime: { ...runtime, flows: { albumDetail, commentTarget: answeringComments(sampleComments), ...runtime.flows } },
      session: signedInSession(demoUser),
      path: '/profile/budi',
    },
  );
  return changes;
}

function expectResting() {
  expect(menuButton()).toBeEnabled();
  expect(confirmDialog()).not.toBeInTheDocument();
}

function expectWorking() {
  expect(menuButton()).not.toBeInTheDocument();
  expect(within(detail()).getByRole('status')).toHaveTextContent(text.common.loading);
}

describe('album options of the owner', () => {
  let changes = { count: 0 };
  testViewPaths({
    ...albumLifecycleModel,
    machine: liveFlows.albumLifecycle,
    render: ({ machine, input, clock, inspect }) => {
      changes = renderOwnAlbum(input as AlbumLifecycleInput, {
        flows: { albumLifecycle: machine as typeof liveFlows.albumLifecycle },
        clock,
        inspect,
      });
    },
    userActions: {
      ARCHIVE: async () => choose(t.archive),
      RESTORE: async () => choose(t.restore),
      DELETE: async () => choose(t.delete),
      CONFIRM: async () => user.click(button(t.confirm)),
      CANCEL: async () => user.click(button(t.cancel)),
    },
    states: {
      active: expectResting,
      archived: expectResting,
      archiving: expectWorking,
      restoring: expectWorking,
      confirming: () => {
        expect(confirmDialog()).toBeInTheDocument();
        expect(button(t.confirm)).toBeEnabled();
        expect(button(t.cancel)).toBeEnabled();
      },
      deleting: () => {
        expect(button(t.confirm)).toHaveAttribute('aria-busy', 'true');
        expect(button(t.cancel)).toBeDisabled();
      },
      deleted: async () => {
        expect(await screen.findByText(t.deleted)).toBeInTheDocument();
        expect(confirmDialog()).not.toBeInTheDocument();
        // An earlier archive or restore on the same path told the screen too.
        expect(changes.count).toBeGreaterThan(0);
      },
    },
  });
});

describe('album options answers', () => {
  function withCalls(input: AlbumLifecycleInput, fail = false) {
    const calls: string[] = [];
    const call = (name: string) =>
      fromPromise<void, { uuid: string }>(async ({ input: { uuid } }) => {
        calls.push(`${name} ${uuid}`);
        if (fail) throw { status: 0, body: null };
      });
    const albumLifecycle = liveFlows.albumLifecycle.provide({
      actors: { archiveAlbum: call('archive'), restoreAlbum: call('restore'), deleteAlbum: call('delete') },
    });
    const changes = renderOwnAlbum(input, { flows: { albumLifecycle } });
    return { calls, changes };
  }

  async function menuItems() {
    await user.click(await screen.findByRole('button', { name: t.options }));
    return screen.getAllByRole('menuitem').map((item) => item.textContent);
  }

  it('offers Edit, Archive and Delete on an active album; Edit opens the edit screen', async () => {
    withCalls(activeAlbum);
    expect(await menuItems()).toEqual([t.edit, t.archive, t.delete]);
    await user.click(screen.getByRole('menuitem', { name: t.edit }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/album/${activeAlbum.slug}/edit`);
  });

  it('archives without asking, says so and tells the screen', async () => {
    const { calls, changes } = withCalls(activeAlbum);
    await menuItems();
    await user.click(screen.getByRole('menuitem', { name: t.archive }));
    expect(await screen.findByText(t.archived)).toBeInTheDocument();
    expect(calls).toEqual([`archive ${activeAlbum.uuid}`]);
    expect(changes.count).toBe(1);
  });

  it('on the archive offers to show the album again or delete it', async () => {
    const { calls, changes } = withCalls({ ...activeAlbum, archived: true });
    expect(await menuItems()).toEqual([t.restore, t.delete]);
    await user.click(screen.getByRole('menuitem', { name: t.restore }));
    expect(await screen.findByText(t.restored)).toBeInTheDocument();
    expect(calls).toEqual([`restore ${activeAlbum.uuid}`]);
    expect(changes.count).toBe(1);
  });

  it('deletes for good only after Lanjut', async () => {
    const { calls } = withCalls(activeAlbum);
    await menuItems();
    await user.click(screen.getByRole('menuitem', { name: t.delete }));
    expect(calls).toEqual([]);
    await user.click(button(t.confirm));
    expect(await screen.findByText(t.deleted)).toBeInTheDocument();
    expect(calls).toEqual([`delete ${activeAlbum.uuid}`]);
  });

  it('says when an action fails and keeps the album as it was', async () => {
    const { changes } = withCalls(activeAlbum, true);
    await menuItems();
    await user.click(screen.getByRole('menuitem', { name: t.archive }));
    expect(await screen.findByText(t.actionFailed)).toBeInTheDocument();
    expect(await menuItems()).toEqual([t.edit, t.archive, t.delete]);
    expect(changes.count).toBe(0);
  });
});
