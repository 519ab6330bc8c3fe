// Limits of the HTTP contract that both sides apply: the server refuses what breaks them, and
// the SPA keeps people within them as they type or pick (contract §3–§13, spec §5–§12).
// Plain values only, so the SPA can import them without any validation library.

/** Photos in one album. */
export const ALBUM_MAX_PHOTOS = 5;
export const ALBUM_CAPTION_MAX_LENGTH = 2000;
/** Characters of the description (alt text) of one album photo (contract §19). */
export const ALBUM_PHOTO_ALT_MAX_LENGTH = 1500;
export const THREAD_MAX_LENGTH = 5000;
/**
 * Characters (UTF-16 units, line breaks included) the server accepts in a comment or reply:
 * the original backend's 70, which its clients rely on (contract §11).
 */
export const COMMENT_MAX_LENGTH = 70;
/** Where the SPA cuts a comment or reply as it is typed and sent (spec §5, §9): within the server's. */
export const COMMENT_TYPED_MAX_LENGTH = 65;
export const EMERGENCY_MESSAGE_MAX_LENGTH = 2000;
export const EMERGENCY_PLACE_MAX_LENGTH = 255;
export const EMERGENCY_MAP_LINK_MAX_LENGTH = 2048;
/** One emergency broadcast per member per this many hours, counted from the accepted send (contract §13). */
export const EMERGENCY_QUOTA_HOURS = 24;
/** How long the community's last emergency broadcast is shown to members who open the app after it (ours). */
export const EMERGENCY_NOTICE_HOURS = 24;
/** Characters of the optional note of a report (contract §16). */
export const REPORT_NOTE_MAX_LENGTH = 500;
/** Characters of a moderator's reason for resolving a report (contract §16). */
export const MODERATION_REASON_MAX_LENGTH = 500;
/** The longest timed suspension in days; longer is permanent (days: null). */
export const SUSPENSION_MAX_DAYS = 3650;
/** Push subscriptions (devices) kept per member; a newer one pushes out the oldest (contract §18). */
export const PUSH_SUBSCRIPTIONS_PER_MEMBER = 10;
/** Characters of a push service's endpoint URL. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 50;
export const USERNAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 255;
export const ADDRESS_MAX_LENGTH = 255;
export const PHONE_NUMBER_MAX_LENGTH = 14;
export const BIO_MAX_LENGTH = 255;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 255;

/** Letters, digits, "_" and "@": the characters of a username, as a character-class body. */
const USERNAME_CHARACTERS = 'A-Za-z0-9_@';
/** A whole username's characters (its length is checked apart). */
export const USERNAME_PATTERN = new RegExp(`^[${USERNAME_CHARACTERS}]+$`);
/** Every character a username may not hold. */
export const NOT_USERNAME_CHARACTERS = new RegExp(`[^${USERNAME_CHARACTERS}]`, 'g');

/** Digits in the code of an OTP mail. */
export const OTP_CODE_LENGTH = 6;
export const OTP_CODE_PATTERN = new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`);

/**
 * Pictures as the server reads them from their header, before any pixel is decoded (decision
 * 087): more pixels in one picture (one frame of an animation), or a longer side, and it is
 * refused; an animation of more frames, or whose frames together pass PICTURE_MAX_PIXELS, is
 * stored as its first frame.
 */
export const PICTURE_MAX_PIXELS = 40_000_000;
export const PICTURE_MAX_SIDE = 12_000;
export const ANIMATION_MAX_FRAMES = 100;

/** Side of the square JPEG an album photo is stored as, in pixels. */
export const ALBUM_PHOTO_SIDE = 1080;
export const ALBUM_PHOTO_MAX_KILOBYTES = 11_500;
/** Side of the square JPEG a profile photo is stored as, in pixels. */
export const AVATAR_SIDE = 256;
export const AVATAR_MAX_KILOBYTES = 5048;
