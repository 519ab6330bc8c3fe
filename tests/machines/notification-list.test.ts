import { describe, expect, it } from 'vitest';
import { parseNotificationList, readCountFrom } from '../../machines/notification-list.ts';

const like = {
  sender_username: 'ayu',
  sender_foto_profile: null,
  message: 'menyukai thread anda',
  accepter_content: null,
  post_uuid: 'thread000000000001',
  post_kind: 'thread',
  created_at: '2026-11-23T08:00:00.000Z',
};
const comment = {
  sender_username: 'dewi',
  sender_foto_profile: 'https://media.test/dewi.jpg',
  message: 'mengomentari album anda',
  accepter_content: 'https://media.test/cover.jpg',
  post_uuid: null,
  post_kind: null,
  created_at: '2026-11-23T08:05:00.000Z',
};

describe('parseNotificationList', () => {
  it('gives the items newest first', () => {
    expect(parseNotificationList(JSON.stringify([like, comment]))).toEqual([comment, like]);
  });

  it.each([
    ['null (no notifications)', null],
    ['an empty text', ''],
    ['broken JSON', '[{"sender_username":'],
    ['an object instead of a list', JSON.stringify(like)],
    ['a number', '42'],
    ['JSON null', 'null'],
  ])('gives an empty list for %s', (_name, json) => {
    expect(parseNotificationList(json)).toEqual([]);
  });

  it('leaves out entries without a sender or a message', () => {
    const json = JSON.stringify([like, null, 'text', { message: 'x' }, { sender_username: 'eko' }, comment]);
    expect(parseNotificationList(json)).toEqual([comment, like]);
  });

  it('treats missing or odd pictures and posts as none, and a missing time as unknown', () => {
    const json = JSON.stringify([
      {
        sender_username: 'eko',
        message: 'menyukai album anda',
        sender_foto_profile: 7,
        accepter_content: '',
        post_uuid: 12,
        post_kind: 'video',
      },
    ]);
    expect(parseNotificationList(json)).toEqual([
      {
        sender_username: 'eko',
        sender_foto_profile: null,
        message: 'menyukai album anda',
        accepter_content: null,
        post_uuid: null,
        post_kind: null,
        created_at: '',
      },
    ]);
  });
});

describe('readCountFrom', () => {
  it('keeps a whole number', () => {
    expect(readCountFrom(3)).toBe(3);
  });

  it.each([[-1], [1.5], ['2'], [null], [undefined], [Number.NaN]])('gives 0 for %s', (value) => {
    expect(readCountFrom(value)).toBe(0);
  });
});
