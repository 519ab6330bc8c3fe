// One photo of a new album on screen, as the order list shows it: its name and where its upload
// stands, read from the photo's own actor.
import { act, render, screen } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { beforeAll, describe, expect } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import type { UploadPhotoRef } from '../../machines/upload-queue.machine.ts';
import { PhotoSummary } from '../../src/pages/profile/albums/PhotoSummary.tsx';
import { text } from '../../src/text/catalogue.ts';
import { testViewPaths, type ViewRuntime } from '../helpers/model/run-paths.ts';
import { photoName, uploadPhotoModel } from '../models/upload-photo.model.ts';

const u = text.upload;

beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => {} });
});

/** The photo on screen, which the queue (played by the test) starts, retries and takes back. */
let shownPhoto: UploadPhotoRef | null = null;

function PhotoRow({ runtime }: { runtime: ViewRuntime }) {
  const { machine, input, clock, inspect } = runtime;
  const photo = useActorRef(machine as AnyStateMachine, { input, clock, inspect }) as unknown as UploadPhotoRef;
  shownPhoto = photo;
  return (
    <ol>
      <li>
        <PhotoSummary photo={photo} />
      </li>
    </ol>
  );
}

/** The row shows the photo's name and this status (none while it is taken back). */
function expectStatus(status: string | null) {
  return () => {
    expect(screen.getByRole('listitem')).toHaveTextContent(photoName);
    for (const shown of Object.values(u.status)) {
      if (shown === status) expect(screen.getByText(shown)).toBeInTheDocument();
      else expect(screen.queryByText(shown)).not.toBeInTheDocument();
    }
    if (status === u.status.uploading) expect(screen.getByRole('progressbar', { name: u.uploadingOf(photoName) })).toBeInTheDocument();
    else expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  };
}

describe('an album photo on screen', () => {
  testViewPaths({
    ...uploadPhotoModel,
    render: (runtime) => {
      render(<PhotoRow runtime={runtime} />);
    },
    // The queue gives the turn, passes on the member's retry (from FilePond) and takes a photo back.
    userActions: {
      START: async () => act(() => shownPhoto?.send({ type: 'START' })),
      RETRY: async () => act(() => shownPhoto?.send({ type: 'RETRY' })),
      REVERT: async () => act(() => shownPhoto?.send({ type: 'REVERT' })),
    },
    states: {
      queued: expectStatus(u.status.queued),
      uploading: expectStatus(u.status.uploading),
      uploaded: expectStatus(u.status.uploaded),
      failed: expectStatus(u.status.failed),
      reverting: expectStatus(null),
      reverted: expectStatus(null),
    },
  });
});
