// An uploaded picture as a validated field: the file read from the multipart body and turned
// into a square picture in its turn of the process's image work, every refusal of the picture
// answered as 400 validation_errors under the field; no place in the line is a 429 or 503.
import type { FastifyRequest } from 'fastify';
import { PICTURE_MAX_PIXELS, PICTURE_MAX_SIDE } from '../../contract/limits.ts';
import { InputError } from '../http/input-error.ts';
import { sessionOf } from '../http/request-context.ts';
import { TryAgainLater } from '../http/try-again-later.ts';
import { ImageWorkRefused } from './image-work.ts';
import {
  detectImageType,
  ImageRejected,
  toSquarePicture,
  type ImageRefusal,
  type ImageType,
  type SquareOptions,
  type SquarePicture,
} from './images.ts';
import { readUploadedFile, type UploadProblem } from './upload.ts';

/** When a refused upload may try again: the line moves by a few uploads a second. */
const RETRY_AFTER_SECONDS = 5;

export interface ImageField {
  /** Multipart field name, also the key of validation_errors. */
  name: string;
  /** How people call the field, in Indonesian. */
  label: string;
  maxKilobytes: number;
  /** Accepted picture types, judged by the content. */
  types: readonly ImageType[];
  square: SquareOptions;
}

/** "jpeg, png atau gif" */
function typeList(types: readonly ImageType[]): string {
  return types.length === 1 ? types[0] : `${types.slice(0, -1).join(', ')} atau ${types.at(-1)}`;
}

function refusalMessage(field: ImageField, refusal: UploadProblem | ImageRefusal): string {
  switch (refusal) {
    case 'missing':
      return `${field.label} harus diisi`;
    case 'too-large':
      return `${field.label} maksimal ${field.maxKilobytes} KB`;
    case 'malformed':
      return `${field.label} gagal diunggah, coba lagi`;
    case 'not-an-image':
      return `${field.label} harus berupa gambar ${typeList(field.types)}`;
    case 'too-many-pixels':
      return `${field.label} terlalu besar (maksimal ${PICTURE_MAX_PIXELS / 1_000_000} megapiksel)`;
    case 'side-too-long':
      return `${field.label} terlalu besar (maksimal ${PICTURE_MAX_SIDE} piksel per sisi)`;
  }
}

function refused(field: ImageField, refusal: UploadProblem | ImageRefusal): InputError {
  return new InputError({ [field.name]: [refusalMessage(field, refusal)] });
}

/**
 * The uploaded picture of `field`, ready to store; throws InputError when the picture is
 * refused, TryAgainLater when the image work has no place for it now.
 */
export async function readImageField(request: FastifyRequest, field: ImageField): Promise<SquarePicture> {
  const upload = await readUploadedFile(request, field.name, field.maxKilobytes * 1024);
  if ('problem' in upload) throw refused(field, upload.problem);
  const type = detectImageType(upload.data);
  if (!type || !field.types.includes(type)) throw refused(field, 'not-an-image');
  const memberId = sessionOf(request).user.id;
  try {
    return await request.server.imageWork.runUpload(memberId, () => toSquarePicture(upload.data, field.square));
  } catch (error) {
    if (error instanceof ImageRejected) throw refused(field, error.reason);
    if (error instanceof ImageWorkRefused) throw new TryAgainLater(error.reason === 'member-busy' ? 429 : 503, RETRY_AFTER_SECONDS);
    throw error;
  }
}
