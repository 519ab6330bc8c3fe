// What each route accepts: path parameters, query strings and JSON bodies, as zod schemas
// with the Indonesian message of every refusal. The server validates requests with them and
// documents them in its OpenAPI description; the wire types of requests are derived from them.
import { z } from 'zod';
import {
  emailAddress,
  issuedKey,
  maxChars,
  multiLineText,
  newPassword,
  optionalBoundedText,
  optionalText,
  passwordConfirmation,
  personFields,
  requiredText,
  typedPassword,
  wholeNumber,
  withPasswordConfirmation,
} from './fields.ts';
import {
  ALBUM_CAPTION_MAX_LENGTH,
  ALBUM_PHOTO_ALT_MAX_LENGTH,
  BIO_MAX_LENGTH,
  COMMENT_MAX_LENGTH,
  EMERGENCY_MAP_LINK_MAX_LENGTH,
  EMERGENCY_MESSAGE_MAX_LENGTH,
  EMERGENCY_PLACE_MAX_LENGTH,
  MODERATION_REASON_MAX_LENGTH,
  OTP_CODE_LENGTH,
  OTP_CODE_PATTERN,
  PUSH_ENDPOINT_MAX_LENGTH,
  REPORT_NOTE_MAX_LENGTH,
  SUSPENSION_MAX_DAYS,
  THREAD_MAX_LENGTH,
} from './limits.ts';
import { MODERATION_ACTIONS, REPORT_CATEGORIES, REPORT_STATUSES, REPORT_TARGET_KINDS } from './moderation.ts';
import type { ProfileEditField } from './profile-edit.ts';
import { MUTE_DAYS } from './safety.ts';

/** A path segment, taken as sent; the route judges it (an unknown one answers 404). */
const segment = (description: string) => z.string().describe(description);

export const slugParams = z.object({ slug: segment('Slug of the post') });
export const uuidParams = z.object({ uuid: segment('UUID of the post') });
export const usernameParams = z.object({ username: segment('Username, in any letter case') });
export const postIdParams = z.object({ post_id: segment('Numeric id of the post') });
export const idParams = z.object({ id: segment('Numeric id') });
export const photoIdParams = z.object({ photo_id: segment('Numeric id of the album photo') });

// §3 auth and verification

export const registerBody = withPasswordConfirmation(
  z.object({
    ...personFields,
    email: emailAddress(),
    password: newPassword(),
    password_confirmation: passwordConfirmation(),
  }),
);

export const loginBody = z.object({
  user_mail: requiredText('Email atau username'),
  password: typedPassword('Password'),
});

export const otpBody = z.object({
  // The SPA may send the digits as a number.
  otp_code: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    requiredText('Kode OTP', (text) => text.regex(OTP_CODE_PATTERN, `Kode OTP harus ${OTP_CODE_LENGTH} digit angka`)),
  ),
});

export const verifyLinkParams = z.object({
  ref: segment('Reference of the account, from the mail'),
  code: segment('The OTP code of the mail'),
});

// §4 password reset and change

export const resetRequestBody = z.object({ email: emailAddress() });

export const resetConfirmParams = z.object({
  token: segment('Reset token, from the mail'),
  email: segment('E-mail address, plain or base64-encoded'),
});

export const changePasswordBody = withPasswordConfirmation(
  z.object({
    current_password: typedPassword('Password saat ini'),
    password: newPassword('New password harus diisi'),
    password_confirmation: passwordConfirmation(),
  }),
);

// §5 notifications

export const readNotificationsBody = z.object({ readed_notif: wholeNumber('Jumlah notifikasi dibaca') });

// §6 people

export const findUserQuery = z.object({
  user_keyword: optionalText('Kata kunci'),
  // Any non-empty value asks for the results page instead of the dropdown.
  fetch_all: optionalText('fetch_all'),
});

// §7 feed

export const feedPageQuery = z.object({ post_filter: wholeNumber('Post filter') });

// §8 albums

const albumCaption = multiLineText('Caption', ALBUM_CAPTION_MAX_LENGTH);

/** A photo's description (contract §19); blank or null reads as none, hence null. */
const photoAlt = optionalText('Deskripsi foto', (text) => text.max(...maxChars('Deskripsi foto', ALBUM_PHOTO_ALT_MAX_LENGTH)), {
  lines: 'multi',
})
  .transform((alt) => alt ?? null)
  .meta({ description: `Up to ${ALBUM_PHOTO_ALT_MAX_LENGTH} characters; blank or null: no description` });

export const createAlbumBody = z
  .object({
    caption: albumCaption,
    content: z.array(issuedKey('Foto album'), {
      error: (issue) => (issue.input === undefined ? 'Foto album harus diisi' : 'Foto album tidak valid'),
    }),
    // Optional, so clients of the original API keep working.
    alt: z
      .array(photoAlt, { error: 'Deskripsi foto tidak valid' })
      .optional()
      .describe('Descriptions aligned with content: alt[i] describes the photo content[i]'),
  })
  .refine((body) => (body.alt?.length ?? 0) <= body.content.length, {
    path: ['alt'],
    message: 'Deskripsi foto lebih banyak dari fotonya',
  });

export const createAlbumQuery = z.object({
  reorder: z.string().optional().describe('"true": the photos keep the order of content'),
});

export const updateAlbumBody = z.object({ caption: albumCaption });

export const albumPhotoAltBody = z.object({ alt: photoAlt });

export const tempAlbumOrderBody = z.object({
  album_contents: z.array(issuedKey('Foto album'), {
    error: (issue) => (issue.input === undefined ? 'Daftar foto album harus diisi' : 'Daftar foto album tidak valid'),
  }),
});

// Always answered 200: anything but a known id of the caller simply removes nothing.
export const tempAlbumDeleteBody = z.object({ path: issuedKey('Foto album').optional().catch(undefined) });

// §9 threads

export const threadBody = z.object({ text: multiLineText('Thread', THREAD_MAX_LENGTH) });

// §11 comments: clients of the original backend write them in a text area (contract §1).

const commentText = (label: string) => multiLineText(label, COMMENT_MAX_LENGTH);

export const commentBody = z.object({ comment: commentText('Komentar'), post_id: wholeNumber('Id post') });
export const subCommentBody = z.object({ sub_comment: commentText('Balasan'), comment_id: wholeNumber('Id komentar') });

// §12 profile

/** `rules` when they name exactly the fields `F`; a field missing or added fails to compile. */
function rulesOfExactly<F extends string>() {
  return <R extends Record<F, z.ZodType>>(rules: R & Record<Exclude<keyof R, F>, never>) => rules;
}

// The SPA also sends foto_profile; unknown keys are dropped, so it is ignored.
export const profileEditBody = z.object(
  rulesOfExactly<ProfileEditField>()({ ...personFields, bio: optionalBoundedText('Bio', BIO_MAX_LENGTH) }),
);

// The SPA posts the avatar as a form with Laravel-style method spoofing.
export const spoofedMethodQuery = z.object({ _method: z.string().optional().describe('"PUT"') });

// §13 emergency

export const emergencyBody = z.object({
  message: multiLineText('Pesan', EMERGENCY_MESSAGE_MAX_LENGTH),
  place: requiredText('Tempat', (text) => text.max(...maxChars('Tempat', EMERGENCY_PLACE_MAX_LENGTH))),
  map: requiredText('Link peta', (text) =>
    text
      .max(...maxChars('Link peta', EMERGENCY_MAP_LINK_MAX_LENGTH))
      .pipe(z.httpUrl({ error: 'Link peta harus berupa URL http(s)' })),
  ).meta({ format: 'uri', description: 'An http(s) URL of the place, e.g. its Maps page' }),
});

// §18 push

/** A push service's URL; which hosts the server will POST to is judged by the route (SSRF rule). */
const pushEndpoint = requiredText('Endpoint', (text) =>
  text
    .max(...maxChars('Endpoint', PUSH_ENDPOINT_MAX_LENGTH))
    .pipe(z.url({ protocol: /^https$/, error: 'Endpoint harus berupa URL https' })),
).meta({ format: 'uri', description: "The push service's https URL of this device" });

/** A key of the subscription, base64url as the browser gives it. */
const subscriptionKey = (label: string, max: number) =>
  requiredText(label, (text) =>
    text.max(...maxChars(label, max)).regex(/^[A-Za-z0-9_-]+=*$/, `${label} harus berupa base64url`),
  );

/** The browser's PushSubscription as JSON (PushSubscription.toJSON()). */
export const pushSubscriptionBody = z.object({
  endpoint: pushEndpoint,
  expirationTime: z
    .number({ error: 'expirationTime harus berupa angka atau null' })
    .nullable()
    .optional()
    .meta({ type: ['number', 'null'], description: 'Milliseconds since 1970 when the browser drops it; null: never' }),
  keys: z.object(
    { p256dh: subscriptionKey('Kunci p256dh', 200), auth: subscriptionKey('Kunci auth', 100) },
    { error: 'Kunci langganan harus diisi' },
  ),
});

export const pushUnsubscribeBody = z.object({ endpoint: pushEndpoint });

// §16 safety

export const muteBody = z.object({
  days: z
    .literal([...MUTE_DAYS, null], { error: () => `Lama bisukan harus ${MUTE_DAYS.join(', ')} hari, atau null` })
    .meta({ type: ['integer', 'null'], description: 'Days the mute lasts; null: until unmuted' }),
});

// Uploads: multipart/form-data with one picture each, read and judged by the route itself.

export const albumPhotoForm = z.object({
  album_content: z.file().describe('A JPEG, PNG or GIF picture, made a square JPEG'),
});

export const avatarForm = z.object({
  foto_profile: z.file().describe('A JPEG, PNG, GIF or WebP picture, made a square JPEG'),
});

// §16 reports and moderation

/** One of `values`, with the Indonesian message of anything else. */
function oneOf<const Values extends readonly [string, ...string[]]>(label: string, values: Values) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? `${label} harus diisi` : `${label} harus salah satu dari: ${values.join(', ')}`),
  });
}

export const reportBody = z.object({
  target: z.object(
    {
      kind: oneOf('Jenis laporan', REPORT_TARGET_KINDS),
      // A post's uuid, a comment's or reply's numeric id, or a username; a number is taken as its digits.
      id: z.preprocess(
        (value) => (typeof value === 'number' ? String(value) : value),
        requiredText('Target laporan', (text) => text.max(...maxChars('Target laporan', 64))),
      ),
    },
    { error: 'Target laporan harus diisi' },
  ),
  category: oneOf('Kategori', REPORT_CATEGORIES),
  note: optionalText('Catatan', (text) => text.max(...maxChars('Catatan', REPORT_NOTE_MAX_LENGTH)), { lines: 'multi' }),
});

export const moderationReportsQuery = z.object({
  status: oneOf('Status', REPORT_STATUSES).default('open'),
  // Keyset paging: the id of the last report of the previous page.
  after: wholeNumber('After').optional(),
});

export const resolveReportBody = z
  .object({
    action: oneOf('Tindakan', MODERATION_ACTIONS),
    reason: multiLineText('Alasan', MODERATION_REASON_MAX_LENGTH),
    days: z
      .number({ error: 'Lama penangguhan harus berupa angka hari atau null' })
      .int('Lama penangguhan harus bilangan bulat')
      .min(1, 'Lama penangguhan minimal 1 hari')
      .max(SUSPENSION_MAX_DAYS, `Lama penangguhan maksimal ${SUSPENSION_MAX_DAYS} hari`)
      .nullable()
      .optional()
      .meta({
        type: ['integer', 'null'],
        description: 'Days of a suspension; null: permanent. Only for action "suspend", where it is required',
      }),
  })
  .superRefine((body, context) => {
    if (body.action === 'suspend' && body.days === undefined) {
      context.addIssue({ code: 'custom', path: ['days'], message: 'Lama penangguhan harus diisi (angka hari, atau null untuk permanen)' });
    }
  });

export const moderationLogQuery = z.object({
  // Keyset paging, newest first: the id of the last entry of the previous page.
  before: wholeNumber('Before').optional(),
});
