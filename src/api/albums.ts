// Albums and their temporary uploads (contract §7 single post, §8).
import { request } from './http.ts';
import type {
  AlbumEditResponse,
  CreateAlbumRequest,
  CreateAlbumResponse,
  Envelope,
  SinglePostResponse,
  UpdateAlbumResponse,
} from '../../contract/wire.ts';

const segment = encodeURIComponent;

/** Uploads one picture; the answer is its temp id as plain text (not JSON). */
export const uploadTempPhoto = (file: Blob, name: string, signal?: AbortSignal) => {
  const form = new FormData();
  form.append('album_content', file, name);
  return request<string>('/temp/album', { method: 'POST', body: form, signal, parseResponse: (body: string) => body });
};

export const revertTempPhoto = (tempId: string) =>
  request<Envelope>('/temp/album', { method: 'DELETE', body: { path: tempId } });

/** Records the temp ids' positions (upload order) as the album's default order. */
export const saveTempAlbum = (tempIds: string[]) =>
  request<Envelope>('/temp/album', { method: 'PUT', body: { album_contents: tempIds } });

/** With `reorder`, the server keeps the order of `content`. */
export const createAlbum = (album: CreateAlbumRequest, reorder: boolean) =>
  request<CreateAlbumResponse>('/album', { method: 'POST', body: album, query: reorder ? { reorder: 'true' } : undefined });

export const fetchAlbumPost = (uuid: string, archived: boolean) =>
  request<SinglePostResponse>(archived ? `/post/archived/${segment(uuid)}` : `/post/${segment(uuid)}`);

export const fetchAlbumForEdit = (slug: string) => request<AlbumEditResponse>(`/album/${segment(slug)}`);

export const updateAlbumCaption = (slug: string, caption: string) =>
  request<UpdateAlbumResponse>(`/album/${segment(slug)}`, { method: 'PUT', body: { caption } });

export const archiveAlbum = (uuid: string) => request<Envelope>(`/album/${segment(uuid)}`, { method: 'DELETE' });

export const restoreAlbum = (uuid: string) => request<Envelope>(`/album/${segment(uuid)}/restore`, { method: 'POST' });

export const deleteAlbum = (uuid: string) => request<Envelope>(`/album/${segment(uuid)}/force-delete`, { method: 'POST' });

export const deleteAlbumPhoto = (id: number) => request<Envelope>(`/album-content/${id}`, { method: 'DELETE' });
