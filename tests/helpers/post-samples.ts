// Posts, comments and likers as the API answers them, for machine and view tests of the SPA.
import type { Comment, Liker, PostItem, PublicUser } from '../../contract/wire.ts';

export const author = (username: string): PublicUser => ({
  first_name: username[0].toUpperCase() + username.slice(1),
  last_name: 'Reka',
  username,
  foto_profile: null,
});

const createdAt = (day: number) => `2023-08-${String(day).padStart(2, '0')}T03:00:00.000Z`;

/** A feed thread; post_id counts down as the feed goes back in time. */
export function threadPost(postId: number, username = 'aldi', overrides: Partial<PostItem> = {}): PostItem {
  return {
    uuid: `thread-${postId}`,
    total_like: 1,
    liker: ['citra'],
    total_comment: 2,
    created_at: createdAt(1 + (postId % 28)),
    thread: { slug: `slug-${postId}`, text: `Thread nomor ${postId}`, post_id: postId },
    user: author(username),
    ...overrides,
  };
}

export function albumPost(postId: number, username = 'citra', overrides: Partial<PostItem> = {}): PostItem {
  return {
    uuid: `album-${postId}`,
    total_like: 2,
    liker: ['aldi', 'budi'],
    total_comment: 0,
    created_at: createdAt(1 + (postId % 28)),
    album: {
      slug: `album-slug-${postId}`,
      caption: `Konser nomor ${postId}`,
      post_id: postId,
      contents: [{ id: postId * 10, content: `http://api.test/media/album/${postId}.jpg`, alt: null }],
    },
    user: author(username),
    ...overrides,
  };
}

/** Posts with ids from `first` down, threads and albums taking turns. */
export function feedPage(first: number, count: number): PostItem[] {
  return Array.from({ length: count }, (_, index) => {
    const postId = first - index;
    return index % 2 === 0 ? threadPost(postId) : albumPost(postId);
  });
}

/** Two comments, newest first: aldi's with budi's reply, and budi's own without replies. */
export const sampleComments: Comment[] = [
  {
    id: 5,
    comment_text: 'Keren banget!',
    commentator_name: 'Aldi',
    commentator_username: 'aldi',
    commentator_profile: null,
    created_at: '2023-08-26T03:00:00.000Z',
    total_sub_comments: 1,
    sub_comments_list: [
      {
        id: 9,
        sub_comment_text: 'Setuju sekali',
        commentator_name: 'Budi',
        commentator_username: 'budi',
        commentator_profile: null,
        created_at: '2023-08-27T03:00:00.000Z',
      },
    ],
  },
  {
    id: 4,
    comment_text: 'Mantap',
    commentator_name: 'Budi',
    commentator_username: 'budi',
    commentator_profile: null,
    created_at: '2023-08-25T03:00:00.000Z',
    total_sub_comments: 0,
    sub_comments_list: [],
  },
];

export const sampleLikers: Liker[] = [
  { username: 'aldi', first_name: 'Aldi', foto_profile: null },
  { username: 'citra', first_name: 'Citra', foto_profile: 'http://api.test/media/avatar/citra.jpg' },
];
