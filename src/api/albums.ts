// Albums and their temporary uploads (contract §7 single post, §8).
import type { CreateAlbumRequest } from '../../contract/wire.ts';
import { call } from './http.ts';

/** Uploads one picture; the answer is its temp id as plain text (not JSON). */
export const uploadTempPhoto = (file: Blob, name: string, signal?: AbortSignal) =>
  call('uploadTempPhoto', { form: { album_content: new File([file], name, { type: file.type }) }, signal });

export const revertTempPhoto = (tempId: string) => call('revertTempPhoto', { body: { path: tempId } });

/** Records the temp ids' positions (upload order) as the album's default order. */
export const saveTempAlbum = (tempIds: string[]) => call('saveTempAlbum', { body: { album_contents: tempIds } });

/** With `reorder`, the server keeps the order of `content`. */
export const createAlbum = (album: CreateAlbumRequest, reorder: boolean) =>
  call('createAlbum', { body: album, query: reorder ? { reorder: 'true' } : {} });

export const fetchAlbumPost = (uuid: string, archived: boolean) =>
  call(archived ? 'archivedPost' : 'post', { params: { uuid } });

export const fetchAlbumForEdit = (slug: string) => call('albumForEdit', { params: { slug } });

export const updateAlbumCaption = (slug: string, caption: string) =>
  call('updateAlbum', { params: { slug }, body: { caption } });

export const archiveAlbum = (uuid: string) => call('archiveAlbum', { params: { uuid } });

export const restoreAlbum = (uuid: string) => call('restoreAlbum', { params: { uuid } });

export const deleteAlbum = (uuid: string) => call('deleteAlbum', { params: { uuid } });

export const deleteAlbumPhoto = (id: number) => call('deleteAlbumPhoto', { params: { photo_id: id } });

/** Sets a photo's description (contract §19); null clears it. */
export const updateAlbumPhotoAlt = (id: number, alt: string | null) =>
  call('updateAlbumPhotoAlt', { params: { photo_id: id }, body: { alt } });
