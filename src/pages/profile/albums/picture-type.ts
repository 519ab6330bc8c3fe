// The type a picture really is, read from its first bytes: a file named .jpg that holds text is
// not a JPEG. The picker refuses it on the spot ("File is of invalid type") instead of sending it
// to the server to be refused there.

const SIGNATURES: { type: string; bytes: number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] },
];

/** 'image/jpeg', 'image/png' or 'image/gif' as the content says, otherwise ''. */
export async function detectPictureType(file: Blob): Promise<string> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte))?.type ?? '';
}
