// An uploaded picture as a validated field: the file read from the multipart body and turned
// into a square picture, every refusal answered as 400 validation_errors under the field.
import type { FastifyRequest } from 'fastify';
import { InputError } from '../http/input-error.ts';
import {
  detectImageType,
  ImageRejected,
  MAX_IMAGE_PIXELS,
  toSquarePicture,
  type ImageRefusal,
  type ImageType,
  type SquareOptions,
  type SquarePicture,
} from './images.ts';
import { readUploadedFile, type UploadProblem } from './upload.ts';

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
      return `${field.label} terlalu besar (maksimal ${MAX_IMAGE_PIXELS / 1_000_000} megapiksel)`;
  }
}

function refused(field: ImageField, refusal: UploadProblem | ImageRefusal): InputError {
  return new InputError({ [field.name]: [refusalMessage(field, refusal)] });
}

/** The uploaded picture of `field`, ready to store; throws InputError when refused. */
export async function readImageField(request: FastifyRequest, field: ImageField): Promise<SquarePicture> {
  const upload = await readUploadedFile(request, field.name, field.maxKilobytes * 1024);
  if ('problem' in upload) throw refused(field, upload.problem);
  const type = detectImageType(upload.data);
  if (!type || !field.types.includes(type)) throw refused(field, 'not-an-image');
  try {
    return await toSquarePicture(upload.data, field.square);
  } catch (error) {
    if (error instanceof ImageRejected) throw refused(field, error.reason);
    throw error;
  }
}
