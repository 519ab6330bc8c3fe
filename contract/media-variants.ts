// The widths the server makes of a stored picture on request (GET /media/<key>?w=<width>).
// One list for both sides: the server refuses any other width, the SPA asks only for these.
export const MEDIA_VARIANT_WIDTHS = [96, 360, 720] as const;

export type MediaVariantWidth = (typeof MEDIA_VARIANT_WIDTHS)[number];
