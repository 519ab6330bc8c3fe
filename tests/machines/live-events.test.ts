import { describe, expect, it } from 'vitest';
import { readLiveEvent } from '../../machines/live-events.ts';

const read = (kind: string, data: unknown) => readLiveEvent(kind, JSON.stringify(data));

describe('readLiveEvent', () => {
  it('reads each kind the server sends, its kind as the type beside the payload', () => {
    expect(read('ready', {})).toEqual({ type: 'ready' });
    expect(read('notification', { notification_id: 7, post_id: 12 })).toEqual({ type: 'notification', notification_id: 7, post_id: 12 });
    expect(read('notification', { notification_id: 7, post_id: null })).toMatchObject({ post_id: null });
    expect(read('post', { post_id: 12 })).toEqual({ type: 'post', post_id: 12 });
    expect(read('counts', { post_id: 12, total_like: 3 })).toEqual({ type: 'counts', post_id: 12, total_like: 3 });
    expect(read('counts', { post_id: 12, total_comment: 0 })).toEqual({ type: 'counts', post_id: 12, total_comment: 0 });
    expect(read('presence', { online: [4, 9], offline: [] })).toEqual({ type: 'presence', online: [4, 9], offline: [] });
    expect(read('revoked', { token_id: 9 })).toEqual({ type: 'revoked', token_id: 9 });
    expect(read('resync', {})).toEqual({ type: 'resync' });
  });

  it('reads an emergency call, keeping its map link only when it is http(s)', () => {
    const call = { sender_id: 3, sender_first_name: 'Sari', message: 'Tolong', place: 'Jl. Dago 10', map: 'https://maps.example/dago' };
    expect(read('emergency', call)).toEqual({ type: 'emergency', ...call });
    expect(read('emergency', { ...call, map: 'javascript:alert(1)' })).toMatchObject({ map: null });
    expect(read('emergency', { ...call, map: undefined })).toMatchObject({ map: null });
  });

  it('leaves out what a newer server adds', () => {
    expect(read('post', { post_id: 12, kind: 'album' })).toEqual({ type: 'post', post_id: 12 });
    expect(read('ready', { position: 4 })).toEqual({ type: 'ready' });
  });

  it.each([
    ['an unknown kind', 'poll', '{}'],
    ['broken JSON', 'post', '{"post_id":'],
    ['a list', 'post', '[12]'],
    ['no payload', 'ready', 'null'],
    ['a missing id', 'post', '{}'],
    ['an id that is no whole number', 'post', '{"post_id":1.5}'],
    ['an id below 1', 'post', '{"post_id":0}'],
    ['a negative count', 'counts', '{"post_id":1,"total_like":-1}'],
    ['counts of nothing', 'counts', '{"post_id":1}'],
    ['a notification without its id', 'notification', '{"post_id":1}'],
    ['presence without who went offline', 'presence', '{"online":[1]}'],
    ['presence with a name for an id', 'presence', '{"online":["budi"],"offline":[]}'],
    ['an emergency without its place', 'emergency', '{"sender_id":3,"sender_first_name":"Sari","message":"Tolong"}'],
  ])('drops %s', (_name, kind, data) => {
    expect(readLiveEvent(kind, data)).toBeNull();
  });
});
