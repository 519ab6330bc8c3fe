import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import type Cropper from 'react-easy-crop';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { AvatarCropContext, AvatarProblem, CropArea } from '../../machines/avatar-crop.machine.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import type { Runtime } from '../../src/app/runtime.tsx';
import { AvatarEditor } from '../../src/pages/profile/edit/AvatarEditor.tsx';
import { text } from '../../src/text/catalogue.ts';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { renderScreen } from '../helpers/render-screen.tsx';
import { avatarCropModel, croppedJpeg, largeArea, picture } from '../models/avatar-crop.model.ts';

type CropperProps = ComponentProps<typeof Cropper>;

// The paths need exact frames (too small, large enough), which only the cropper's callbacks give:
// the cropper is a stand-in whose callbacks the test calls, and the canvas crop is a stubbed actor.
// The real cropper and crop are tried in avatar-crop-frame.test.tsx.
const cropper = vi.hoisted(() => ({ props: null as CropperProps | null }));
vi.mock('react-easy-crop', () => ({
  default: (props: CropperProps) => {
    cropper.props = props;
    return <img data-testid="crop-media" alt="" src={props.image} {...(props.mediaProps as object)} />;
  },
}));

const t = text.avatar;
// The picker accepts any file here, as a person choosing "all files" can.
const user = userEvent.setup({ delay: null, applyAccept: false });

/** What the stand-in shows of the chosen file: a picture the browser can decode (the sample file's bytes are not one). */
let shownPicture = '';

beforeAll(() => {
  const canvas = Object.assign(document.createElement('canvas'), { width: 640, height: 480 });
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#be123c';
  context.fillRect(0, 0, 320, 480);
  context.fillStyle = '#0f766e';
  context.fillRect(320, 0, 320, 480);
  shownPicture = canvas.toDataURL('image/png');
  Object.assign(URL, { createObjectURL: () => shownPicture, revokeObjectURL: () => {} });
});

const dialog = () => screen.queryByRole('dialog', { name: t.title });
const saveButton = () => screen.getByRole('button', { name: new RegExp(`${t.save}$`) });
const picker = () => screen.getByLabelText(t.choose);

function problemText(problem: AvatarProblem | null): string | null {
  if (!problem) return null;
  return problem.reason === 'refused' ? problem.message : t[problem.reason];
}

function expectProblem({ problem }: AvatarCropContext) {
  for (const reason of ['wrongType', 'tooSmall', 'unreadable'] as const) {
    if (problem?.reason !== reason) expect(screen.queryByText(t[reason])).not.toBeInTheDocument();
  }
  const shown = problemText(problem);
  if (shown) expect(screen.getByText(shown)).toBeInTheDocument();
}

const renderEditor = (runtime: Runtime) =>
  renderScreen(<AvatarEditor photo={null} username="budi" />, {
    runtime,
    path: '/profile/budi/edit',
  });

describe('avatar crop modal', () => {
  testViewPaths({
    ...avatarCropModel,
    machine: liveFlows.avatarCrop,
    render: ({ machine, clock, inspect }) =>
      renderEditor({ flows: { avatarCrop: machine as typeof liveFlows.avatarCrop }, clock, inspect }),
    userActions: {
      OPEN: async () => user.click(screen.getByRole('button', { name: text.profileEdit.changePhoto })),
      CLOSE: async () => user.keyboard('{Escape}'),
      FILE_CHOSEN: async (event) => user.upload(picker(), event.file),
      CROPPED: async (event) => {
        await screen.findByTestId('crop-media');
        act(() => cropper.props?.onCropComplete?.(event.area, event.area));
      },
      IMAGE_UNREADABLE: async () => {
        fireEvent.error(await screen.findByTestId('crop-media'));
      },
      CLEAR: async () => user.click(screen.getByRole('button', { name: t.clear })),
      SAVE: async () => user.click(saveButton()),
    },
    states: {
      closed: () => {
        expect(dialog()).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: text.profileEdit.changePhoto })).toBeEnabled();
      },
      'open.empty': (snapshot) => {
        expect(dialog()).toBeInTheDocument();
        expect(screen.getAllByText(t.noPhoto)).toHaveLength(2);
        expect(screen.queryByTestId('crop-media')).not.toBeInTheDocument();
        expectProblem(snapshot.context as AvatarCropContext);
        expect(saveButton()).toBeDisabled();
        expect(screen.getByRole('button', { name: t.clear })).toBeDisabled();
        expect(picker()).toBeEnabled();
      },
      'open.chosen': async (snapshot) => {
        const context = snapshot.context as AvatarCropContext;
        expect(dialog()).toBeInTheDocument();
        expect(screen.getByText(t.selectedFile(context.file?.name ?? ''))).toBeInTheDocument();
        expect(await screen.findByTestId('crop-media')).toHaveAttribute('src', shownPicture);
        expectProblem(context);
        expect(saveButton()).toHaveProperty('disabled', !snapshot.can({ type: 'SAVE' }));
        expect(screen.getByRole('button', { name: t.clear })).toBeEnabled();
      },
      cropping: () => {
        expect(saveButton()).toHaveAttribute('aria-busy', 'true');
        expect(picker()).toBeDisabled();
      },
      uploading: () => {
        expect(saveButton()).toHaveAttribute('aria-busy', 'true');
        expect(picker()).toBeDisabled();
      },
      uploaded: () => {
        expect(screen.getByTestId('location')).toHaveTextContent('/profile/budi');
      },
    },
  });
});

describe('avatar crop frame', () => {
  it('cannot zoom the frame below 256 pixels of the picture', async () => {
    renderEditor({});
    await user.click(screen.getByRole('button', { name: text.profileEdit.changePhoto }));
    await user.upload(picker(), picture);
    await screen.findByTestId('crop-media');

    act(() => cropper.props?.onMediaLoaded?.({ width: 400, height: 300, naturalWidth: 1024, naturalHeight: 768 }));

    await waitFor(() => expect(cropper.props?.maxZoom).toBe(3));
    expect(screen.getByLabelText(t.zoom)).toHaveAttribute('max', '3');
    expect(cropper.props).toMatchObject({ aspect: 1, minZoom: 1 });
  });

  it('offers only pictures in the file picker', async () => {
    renderEditor({});
    await user.click(screen.getByRole('button', { name: text.profileEdit.changePhoto }));
    expect(picker()).toHaveAttribute('accept', '.jpg,.jpeg,.png,.gif');
  });
});

describe('avatar upload answers', () => {
  function withUpload(upload: () => Promise<void>) {
    const avatarCrop = liveFlows.avatarCrop.provide({
      actors: {
        cropImage: fromPromise<Blob, { image: Blob; area: CropArea }>(async () => croppedJpeg),
        uploadAvatar: fromPromise<void, { image: Blob }>(upload),
      },
    });
    renderEditor({ flows: { avatarCrop } });
  }

  async function chooseFrameAndSave() {
    await user.click(screen.getByRole('button', { name: text.profileEdit.changePhoto }));
    await user.upload(picker(), picture);
    await screen.findByTestId('crop-media');
    act(() => cropper.props?.onCropComplete?.(largeArea, largeArea));
    await user.click(saveButton());
  }

  it('a new photo is said in a toast and leads to the profile', async () => {
    withUpload(async () => {});
    await chooseFrameAndSave();
    expect(await screen.findByText(t.uploaded)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/budi');
  });

  it('a failed upload is said in a toast and keeps the chosen picture', async () => {
    withUpload(() => Promise.reject({ status: 0, body: null }));
    await chooseFrameAndSave();
    expect(await screen.findByText(t.failed)).toBeInTheDocument();
    expect(screen.getByText(t.selectedFile(picture.name))).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });
});
