// The answers a route declares besides its own: those every route may give, and those of
// every route that needs a session (contract §1). A route's own entries come last and win.
import { z } from 'zod';
import { refusal, unauthenticated, validationFailure } from '../../contract/responses.ts';

const commonAnswers = {
  400: z
    .union([validationFailure, refusal])
    .describe('Invalid input: validation_errors per field, or a refusal such as a malformed JSON body'),
  '4xx': refusal.describe('Refused (e.g. 404 for an unusable path, 413 for a body too large)'),
  '5xx': refusal.describe('Server error'),
};

const limitedAnswers = {
  429: refusal.describe('Too many requests; Retry-After says when to try again'),
};

const sessionAnswers = {
  401: unauthenticated.describe('No valid bearer token'),
  403: refusal.describe('The e-mail is not verified (or, for the verification routes, already verified)'),
};

/** The answers of a route outside the rate limits (health). */
export function unlimitedAnswers<Own extends object>(own: Own) {
  return { ...commonAnswers, ...own };
}

/** The answers of a route open to anyone. */
export function publicAnswers<Own extends object>(own: Own) {
  return { ...commonAnswers, ...limitedAnswers, ...own };
}

/** The answers of a route for signed-in members. */
export function memberAnswers<Own extends object>(own: Own) {
  return { ...commonAnswers, ...limitedAnswers, ...sessionAnswers, ...own };
}

/** The answers of a route that processes an uploaded picture in its turn (server/media/image-work.ts). */
export const pictureUploadAnswers = {
  429: refusal.describe('Too many requests, or two uploads of the member already under way; Retry-After says when to try again'),
  503: refusal.describe('Too many uploads waiting to be processed; Retry-After says when to try again'),
};

/** A 404 refusal, described. */
export const notFound = (what: string) => refusal.describe(`${what} not found (or not visible to the caller)`);

/** A 403 of a route that acts on the caller's own things. */
export const notOwner = refusal.describe('Someone else owns it (or the e-mail is not verified)');
