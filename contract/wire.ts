// Wire types of the HTTP contract (/api/v1), derived from the schemas the server validates
// and documents with (requests.ts, responses.ts), so the three can't drift apart. The SPA and
// the machines import them type-only: no schema code reaches the browser through them. A
// request type is what its schema yields once validated, which is what a client sends.
import type { z } from 'zod';
import type { EndpointName, Endpoints } from './endpoints.ts';
import type * as request from './requests.ts';
import type * as answer from './responses.ts';

/**
 * A request whose password confirmation the server only compares with the password (so its
 * schema takes any value); clients send it as typed, a string.
 */
type WithConfirmation<Request> = Omit<Request, 'password_confirmation'> & { password_confirmation: string };

export type Refusal = z.output<typeof answer.refusal>;
export type ValidationFailure = z.output<typeof answer.validationFailure>;

// §2 shared shapes

export type PublicUser = z.output<typeof answer.publicUser>;
export type AlbumPhoto = z.output<typeof answer.albumPhoto>;
export type Album = z.output<typeof answer.album>;
export type Thread = z.output<typeof answer.thread>;
export type PostItem = z.output<typeof answer.postItem>;
export type NotificationItem = z.output<typeof answer.notificationItem>;

// §3 auth and verification

export type RegisterRequest = WithConfirmation<z.output<typeof request.registerBody>>;
export type RegisterResponse = z.output<typeof answer.registerResponse>;
export type LoginRequest = z.output<typeof request.loginBody>;
export type LoginResponse = z.output<typeof answer.loginResponse>;

// §4 password reset and change

export type ChangePasswordRequest = WithConfirmation<z.output<typeof request.changePasswordBody>>;

// §5 current user and notifications

export type PersonalUser = z.output<typeof answer.personalUser>;
export type PersonalUserResponse = z.output<typeof answer.personalUserResponse>;

// §6 users, search, online users, account

export type MatchUser = z.output<typeof answer.matchUser>;
export type FindUserResponse = z.output<typeof answer.findUserResponse>;
export type LoginUsersResponse = z.output<typeof answer.loginUsersResponse>;
export type ProfileData = z.output<typeof answer.profileData>;
export type ProfileResponse = z.output<typeof answer.profileResponse>;
export type AccountResponse = z.output<typeof answer.accountResponse>;

// §7 posts and feed

export type PostsResponse = z.output<typeof answer.postsResponse>;
export type SinglePostResponse = z.output<typeof answer.singlePostResponse>;
export type SubComment = z.output<typeof answer.subComment>;
export type Comment = z.output<typeof answer.comment>;
export type CommentsResponse = z.output<typeof answer.commentsResponse>;
export type Liker = z.output<typeof answer.liker>;

// §8 albums

export type CreateAlbumRequest = z.output<typeof request.createAlbumBody>;
export type CreateAlbumResponse = z.output<typeof answer.createAlbumResponse>;
export type AlbumEditResponse = z.output<typeof answer.albumEditResponse>;
export type AlbumPhotoAltRequest = z.output<typeof request.albumPhotoAltBody>;
export type AlbumPhotoAltResponse = z.output<typeof answer.albumPhotoAltResponse>;

// §9 threads

export type CreateThreadResponse = z.output<typeof answer.createThreadResponse>;

// §10 likes

export type LikeResponse = z.output<typeof answer.likeResponse>;

// §11 comments

export type CreateCommentResponse = z.output<typeof answer.createCommentResponse>;
export type CreateSubCommentResponse = z.output<typeof answer.createSubCommentResponse>;
export type DeleteCommentResponse = z.output<typeof answer.deleteCommentResponse>;

// §12 profile

export type UpdateProfileRequest = z.output<typeof request.profileEditBody>;

// §13 emergency

export type EmergencyRequest = z.output<typeof request.emergencyBody>;
export type EmergencyBroadcast = z.output<typeof answer.emergencyBroadcast>;
export type LatestEmergencyResponse = z.output<typeof answer.latestEmergencyResponse>;

// §18 push

export type PushKeyResponse = z.output<typeof answer.pushKeyResponse>;
export type PushSubscriptionRequest = z.output<typeof request.pushSubscriptionBody>;
export type PushUnsubscribeRequest = z.output<typeof request.pushUnsubscribeBody>;

// §16 reports and moderation

export type ReportRequest = z.output<typeof request.reportBody>;
export type CreateReportResponse = z.output<typeof answer.createReportResponse>;
export type ResolveReportRequest = z.output<typeof request.resolveReportBody>;
export type ModerationReport = z.output<typeof answer.moderationReport>;
export type ModerationReportsResponse = z.output<typeof answer.moderationReportsResponse>;
export type ModerationLogEntry = z.output<typeof answer.moderationLogEntry>;
export type ModerationLogResponse = z.output<typeof answer.moderationLogResponse>;

// Per endpoint of the table (endpoints.ts), by its name.

type Output<Schemas, Name> = Name extends keyof Schemas
  ? Schemas[Name] extends z.ZodType
    ? z.output<Schemas[Name]>
    : never
  : never;
type RequestPart<Name extends EndpointName, Part extends string> =
  Endpoints[Name] extends Record<Part, infer Schema> ? Output<typeof request, Schema> : never;

/** What the endpoint answers on success. */
export type AnswerOf<Name extends EndpointName> = Output<typeof answer, Endpoints[Name]['answer']>;
/** Its path parameters by name; never when it has none. */
export type ParamsOf<Name extends EndpointName> = RequestPart<Name, 'params'>;
export type QueryOf<Name extends EndpointName> = RequestPart<Name, 'query'>;
/** Its JSON body. */
export type BodyOf<Name extends EndpointName> = RequestPart<Name, 'body'>;
/** Its multipart form, one file per field. */
export type FormOf<Name extends EndpointName> = RequestPart<Name, 'form'>;
