// Building blocks of the request schemas, with the Indonesian messages people read in the SPA.
// An empty (or blank) string and null count as missing, as the contract says. Every text
// refuses control characters, and only texts written in a text area may span lines.
import { z } from 'zod';
import {
  ADDRESS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_NUMBER_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_PATTERN,
} from './limits.ts';
import { hasControlChars, hasLineBreak, isPlainLine, type Lines } from './plain-text.ts';

interface TextOptions {
  /** Passwords keep surrounding spaces; everything else is trimmed. */
  trim?: boolean;
  /** Single unless the SPA offers a text area for it. */
  lines?: Lines;
}

function blankAsMissing(trim: boolean) {
  return (value: unknown) => {
    if (value === null) return undefined;
    if (typeof value !== 'string') return value;
    const text = trim ? value.trim() : value;
    return text === '' ? undefined : text;
  };
}

function stringOf(label: string) {
  return z.string({
    error: (issue) => (issue.input === undefined ? `${label} harus diisi` : `${label} harus berupa teks`),
  });
}

export const forbiddenCharsMessage = (label: string) => `${label} berisi karakter yang tidak diizinkan`;

/** A string of ordinary characters; a line break, when refused, gets its own message. */
function charactersChecked(text: z.ZodString, label: string, lines: Lines): z.ZodString {
  return text
    .refine((value) => lines === 'multi' || !hasLineBreak(value), `${label} harus satu baris`)
    .refine((value) => !hasControlChars(value, lines), forbiddenCharsMessage(label));
}

function textOf(label: string, lines: Lines = 'single') {
  return charactersChecked(stringOf(label), label, lines);
}

export const minChars = (label: string, min: number) => [min, `${label} minimal ${min} karakter`] as const;
export const maxChars = (label: string, max: number) => [max, `${label} maksimal ${max} karakter`] as const;

type Refine = (text: z.ZodString) => z.ZodType<string>;

export function requiredText(label: string, refine: Refine = (text) => text, options: TextOptions = {}) {
  return z.preprocess(blankAsMissing(options.trim ?? true), refine(textOf(label, options.lines)));
}

export function optionalText(label: string, refine: Refine = (text) => text, options: TextOptions = {}) {
  return z.preprocess(blankAsMissing(options.trim ?? true), refine(textOf(label, options.lines)).optional());
}

/** A text written in a text area, lines allowed: required, at most `max` characters. */
export function multiLineText(label: string, max: number) {
  return requiredText(label, (text) => text.max(...maxChars(label, max)), { lines: 'multi' }).meta({
    description: `Up to ${max} characters, line breaks and tabs included; no other control character`,
  });
}

/**
 * A password to compare with a stored hash, taken exactly as typed: it is never stored, and
 * a password chosen before the character rules must still open its account.
 */
export function typedPassword(label: string) {
  return z.preprocess(blankAsMissing(false), stringOf(label));
}

/** A server-issued key sent back as is (e.g. an upload id): one plain line, else invalid. */
export function issuedKey(label: string) {
  return z.string({ error: `${label} harus berupa teks` }).refine(isPlainLine, `${label} tidak valid`);
}

/** A name-like text: required, `min` to `max` characters. */
export function boundedText(label: string, min: number, max: number) {
  return requiredText(label, (text) => text.min(...minChars(label, min)).max(...maxChars(label, max)));
}

/** An optional text of at most `max` characters. */
export function optionalBoundedText(label: string, max: number) {
  return optionalText(label, (text) => text.max(...maxChars(label, max)));
}

/**
 * An e-mail address. The OpenAPI document shows what a pipe takes in (a plain string), so
 * the format is stated here too.
 */
export function emailAddress(label = 'Email') {
  return requiredText(label, (text) =>
    text.max(...maxChars(label, EMAIL_MAX_LENGTH)).pipe(z.email({ error: `${label} tidak valid` })),
  ).meta({ format: 'email' });
}

/** Letters, digits, "_" and "@" only (the SPA strips the rest), up to USERNAME_MAX_LENGTH. */
export function username() {
  return requiredText('Username', (text) =>
    text
      .max(...maxChars('Username', USERNAME_MAX_LENGTH))
      .regex(USERNAME_PATTERN, 'Username hanya boleh berisi huruf, angka, _ dan @'),
  );
}

/** The fields a person fills in both at registration and when editing the profile. */
export const personFields = {
  first_name: boundedText('Nama depan', NAME_MIN_LENGTH, NAME_MAX_LENGTH),
  last_name: boundedText('Nama belakang', NAME_MIN_LENGTH, NAME_MAX_LENGTH),
  username: username(),
  address: optionalBoundedText('Alamat', ADDRESS_MAX_LENGTH),
  phone_number: optionalBoundedText('Nomor handphone', PHONE_NUMBER_MAX_LENGTH),
};

/** A new password: required (with the given missing message), within the password lengths. */
export function newPassword(missingMessage = 'Password harus diisi') {
  return z.preprocess(
    blankAsMissing(false),
    charactersChecked(
      z.string({ error: (issue) => (issue.input === undefined ? missingMessage : 'Password harus berupa teks') }),
      'Password',
      'single',
    )
      .min(...minChars('Password', PASSWORD_MIN_LENGTH))
      .max(...maxChars('Password', PASSWORD_MAX_LENGTH)),
  );
}

/** The new password typed again: any value is taken here and compared by withPasswordConfirmation. */
export function passwordConfirmation() {
  return z.unknown().optional().meta({ type: 'string', description: 'The new password again; it must be the same' });
}

/** Adds "Konfirmasi password tidak sesuai" under `password` when the confirmation differs. */
export function withPasswordConfirmation<T extends z.ZodObject>(schema: T) {
  return schema.refine(
    (data: Record<string, unknown>) => data.password === data.password_confirmation,
    {
      message: 'Konfirmasi password tidak sesuai',
      path: ['password'],
      // Compared as soon as a password was given, even when other fields fail.
      when: (payload) => typeof (payload.value as Record<string, unknown>).password === 'string',
    },
  );
}

/** The largest value of an integer column (PostgreSQL int4): ids and counts stay within it. */
export const MAX_INTEGER = 2_147_483_647;

const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

/** A required whole number from 0 up, sent as a JSON number or as digits (query strings). */
export function wholeNumber(label: string) {
  return z.preprocess(
    (value) => {
      const blank = blankAsMissing(true)(value);
      return typeof blank === 'string' && NUMERIC_TEXT.test(blank) ? Number(blank) : blank;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? `${label} harus diisi` : `${label} harus berupa angka`) })
      .int(`${label} harus berupa bilangan bulat`)
      .min(0, `${label} minimal 0`)
      .max(MAX_INTEGER, `${label} terlalu besar`),
  );
}
