// Posts as the contract shows them (§2 PostItem, §7). Which optional keys an item carries
// depends on the endpoint, so the caller names them in a PostItemShape.
import type { Album, AlbumPhoto, PostItem, Thread } from '../../contract/wire.ts';
import { mediaUrl } from '../lib/media-url.ts';
import type { AlbumPhotoRow } from '../services/post-details.ts';
import type { PostRow } from '../services/posts.ts';
import { toPublicUser } from './user.ts';

export interface PostItemShape {
  user?: boolean;
  liker?: boolean;
  archivedAt?: boolean;
}

/** What one post shows besides its row. */
export interface PostItemDetails {
  photos: AlbumPhotoRow[];
  totalLike: number;
  likers: string[];
  totalComment: number;
}

export function toAlbumPhoto(mediaBase: string, photo: AlbumPhotoRow): AlbumPhoto {
  return { id: photo.id, content: mediaUrl(mediaBase, photo.path), alt: photo.alt };
}

export function toAlbum(mediaBase: string, row: Pick<PostRow, 'id' | 'slug' | 'caption'>, photos: AlbumPhotoRow[]): Album {
  return {
    slug: row.slug,
    caption: row.caption ?? '',
    post_id: row.id,
    contents: photos.map((photo) => toAlbumPhoto(mediaBase, photo)),
  };
}

function toThread(row: PostRow): Thread {
  return { slug: row.slug, text: row.text ?? '', post_id: row.id };
}

export function toPostItem(mediaBase: string, row: PostRow, details: PostItemDetails, shape: PostItemShape): PostItem {
  return {
    uuid: row.uuid,
    total_like: details.totalLike,
    ...(shape.liker && { liker: details.likers }),
    total_comment: details.totalComment,
    created_at: row.created_at,
    ...(row.kind === 'album' ? { album: toAlbum(mediaBase, row, details.photos) } : { thread: toThread(row) }),
    ...(shape.user && { user: toPublicUser(mediaBase, row) }),
    ...(shape.archivedAt && { archived_at: row.archived_at }),
  };
}
