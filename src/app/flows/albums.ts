// Album flows built from their dependencies (album calls, toasts): creating an album from
// uploads, the album detail, the owner's archive/restore/delete options and the edit screen.
import { fromPromise } from 'xstate';
import { albumDetailMachine, type AlbumDetailInput } from '../../../machines/album-detail.machine.ts';
import { albumEditMachine, type PhotoAltChange } from '../../../machines/album-edit.machine.ts';
import { albumLifecycleMachine } from '../../../machines/album-lifecycle.machine.ts';
import { uploadPhotoMachine, type TempUploadRequest } from '../../../machines/upload-photo.machine.ts';
import { uploadQueueMachine, type NewAlbum } from '../../../machines/upload-queue.machine.ts';
import {
  archiveAlbum,
  createAlbum,
  deleteAlbum,
  deleteAlbumPhoto,
  fetchAlbumForEdit,
  fetchAlbumPost,
  restoreAlbum,
  revertTempPhoto,
  saveTempAlbum,
  updateAlbumCaption,
  updateAlbumPhotoAlt,
  uploadTempPhoto,
} from '../../api/albums.ts';
import { text } from '../../text/catalogue.ts';
import { altReminder } from '../alt-reminder.ts';
import { areaFlowsHook, lazyFlows, type FlowDeps } from '../flow-services.tsx';

/** 'Album dibuat' stays longer than other messages (spec §4). */
const ALBUM_POSTED_MS = 10000;

const t = text.album;

export const albumApi = {
  uploadTempPhoto,
  revertTempPhoto,
  saveTempAlbum,
  createAlbum,
  fetchAlbumPost,
  archiveAlbum,
  restoreAlbum,
  deleteAlbum,
  fetchAlbumForEdit,
  updateAlbumCaption,
  deleteAlbumPhoto,
  updateAlbumPhotoAlt,
};

export function createAlbumFlows({ api, notify }: FlowDeps<typeof albumApi>) {
  return lazyFlows({
    uploadQueue: () => uploadQueueMachine.provide({
      actors: {
        uploadPhoto: uploadPhotoMachine.provide({
          actors: {
            uploadTemp: fromPromise(async ({ input, signal }: { input: TempUploadRequest; signal: AbortSignal }) =>
              api.uploadTempPhoto(input.album_content, input.name, signal),
            ),
            revertTemp: fromPromise(async ({ input }: { input: { path: string } }) => {
              await api.revertTempPhoto(input.path);
            }),
          },
        }),
        saveTempAlbum: fromPromise(async ({ input }: { input: { tempIds: string[] } }) => {
          await api.saveTempAlbum(input.tempIds);
        }),
        postAlbum: fromPromise(async ({ input }: { input: NewAlbum }) => {
          // Without any description the request stays as clients of the original API send it.
          const described = input.alt.some((alt) => alt !== null);
          await api.createAlbum({ caption: input.caption, content: input.content, ...(described && { alt: input.alt }) }, input.reorder);
        }),
      },
      guards: { remindsOfAlt: () => altReminder.isOn() },
      actions: {
        notifyLeftOut: (_, { count }: { count: number }) => notify.error(text.upload.leftOut(count)),
        notifyPosted: () => notify.success(t.posted, ALBUM_POSTED_MS),
        notifyPostFailed: () => notify.error(t.postFailed),
      },
    }),

    albumDetail: () => albumDetailMachine.provide({
      actors: {
        fetchAlbumPost: fromPromise(async ({ input }: { input: AlbumDetailInput }) => {
          const { like, single_post } = await api.fetchAlbumPost(input.uuid, input.archived);
          return { like, single_post };
        }),
      },
    }),

    albumLifecycle: () => albumLifecycleMachine.provide({
      actors: {
        archiveAlbum: fromPromise(async ({ input }: { input: { uuid: string } }) => {
          await api.archiveAlbum(input.uuid);
        }),
        restoreAlbum: fromPromise(async ({ input }: { input: { uuid: string } }) => {
          await api.restoreAlbum(input.uuid);
        }),
        deleteAlbum: fromPromise(async ({ input }: { input: { uuid: string } }) => {
          await api.deleteAlbum(input.uuid);
        }),
      },
      actions: {
        notifyArchived: () => notify.success(t.archived),
        notifyRestored: () => notify.success(t.restored),
        notifyDeleted: () => notify.success(t.deleted),
        notifyFailed: () => notify.error(t.actionFailed),
      },
    }),

    albumEdit: () => albumEditMachine.provide({
      actors: {
        fetchAlbum: fromPromise(async ({ input }: { input: { slug: string } }) => {
          const { caption, images } = await api.fetchAlbumForEdit(input.slug);
          return { caption, photos: images };
        }),
        updateCaption: fromPromise(
          async ({ input }: { input: { slug: string; caption: string } }) =>
            (await api.updateAlbumCaption(input.slug, input.caption)).data.caption,
        ),
        deletePhoto: fromPromise(async ({ input }: { input: { id: number } }) => {
          await api.deleteAlbumPhoto(input.id);
        }),
        updatePhotoAlts: fromPromise(async ({ input }: { input: { changes: PhotoAltChange[] } }) => {
          const saved = [];
          for (const { id, alt } of input.changes) saved.push((await api.updateAlbumPhotoAlt(id, alt)).data);
          return saved;
        }),
      },
      actions: {
        notifyUpdated: () => notify.success(text.albumEdit.updated),
        notifyUpdateFailed: () => notify.error(text.albumEdit.updateFailed),
        notifyDeleteFailed: () => notify.error(text.albumEdit.actionFailed),
      },
    }),
  });
}

export type AlbumFlows = ReturnType<typeof createAlbumFlows>;

/** The album flows of this app. */
export const useAlbumFlows = areaFlowsHook(createAlbumFlows, albumApi);
