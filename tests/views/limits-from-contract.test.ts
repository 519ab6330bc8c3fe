// Every limit the SPA applies or quotes has one value, in contract/limits.ts: given other values
// there, the texts that name a limit and the machines that apply one follow them.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Comment } from '../../contract/wire.ts';
import { commentTargetMachine } from '../../machines/comment-target.machine.ts';
import { emergencyMachine } from '../../machines/emergency.machine.ts';
import { text } from '../../src/text/catalogue.ts';

vi.mock('../../contract/limits.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../contract/limits.ts')>()),
  ALBUM_MAX_PHOTOS: 3,
  OTP_CODE_LENGTH: 4,
  AVATAR_SIDE: 300,
  EMERGENCY_QUOTA_HOURS: 12,
  COMMENT_TYPED_MAX_LENGTH: 10,
}));

describe('limits taken from the contract', () => {
  it('are the numbers the texts name', () => {
    expect(text.otp.instruction).toBe('Masukan 4 digit kode otp yang kamu terima pada');
    expect(text.upload.idle).toBe('Upload max 3 gambar 😎');
    expect(text.upload.leftOut(2)).toBe('2 gambar tidak ditambahkan: maksimal 3 gambar dalam satu album');
    expect(text.avatar.tooSmall).toBe('Bagian foto minimal 300×300 piksel: perkecil zoom atau pilih gambar yang lebih besar');
    expect(text.emergency.oncePerDay).toBe('⌚ Anda hanya dapat mengirim pesan ini 1x12 jam');
  });

  it('cut a comment as it is typed', async () => {
    const comments = commentTargetMachine.provide({ actors: { fetchComments: fromPromise<Comment[], { postId: number }>(async () => []) } });
    const actor = createActor(comments, { input: { postId: 41, total: 0, viewer: 'budi' } }).start();
    actor.send({ type: 'SHOW' });
    await waitFor(actor, (snapshot) => snapshot.matches({ loaded: 'writing' }));
    actor.send({ type: 'DRAFT_CHANGED', text: 'Komentar yang panjang' });
    expect(actor.getSnapshot().context.draft).toBe('Komentar y');
  });

  it('keep the emergency quota used for the window after a send', async () => {
    const emergency = emergencyMachine.provide({
      actors: { checkLimit: fromPromise<number | null>(async () => null), sendEmergency: fromPromise(async () => {}) },
    });
    const actor = createActor(emergency).start();
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (snapshot) => snapshot.matches({ modal: { drafting: 'available' } }));
    actor.send({ type: 'MESSAGE_CHANGED', value: 'Kumpul' });
    actor.send({ type: 'PLACE_CHANGED', value: 'Warung Bu Sri' });
    actor.send({ type: 'SEND' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (snapshot) => snapshot.matches({ modal: 'closed' }));
    // The server counts a fresh quota in whole hours left: one less than the window.
    expect(actor.getSnapshot().context.hoursLeft).toBe(11);
  });
});
