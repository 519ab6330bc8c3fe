// Wire types of the HTTP contract (/api/v1). Declared once here; the server and the
// SPA client both import them (type-only on the client side).

/** Every successful answer carries status and message at the top level. */
export interface Envelope {
  status: true;
  message: string;
}

/** A business refusal (403, 404, 422, 429 and a few 400s). */
export interface Refusal {
  status: false;
  message: string;
}

/** 400: one key per failing field, each a non-empty list of Indonesian messages. */
export interface ValidationFailure {
  validation_errors: Record<string, string[]>;
}

export interface Unauthenticated {
  message: 'Unauthenticated.';
}

// §2 shared shapes

export interface PublicUser {
  first_name: string;
  last_name: string;
  username: string;
  foto_profile: string | null;
}

export interface AlbumPhoto {
  id: number;
  content: string;
}

export interface Album {
  slug: string;
  caption: string;
  post_id: number;
  contents: AlbumPhoto[];
}

export interface Thread {
  slug: string;
  text: string;
  post_id: number;
}

export interface PostItem {
  uuid: string;
  total_like: number;
  liker?: string[];
  total_comment: number;
  created_at: string;
  album?: Album;
  thread?: Thread;
  user?: PublicUser;
  archived_at?: string | null;
}

export interface NotificationItem {
  sender_username: string;
  sender_foto_profile: string | null;
  message: string;
  accepter_content: string | null;
}

// §3 auth & verification

export interface RegisterRequest {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  password: string;
  password_confirmation: string;
  address?: string;
  phone_number?: string;
}
export interface RegisterResponse extends Envelope {
  token: string;
}

export interface LoginRequest {
  user_mail: string;
  password: string;
}
export interface LoginResponse extends Envelope {
  token: string;
  verified: boolean;
}

export interface VerifyOtpRequest {
  otp_code: string;
}

// §4 password reset and change

export interface ResetPasswordRequest {
  email: string;
}

export interface ChangePasswordRequest {
  current_password: string;
  password: string;
  password_confirmation: string;
}

// §5 current user & notifications

export interface PersonalUser extends PublicUser {
  bio: string | null;
  address: string | null;
  phone_number: string | null;
  email_verified_at: string | null;
  /** JSON-encoded NotificationItem[] (oldest first) or null. */
  notification_list: string | null;
  readed_notif: number;
}
export interface PersonalUserResponse extends Envelope {
  data: PersonalUser;
}

export interface ReadNotificationsRequest {
  readed_notif: number;
}

// §6 users, search, online users, account

export interface MatchUser extends PublicUser {
  bio: string | null;
}
export interface FindUserResponse extends Envelope {
  match_users: MatchUser[];
}

export interface LoginUsersResponse extends Envelope {
  login_users: PublicUser[];
}

export interface ProfileData extends PublicUser {
  bio: string | null;
  address: string | null;
  phone_number: string | null;
}
export interface ProfileResponse extends Envelope {
  data: ProfileData;
  total_albums: number;
  total_threads: number;
}

export interface AccountResponse extends Envelope {
  data: { email: string; created_at: string };
}

// §7 posts & feed

export interface PostsResponse extends Envelope {
  posts: PostItem[];
}

export interface SinglePostResponse extends Envelope {
  like: 'Liked' | 'Unliked';
  single_post: PostItem;
}

export interface SubComment {
  id: number;
  sub_comment_text: string;
  commentator_name: string;
  commentator_username: string;
  commentator_profile: string | null;
  created_at: string;
}
export interface Comment {
  id: number;
  comment_text: string;
  commentator_name: string;
  commentator_username: string;
  commentator_profile: string | null;
  created_at: string;
  total_sub_comments: number;
  sub_comments_list: SubComment[];
}
export interface CommentsResponse extends Envelope {
  comments_list: Comment[];
}

export interface Liker {
  username: string;
  first_name: string;
  foto_profile: string | null;
}
export interface LikesResponse extends Envelope {
  total_like: number;
  people_likes: Liker[];
}

// §8 albums

export interface TempAlbumOrderRequest {
  album_contents: string[];
}
/** Body of DELETE /temp/album: the id POST /temp/album answered. */
export interface TempAlbumDeleteRequest {
  path: string;
}
export interface CreateAlbumRequest {
  caption: string;
  content: string[];
}
export interface CreateAlbumResponse extends Envelope {
  data: Album & { created_at: string };
}
export interface AlbumEditResponse extends Envelope {
  caption: string;
  images: AlbumPhoto[];
}
export interface UpdateAlbumRequest {
  caption: string;
}
export interface UpdateAlbumResponse extends Envelope {
  data: Album;
}

// §9 threads

export interface ThreadRequest {
  text: string;
}
export interface CreateThreadResponse extends Envelope {
  data: Thread & { created_at: string };
}
export interface UpdateThreadResponse extends Envelope {
  data: Thread;
}

// §10 likes

export interface LikeResponse extends Envelope {
  like: 'Liked' | 'Unliked';
  total_like: number;
}

// §11 comments

export interface CreateCommentRequest {
  comment: string;
  post_id: number;
}
export interface CreateCommentResponse extends Envelope {
  data: { comment_id: number; comment: string; post_id: number; created_at: string; total_comment: number };
}
export interface CreateSubCommentRequest {
  sub_comment: string;
  comment_id: number;
}
export interface CreateSubCommentResponse extends Envelope {
  data: {
    sub_comment_id: number;
    sub_comment: string;
    comment_id: number;
    created_at: string;
    total_comment: number;
  };
}
export interface DeleteCommentResponse extends Envelope {
  current_comment: number;
}

// §12 profile

export interface UpdateProfileRequest {
  first_name: string;
  last_name: string;
  username: string;
  bio?: string;
  address?: string;
  phone_number?: string;
  foto_profile?: unknown;
}

// §13 emergency

export interface EmergencyRequest {
  message: string;
  place: string;
  map: string;
}
/** 422 answer of GET /emergency-mail/limit: whole hours remaining. */
export interface EmergencyLimitRefusal {
  status: false;
  message: number;
}

export interface HealthResponse {
  status: boolean;
}
