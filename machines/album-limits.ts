// Album rules shared by creating and editing an album (spec §5, §9; contract §8).
export const ALBUM_MAX_PHOTOS = 5;

/** The server refuses longer captions. */
export const ALBUM_CAPTION_MAX_LENGTH = 2000;
