// Sample events for the emergency banners: budi opens the app while Sari's call of this morning
// is still within its 24 hours (or while there is none, or the server does not answer); the live
// stream announces Eko's call while the app is open (also while the server is still being
// asked), and the server may fail to answer then too: the call shows as the stream announced
// it, until the server's answer takes its place; budi dismisses a banner. On a second device budi had dismissed Eko's call before, so
// the server's answer of it shows nothing.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { EmergencyBroadcast } from '../../contract/wire.ts';
import {
  emergencyNoticeMachine,
  type AnnouncedCall,
  type EmergencyNoticeContext,
  type EmergencyNoticeInput,
} from '../../machines/emergency-notice.machine.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

export const missedCall: EmergencyBroadcast = {
  id: 7,
  sender_id: 3,
  sender_first_name: 'Sari',
  message: 'Ban bocor di tol, tolong',
  place: 'Rest area KM 57',
  map: 'https://maps.example/km57',
  created_at: '2026-11-27T02:00:00.000Z',
};

export const announcedCall: EmergencyBroadcast = {
  id: 8,
  sender_id: 5,
  sender_first_name: 'Eko',
  message: 'Teman kami pingsan di tribun timur',
  place: 'Pintu 7 Stadion',
  map: 'https://maps.example/pintu7',
  created_at: '2026-11-27T05:00:00.000Z',
};

/** Eko's call as the live stream announces it. */
export const announcedPayload: AnnouncedCall = {
  sender_id: announcedCall.sender_id,
  sender_first_name: announcedCall.sender_first_name,
  message: announcedCall.message,
  place: announcedCall.place,
  map: announcedCall.map,
};

export const firstDevice: EmergencyNoticeInput = { member: 'budi', dismissed: [] };
export const deviceThatDismissedEko: EmergencyNoticeInput = { member: 'budi', dismissed: [announcedCall.id] };

const answered = (output: EmergencyBroadcast | null) => ({ type: 'xstate.done.actor.fetchLatest', output });

const failed = (status: number) => ({ type: 'xstate.error.actor.fetchLatest', error: { status, body: null } });
const announced = { type: 'EMERGENCY_ANNOUNCED', call: announcedPayload };

function serverAnswers({ calls, dismissed, announced: pending }: EmergencyNoticeContext): AnyEventObject[] {
  // Sari's call, once dismissed, is not asked about again: the second device shows that case with Eko's.
  const sari = dismissed.includes(missedCall.id) ? [] : [answered(missedCall)];
  const atOpening = calls.length === 0 ? [answered(null), failed(0)] : [];
  // A server error right after the stream announced a call not on screen (nor dismissed) yet.
  const unshown =
    pending !== null && !calls.some((call) => call.sender_id === pending.sender_id) && !dismissed.includes(-pending.sender_id);
  const afterAnnouncement = unshown ? [failed(500)] : [];
  return [...sari, answered(announcedCall), ...atOpening, ...afterAnnouncement];
}

function events(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as EmergencyNoticeContext;
  if (snapshot.matches('loading')) {
    return [...serverAnswers(context), ...(context.calls.length === 0 ? [announced] : [])];
  }
  return [
    ...context.calls.map((call) => ({ type: 'DISMISS', id: call.id })),
    ...(context.calls.length < 2 ? [announced] : []),
  ];
}

const latestRequest = { actor: 'fetchLatest', input: undefined, sends: { endpoint: 'latestEmergency' as const } };

const expectations: SpecExpectation[] = [
  {
    spec: '§2 Screens and routes',
    name: 'Membuka aplikasi menanyakan panggilan darurat terakhir dalam 24 jam (GET /emergency/latest)',
    when: { event: 'xstate.init' },
    request: latestRequest,
  },
  {
    spec: '§2 Screens and routes',
    name: 'Panggilan darurat yang terlewat tampil sebagai spanduk merah dengan nama depan pengirim, pesan dan lokasinya',
    when: { event: 'xstate.done.actor.fetchLatest', with: { output: { id: missedCall.id } } },
    text: { in: 'alert', says: ['Panggilan darurat dari Sari', missedCall.message, `${missedCall.place} (buka peta)`] },
  },
  {
    spec: '§2 Screens and routes',
    name: 'Panggilan darurat dari siaran langsung ditanyakan ke server untuk ditampilkan',
    when: { event: 'EMERGENCY_ANNOUNCED', from: 'watching' },
    request: latestRequest,
  },
  {
    spec: '§2 Screens and routes',
    name: 'Server gagal menjawab setelah siaran langsung: panggilan itu tetap tampil sebagai spanduk merah dari siaran',
    when: { event: 'xstate.error.actor.fetchLatest', with: { error: { status: 500 } } },
    text: { in: 'alert', says: ['Panggilan darurat dari Eko', announcedCall.message, `${announcedCall.place} (buka peta)`] },
  },
  {
    spec: '§2 Screens and routes',
    name: 'Spanduk yang ditutup diingat di perangkat ini untuk anggota itu',
    when: { event: 'DISMISS' },
    actions: [{ type: 'rememberDismissed', params: { member: 'budi' } }],
  },
];

export const emergencyNoticeModel = {
  machine: emergencyNoticeMachine,
  expectations,
  actors: ['fetchLatest'],
  inputs: [firstDevice, deviceThatDismissedEko],
  events,
};
