// Every endpoint of the API, once: its method, its path (below API_PREFIX, parameters as
// `:name`), what it takes and what it answers on success. The server registers its routes from
// this table (server/http/endpoint-route.ts) and the SPA calls them by name (src/api/http.ts);
// nothing else spells an API path. Schemas are named, not imported: the table is plain data, so
// the browser gets the paths without zod and the schemas (about 29 kB gzipped, decision 090),
// while the names are checked against requests.ts and responses.ts when compiling.
import type { z } from 'zod';
import type * as requests from './requests.ts';
import type * as answers from './responses.ts';

export const API_PREFIX = '/api/v1';

/** Swagger UI's page and files, below API_PREFIX; hidden from the description. */
export const DOCS_PAGE_PATH = '/docs';

/**
 * Stored pictures, served beside the API rather than under its prefix: GET /media/<key>, and a
 * narrower copy with ?w=<one of MEDIA_VARIANT_WIDTHS>. Answers name them by absolute URL.
 */
export const media = { method: 'GET', path: '/media/', widthQuery: 'w' } as const;

type SchemaNames<Module> = { [Name in keyof Module]: Module[Name] extends z.ZodType ? Name : never }[keyof Module];

/** A schema of requests.ts, by its exported name. */
type RequestSchemaName = SchemaNames<typeof requests>;
/** A schema of responses.ts, by its exported name. */
type AnswerSchemaName = SchemaNames<typeof answers>;

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: `/${string}`;
  params?: RequestSchemaName;
  query?: RequestSchemaName;
  /** A JSON body. */
  body?: RequestSchemaName;
  /** A multipart/form-data body, one picture per field. */
  form?: RequestSchemaName;
  /** The status of success. */
  status: 200 | 201 | 202 | 302;
  answer: AnswerSchemaName;
  /** What the answer means here, where the schema's own description does not say it. */
  answerDescription?: string;
  /** The answer's media type when it is not JSON. */
  answerType?: 'text/plain' | 'text/event-stream';
  summary?: string;
}

export const endpoints = {
  health: {
    method: 'GET',
    path: '/health',
    status: 200,
    answer: 'healthResponse',
    answerDescription: 'The database answers',
  },
  openApiDocument: {
    method: 'GET',
    path: '/openapi.json',
    status: 200,
    answer: 'openApiDocument',
    summary: 'This description',
  },

  // §3 auth and verification
  register: { method: 'POST', path: '/register', body: 'registerBody', status: 201, answer: 'registerResponse' },
  login: { method: 'POST', path: '/login', body: 'loginBody', status: 200, answer: 'loginResponse' },
  logout: { method: 'POST', path: '/logout', status: 200, answer: 'envelope' },
  verifyOtp: { method: 'POST', path: '/verify-otp', body: 'otpBody', status: 200, answer: 'envelope' },
  resendOtp: { method: 'POST', path: '/resend-otp', status: 200, answer: 'envelope' },
  /** The direct link of the OTP mail. */
  verifyLink: {
    method: 'GET',
    path: '/verify-otp/:ref/:code',
    params: 'verifyLinkParams',
    status: 302,
    answer: 'redirect',
    answerDescription: 'To /auth/verification/success or /auth/verification/failed of the SPA',
  },

  // §4 password reset and change
  requestPasswordReset: {
    method: 'POST',
    path: '/reset-password',
    body: 'resetRequestBody',
    status: 200,
    answer: 'envelope',
  },
  confirmPasswordReset: {
    method: 'POST',
    path: '/reset-password/:token/:email',
    params: 'resetConfirmParams',
    status: 200,
    answer: 'envelope',
  },
  changePassword: { method: 'PUT', path: '/reset-password', body: 'changePasswordBody', status: 200, answer: 'envelope' },
  keepMailedPassword: {
    method: 'DELETE',
    path: '/personal-user/mailed-password',
    status: 200,
    answer: 'envelope',
    answerDescription: 'The member keeps the mailed password: the account page no longer asks to change it',
  },

  // §5 current user and notifications
  personalUser: { method: 'GET', path: '/personal-user', status: 200, answer: 'personalUserResponse' },
  markNotificationsRead: {
    method: 'PUT',
    path: '/notification/readed',
    body: 'readNotificationsBody',
    status: 200,
    answer: 'envelope',
  },
  clearNotifications: { method: 'PUT', path: '/notification/readed/clear', status: 200, answer: 'envelope' },

  // §6 users, search, online users, account, profiles
  account: { method: 'GET', path: '/user/account', status: 200, answer: 'accountResponse' },
  findUsers: { method: 'GET', path: '/find-user', query: 'findUserQuery', status: 200, answer: 'findUserResponse' },
  onlineUsers: { method: 'GET', path: '/login-user', status: 200, answer: 'loginUsersResponse' },
  profile: {
    method: 'GET',
    path: '/user/profile/:username',
    params: 'usernameParams',
    status: 200,
    answer: 'profileResponse',
  },

  // §7 posts and feed
  feed: {
    method: 'GET',
    path: '/post',
    status: 200,
    answer: 'postsResponse',
    answerDescription: 'Newest first, a page at a time',
  },
  feedAfter: {
    method: 'GET',
    path: '/post/expand',
    query: 'feedPageQuery',
    status: 200,
    answer: 'postsResponse',
    answerDescription: 'Newest first, a page at a time',
  },
  post: { method: 'GET', path: '/post/:uuid', params: 'uuidParams', status: 200, answer: 'singlePostResponse' },
  archivedPost: {
    method: 'GET',
    path: '/post/archived/:uuid',
    params: 'uuidParams',
    status: 200,
    answer: 'singlePostResponse',
  },
  userAlbums: {
    method: 'GET',
    path: '/user/albums/:username',
    params: 'usernameParams',
    status: 200,
    answer: 'postsResponse',
  },
  archivedAlbums: {
    method: 'GET',
    path: '/user/albums/archived/:username',
    params: 'usernameParams',
    status: 200,
    answer: 'postsResponse',
  },
  userThreads: {
    method: 'GET',
    path: '/user/threads/:username',
    params: 'usernameParams',
    status: 200,
    answer: 'postsResponse',
  },
  likers: { method: 'GET', path: '/post/likes/:post_id', params: 'postIdParams', status: 200, answer: 'likesResponse' },
  comments: {
    method: 'GET',
    path: '/post/comments/:post_id',
    params: 'postIdParams',
    status: 200,
    answer: 'commentsResponse',
  },

  // §8 albums
  uploadTempPhoto: {
    method: 'POST',
    path: '/temp/album',
    form: 'albumPhotoForm',
    status: 200,
    answer: 'tempUploadId',
    answerType: 'text/plain',
    answerDescription: 'Stored: the id of the upload',
  },
  saveTempAlbum: { method: 'PUT', path: '/temp/album', body: 'tempAlbumOrderBody', status: 200, answer: 'envelope' },
  revertTempPhoto: { method: 'DELETE', path: '/temp/album', body: 'tempAlbumDeleteBody', status: 200, answer: 'envelope' },
  createAlbum: {
    method: 'POST',
    path: '/album',
    query: 'createAlbumQuery',
    body: 'createAlbumBody',
    status: 201,
    answer: 'createAlbumResponse',
  },
  albumForEdit: { method: 'GET', path: '/album/:slug', params: 'slugParams', status: 200, answer: 'albumEditResponse' },
  updateAlbum: {
    method: 'PUT',
    path: '/album/:slug',
    params: 'slugParams',
    body: 'updateAlbumBody',
    status: 200,
    answer: 'updateAlbumResponse',
  },
  archiveAlbum: { method: 'DELETE', path: '/album/:uuid', params: 'uuidParams', status: 200, answer: 'envelope' },
  restoreAlbum: { method: 'POST', path: '/album/:uuid/restore', params: 'uuidParams', status: 200, answer: 'envelope' },
  deleteAlbum: { method: 'POST', path: '/album/:uuid/force-delete', params: 'uuidParams', status: 200, answer: 'envelope' },
  deleteAlbumPhoto: {
    method: 'DELETE',
    path: '/album-content/:photo_id',
    params: 'photoIdParams',
    status: 200,
    answer: 'envelope',
  },
  updateAlbumPhotoAlt: {
    method: 'PUT',
    path: '/album-content/:photo_id',
    params: 'photoIdParams',
    body: 'albumPhotoAltBody',
    status: 200,
    answer: 'albumPhotoAltResponse',
  },

  // §9 threads
  createThread: { method: 'POST', path: '/thread', body: 'threadBody', status: 201, answer: 'createThreadResponse' },
  updateThread: {
    method: 'PUT',
    path: '/thread/:slug',
    params: 'slugParams',
    body: 'threadBody',
    status: 200,
    answer: 'updateThreadResponse',
  },
  deleteThread: {
    method: 'POST',
    path: '/thread/:uuid/force-delete',
    params: 'uuidParams',
    status: 200,
    answer: 'envelope',
  },

  // §10 likes
  toggleLike: { method: 'PUT', path: '/like/:uuid', params: 'uuidParams', status: 200, answer: 'likeResponse' },

  // §11 comments
  createComment: { method: 'POST', path: '/comment', body: 'commentBody', status: 201, answer: 'createCommentResponse' },
  createSubComment: {
    method: 'POST',
    path: '/sub-comment',
    body: 'subCommentBody',
    status: 201,
    answer: 'createSubCommentResponse',
  },
  deleteComment: {
    method: 'DELETE',
    path: '/comment/:id',
    params: 'idParams',
    status: 200,
    answer: 'deleteCommentResponse',
    answerDescription: "The post's new comment total",
  },
  deleteSubComment: {
    method: 'DELETE',
    path: '/sub-comment/:id',
    params: 'idParams',
    status: 200,
    answer: 'deleteCommentResponse',
    answerDescription: "The post's new comment total",
  },

  // §12 profile
  updateProfile: { method: 'PUT', path: '/profile', body: 'profileEditBody', status: 200, answer: 'envelope' },
  uploadAvatar: { method: 'PUT', path: '/profile/avatar', form: 'avatarForm', status: 200, answer: 'envelope' },
  /** The same for forms, which can only POST. */
  uploadAvatarSpoofed: {
    method: 'POST',
    path: '/profile/avatar',
    query: 'spoofedMethodQuery',
    form: 'avatarForm',
    status: 200,
    answer: 'envelope',
    summary: 'PUT /profile/avatar for forms, with ?_method=PUT',
  },

  // §13 emergency
  sendEmergency: {
    method: 'POST',
    path: '/emergency-mail',
    body: 'emergencyBody',
    status: 202,
    answer: 'envelope',
    answerDescription: 'Queued: every other member gets the mail',
  },
  emergencyLimit: {
    method: 'GET',
    path: '/emergency-mail/limit',
    status: 200,
    answer: 'envelope',
    answerDescription: 'The call is free',
  },
  emergencyQuota: { method: 'GET', path: '/emergency-mail/quota', status: 200, answer: 'emergencyQuotaResponse' },
  latestEmergency: { method: 'GET', path: '/emergency/latest', status: 200, answer: 'latestEmergencyResponse' },

  // §18 push
  pushKey: { method: 'GET', path: '/push/key', status: 200, answer: 'pushKeyResponse' },
  subscribePush: {
    method: 'POST',
    path: '/push/subscriptions',
    body: 'pushSubscriptionBody',
    status: 201,
    answer: 'envelope',
    answerDescription: "Kept: this device gets the member's pushes (the oldest of more than 10 goes)",
  },
  unsubscribePush: {
    method: 'DELETE',
    path: '/push/subscriptions',
    body: 'pushUnsubscribeBody',
    status: 200,
    answer: 'envelope',
    answerDescription: 'This device gets no more pushes',
  },

  // §16 reports and moderation
  createReport: { method: 'POST', path: '/reports', body: 'reportBody', status: 201, answer: 'createReportResponse' },
  moderationReports: {
    method: 'GET',
    path: '/moderation/reports',
    query: 'moderationReportsQuery',
    status: 200,
    answer: 'moderationReportsResponse',
  },
  resolveReport: {
    method: 'POST',
    path: '/moderation/reports/:id/resolve',
    params: 'idParams',
    body: 'resolveReportBody',
    status: 200,
    answer: 'envelope',
    answerDescription: 'Every open report on the target is resolved, the action done and logged',
  },
  unsuspendUser: {
    method: 'POST',
    path: '/moderation/users/:username/unsuspend',
    params: 'usernameParams',
    status: 200,
    answer: 'envelope',
  },
  moderationLog: {
    method: 'GET',
    path: '/moderation/log',
    query: 'moderationLogQuery',
    status: 200,
    answer: 'moderationLogResponse',
  },

  // §16 blocks and mutes
  blockUser: { method: 'POST', path: '/users/:username/block', params: 'usernameParams', status: 200, answer: 'envelope' },
  unblockUser: { method: 'DELETE', path: '/users/:username/block', params: 'usernameParams', status: 200, answer: 'envelope' },
  listBlocks: { method: 'GET', path: '/blocks', status: 200, answer: 'blocksResponse' },
  muteUser: {
    method: 'POST',
    path: '/users/:username/mute',
    params: 'usernameParams',
    body: 'muteBody',
    status: 200,
    answer: 'envelope',
  },
  unmuteUser: { method: 'DELETE', path: '/users/:username/mute', params: 'usernameParams', status: 200, answer: 'envelope' },
  listMutes: { method: 'GET', path: '/mutes', status: 200, answer: 'mutesResponse' },

  // Live updates
  stream: {
    method: 'GET',
    path: '/stream',
    status: 200,
    answer: 'eventStream',
    answerType: 'text/event-stream',
    answerDescription: 'The stream, open until the session ends',
  },
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
