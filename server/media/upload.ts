// Reads one file field of a multipart request into memory, never more than a byte limit.
import type { FastifyRequest } from 'fastify';

export type UploadProblem = 'missing' | 'too-large' | 'malformed';
export type UploadedFile = { data: Buffer } | { problem: UploadProblem };

/**
 * The first file sent under `field`. The whole request is read (other parts discarded) so
 * the answer never races the client's upload. An oversize file is cut one byte past the
 * limit, which is enough to refuse it as a validation error rather than a 413.
 */
export async function readUploadedFile(request: FastifyRequest, field: string, maxBytes: number): Promise<UploadedFile> {
  if (!request.isMultipart()) return { problem: 'missing' };
  let result: UploadedFile | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes + 1 } })) {
      if (part.type !== 'file') continue;
      if (result !== undefined || part.fieldname !== field) {
        part.file.resume();
        continue;
      }
      const data = await part.toBuffer();
      if (part.file.truncated || data.length > maxBytes) result = { problem: 'too-large' };
      else result = data.length === 0 ? { problem: 'missing' } : { data };
    }
  } catch (error) {
    request.log.info({ err: error }, 'unreadable multipart body');
    return { problem: 'malformed' };
  }
  return result ?? { problem: 'missing' };
}
