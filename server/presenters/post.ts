// Posts as the contract shows them (§2 PostItem, §7). Which optional keys an item carries
// depends on the endpoint, so the caller names them in a PostItemShape.
import type { Album, AlbumPhoto, PostItem, Thread } from '../../src/api/wire.ts';
import type { Config } from '../config.ts';
import { mediaUrl } from '../lib/media-url.ts';
import type { AlbumPhotoRow } from '../services/post-details.ts';
import type { PostRow } from '../services/posts.ts';
import { toPublicUser } from './user.ts';

type UrlConfig = Pick<Config, 'apiUrl'>;

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

export function toAlbumPhoto(config: UrlConfig, photo: AlbumPhotoRow): AlbumPhoto {
  return { id: photo.id, content: mediaUrl(config, photo.path) };
}

export function toAlbum(config: UrlConfig, row: Pick<PostRow, 'id' | 'slug' | 'caption'>, photos: AlbumPhotoRow[]): Album {
  return {
    slug: row.slug,
    caption: row.caption ?? '',
    post_id: row.id,
    contents: photos.map((photo) => toAlbumPhoto(config, photo)),
  };
}

function toThread(row: PostRow): Thread {
  return { slug: row.slug, text: row.text ?? '', post_id: row.id };
}

export function toPostItem(config: UrlConfig, row: PostRow, details: PostItemDetails, shape: PostItemShape): PostItem {
  return {
    uuid: row.uuid,
    total_like: details.totalLike,
    ...(shape.liker && { liker: details.likers }),
    total_comment: details.totalComment,
    created_at: row.created_at,
    ...(row.kind === 'album' ? { album: toAlbum(config, row, details.photos) } : { thread: toThread(row) }),
    ...(shape.user && { user: toPublicUser(config, row) }),
    ...(shape.archivedAt && { archived_at: row.archived_at }),
  };
}
