// The create-album draft as the spec tells it, worked out from what happened (the member's events
// and the server's answers), not from the queue's context: at most 5 photos, uploads one at a
// time in the order picked (a retried photo goes last), an upload's id kept, a removed uploaded
// photo reverted, the temp album saved in upload order, display order changed only by dragging,
// each photo's description kept with it (contract §19).
import type { AnyEventObject } from 'xstate';
import { ALBUM_MAX_PHOTOS } from '../../contract/limits.ts';

export type DraftStatus = 'queued' | 'uploading' | 'uploaded' | 'failed';

export interface DraftPhoto {
  id: string;
  /** The temp id its upload answered; null until uploaded. */
  tempId: string | null;
  failed: boolean;
  /** The description typed for it ('' for none). */
  alt: string;
}

export interface Draft {
  /** In display order. */
  photos: DraftPhoto[];
  /** Photos to upload, in the order picked or retried; the first one's upload runs or is next. */
  line: string[];
  /** Temp ids in the order their uploads finished, of the photos still in the draft. */
  uploadOrder: string[];
  /** Removed uploads not yet reverted, in the order removed: each is reverted. */
  toRevert: Array<{ id: string; tempId: string }>;
  reordered: boolean;
  caption: string;
}

const emptyDraft = (): Draft => ({ photos: [], line: [], uploadOrder: [], toRevert: [], reordered: false, caption: '' });

function moved<T>(list: T[], from: number, to: number): T[] {
  const result = [...list];
  const [item] = result.splice(from, 1);
  result.splice(to, 0, item);
  return result;
}

function removed(draft: Draft, id: string): Draft {
  const photo = draft.photos.find((candidate) => candidate.id === id);
  if (!photo) return draft;
  return {
    ...draft,
    photos: draft.photos.filter((candidate) => candidate !== photo),
    line: draft.line.filter((waiting) => waiting !== id),
    uploadOrder: draft.uploadOrder.filter((tempId) => tempId !== photo.tempId),
    toRevert: photo.tempId ? [...draft.toRevert, { id, tempId: photo.tempId }] : draft.toRevert,
  };
}

function withPhoto(draft: Draft, id: string, change: Partial<DraftPhoto>): DraftPhoto[] {
  return draft.photos.map((photo) => (photo.id === id ? { ...photo, ...change } : photo));
}

/** The draft after one event. */
function step(draft: Draft, event: AnyEventObject): Draft {
  switch (event.type) {
    case 'ADD':
      if (draft.photos.length >= ALBUM_MAX_PHOTOS) return draft;
      return { ...draft, photos: [...draft.photos, { id: event.id, tempId: null, failed: false, alt: '' }], line: [...draft.line, event.id] };
    case 'PHOTO.UPLOADED':
      return {
        ...draft,
        photos: withPhoto(draft, event.id, { tempId: event.tempId }),
        line: draft.line.filter((waiting) => waiting !== event.id),
        uploadOrder: [...draft.uploadOrder, event.tempId],
      };
    case 'PHOTO.FAILED':
      return { ...draft, photos: withPhoto(draft, event.id, { failed: true }), line: draft.line.filter((waiting) => waiting !== event.id) };
    case 'RETRY':
      return { ...draft, photos: withPhoto(draft, event.id, { failed: false }), line: [...draft.line, event.id] };
    case 'REMOVE':
      return removed(draft, event.id);
    case 'REORDER':
      return { ...draft, photos: moved(draft.photos, event.from, event.to), reordered: true };
    case 'CAPTION_CHANGED':
      return { ...draft, caption: event.caption };
    case 'ALT_CHANGED':
      return { ...draft, photos: withPhoto(draft, event.id, { alt: event.alt }) };
    case 'PHOTO.REVERTED':
      return { ...draft, toRevert: draft.toRevert.filter((upload) => upload.id !== event.id) };
    case 'DISCARD': {
      const uploads = draft.photos.flatMap((photo) => (photo.tempId ? [{ id: photo.id, tempId: photo.tempId }] : []));
      return { ...emptyDraft(), toRevert: [...draft.toRevert, ...uploads] };
    }
    default:
      return draft;
  }
}

export function draftAfter(events: AnyEventObject[]): Draft {
  return events.reduce(step, emptyDraft());
}

/**
 * What a photo shows. `uploadRunning`: the path is at a step where an upload runs (no revert or
 * save in between); it is the first photo of the line's.
 */
export function statusIn(draft: Draft, photo: DraftPhoto, uploadRunning: boolean): DraftStatus {
  if (photo.tempId) return 'uploaded';
  if (photo.failed) return 'failed';
  return uploadRunning && draft.line[0] === photo.id ? 'uploading' : 'queued';
}

/** The temp ids in display order: what Posting sends. */
export const displayedUploads = (draft: Draft) => draft.photos.flatMap((photo) => (photo.tempId ? [photo.tempId] : []));

/** The descriptions aligned with displayedUploads: what Posting sends, null for none. */
export const displayedAlts = (draft: Draft) =>
  draft.photos.flatMap((photo) => (photo.tempId ? [photo.alt.trim() === '' ? null : photo.alt.trim()] : []));

/** Every photo uploaded and a caption written: the spec's conditions for Posting. */
export const isComplete = (draft: Draft) =>
  draft.photos.length > 0 && draft.photos.every((photo) => photo.tempId !== null) && draft.caption.trim() !== '';

/** Why Posting waits, the first thing to do first: a photo, the failed ones, the uploads, a caption. */
export function waitReason(draft: Draft): 'noPhotos' | 'failedPhotos' | 'uploading' | 'noCaption' | null {
  if (draft.photos.length === 0) return 'noPhotos';
  if (draft.photos.some((photo) => photo.failed)) return 'failedPhotos';
  if (draft.photos.some((photo) => photo.tempId === null)) return 'uploading';
  if (draft.caption.trim() === '') return 'noCaption';
  return null;
}
