// Answers whose JSON was written ahead (kept feed items, a kept comments page) go out as text:
// Fastify sends a string as it is, so the answer's schema check and serializer do not run again.
import type { FastifyReply } from 'fastify';

export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}

/**
 * Answers' JSON text kept with the kept value each was written from (a kept page), per media
 * base its links were written for: a text goes when its value goes.
 */
export function answerTextsKeptWith<Kept extends object>(): (kept: Kept, mediaBase: string, answer: () => object) => string {
  const texts = new WeakMap<Kept, { mediaBase: string; text: string }>();
  return (kept, mediaBase, answer) => {
    const known = texts.get(kept);
    if (known?.mediaBase === mediaBase) return known.text;
    const text = JSON.stringify(answer());
    texts.set(kept, { mediaBase, text });
    return text;
  };
}
