import { describe, expect, it } from 'vitest';
import { decodeBase64Text } from '../../src/app/base64-text.ts';

const encode = (text: string) => Buffer.from(text, 'utf-8').toString('base64');

describe('decodeBase64Text', () => {
  it('reads standard base64 with padding', () => {
    expect(decodeBase64Text(encode('budi@contoh.id'))).toBe('budi@contoh.id');
  });

  it('reads base64 without padding', () => {
    expect(decodeBase64Text(encode('ab@c.de').replace(/=+$/, ''))).toBe('ab@c.de');
  });

  it('reads the URL-safe alphabet', () => {
    const text = 'ÿÿ@x.id';
    const standard = encode(text);
    expect(standard).toMatch(/[+/]/);
    expect(decodeBase64Text(standard.replace(/\+/g, '-').replace(/\//g, '_'))).toBe(text);
  });

  it('reads UTF-8 text', () => {
    expect(decodeBase64Text(encode('dewi.ñ@contoh.id'))).toBe('dewi.ñ@contoh.id');
  });

  it.each([
    ['an empty segment', ''],
    ['characters outside base64', 'YnVk*aQ=='],
    ['a lone digit in the last group', 'YnVkaQAAA'],
    ['padding in the middle', 'YW=Jj'],
    ['bytes that are not UTF-8', Buffer.from([0xff, 0xfe, 0x41]).toString('base64')],
  ])('gives null for %s', (_name, segment) => {
    expect(decodeBase64Text(segment)).toBeNull();
  });
});
