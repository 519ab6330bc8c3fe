// Answers whose JSON was written ahead (kept feed items, a kept comments page) go out as text:
// Fastify sends a string as it is, so the answer's schema check and serializer do not run again.
import type { FastifyReply } from 'fastify';

export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
