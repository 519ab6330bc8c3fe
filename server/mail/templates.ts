// Every mail the server sends, in Indonesian. User-provided text is HTML-escaped here.
import { escapeHtml } from '../lib/html.ts';
import type { MailMessage } from './mailer.ts';

interface Brand {
  brandName: string;
}

function layout(brand: Brand, paragraphs: string[]): string {
  const body = paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n');
  return `<!doctype html><html lang="id"><body style="font-family:sans-serif;line-height:1.5">
${body}
<p style="color:#64748b">— ${escapeHtml(brand.brandName)}</p>
</body></html>`;
}

function link(url: string): string {
  const escaped = escapeHtml(url);
  return `<a href="${escaped}">${escaped}</a>`;
}

export interface OtpMailInput {
  firstName: string;
  code: string;
  validMinutes: number;
  verifyUrl: string;
}

export function otpMail(brand: Brand, to: string, input: OtpMailInput): MailMessage {
  const greeting = `Halo ${input.firstName},`;
  const text = [
    greeting,
    '',
    `Kode verifikasi email kamu: ${input.code}`,
    `Kode ini berlaku selama ${input.validMinutes} menit.`,
    '',
    'Atau verifikasi langsung lewat tautan ini:',
    input.verifyUrl,
    '',
    `Abaikan email ini jika kamu tidak mendaftar di ${brand.brandName}.`,
  ].join('\n');
  const html = layout(brand, [
    escapeHtml(greeting),
    `Kode verifikasi email kamu: <strong style="font-size:1.5em;letter-spacing:0.2em">${input.code}</strong>`,
    `Kode ini berlaku selama ${input.validMinutes} menit.`,
    `Atau verifikasi langsung lewat tautan ini:<br>${link(input.verifyUrl)}`,
    `Abaikan email ini jika kamu tidak mendaftar di ${escapeHtml(brand.brandName)}.`,
  ]);
  return { to, subject: 'OTP Verification Code', text, html };
}

export interface ResetMailInput {
  firstName: string;
  newPassword: string;
  confirmUrl: string;
  validMinutes: number;
}

export function passwordResetMail(brand: Brand, to: string, input: ResetMailInput): MailMessage {
  const greeting = `Halo ${input.firstName},`;
  const text = [
    greeting,
    '',
    'Kami menerima permintaan reset password untuk akun kamu.',
    `Password baru kamu: ${input.newPassword}`,
    '',
    'Password baru ini baru berlaku setelah kamu membuka tautan berikut:',
    input.confirmUrl,
    '',
    `Tautan berlaku selama ${input.validMinutes} menit. Jika kamu tidak meminta reset, abaikan email ini; password lama kamu tetap berlaku.`,
  ].join('\n');
  const html = layout(brand, [
    escapeHtml(greeting),
    'Kami menerima permintaan reset password untuk akun kamu.',
    `Password baru kamu: <strong style="font-family:monospace">${escapeHtml(input.newPassword)}</strong>`,
    `Password baru ini baru berlaku setelah kamu membuka tautan berikut:<br>${link(input.confirmUrl)}`,
    `Tautan berlaku selama ${input.validMinutes} menit. Jika kamu tidak meminta reset, abaikan email ini; password lama kamu tetap berlaku.`,
  ]);
  return { to, subject: `Password baru ${brand.brandName}`, text, html };
}

export interface EmergencyMailInput {
  recipientFirstName: string;
  senderFirstName: string;
  message: string;
  place: string;
  mapUrl: string;
}

/** The emergency broadcast (contract §13): every piece of it is text some user typed. */
export function emergencyMail(brand: Brand, to: string, input: EmergencyMailInput): MailMessage {
  const greeting = `Halo ${input.recipientFirstName},`;
  const intro = `${input.senderFirstName} mengirim pesan untuk semua anggota ${brand.brandName}:`;
  const text = [greeting, '', intro, '', input.message, '', `Tempat: ${input.place}`, `Peta: ${input.mapUrl}`].join('\n');
  const html = layout(brand, [
    escapeHtml(greeting),
    escapeHtml(intro),
    `<strong>${escapeHtml(input.message).replace(/\r?\n/g, '<br>')}</strong>`,
    `Tempat: <a href="${escapeHtml(input.mapUrl)}">${escapeHtml(input.place)}</a>`,
  ]);
  return { to, subject: `Undangan event oleh ${input.senderFirstName}`, text, html };
}

export interface WarningMailInput {
  firstName: string;
  /** The moderator's reason, as typed. */
  reason: string;
}

/** A moderator's warning (contract §16), beside the notification of the same. */
export function warningMail(brand: Brand, to: string, input: WarningMailInput): MailMessage {
  const greeting = `Halo ${input.firstName},`;
  const intro = `Moderator ${brand.brandName} memberi kamu peringatan karena:`;
  const outro = 'Mohon ikuti aturan komunitas. Pelanggaran berikutnya dapat membuat akun kamu ditangguhkan.';
  const text = [greeting, '', intro, '', input.reason, '', outro].join('\n');
  const html = layout(brand, [
    escapeHtml(greeting),
    escapeHtml(intro),
    `<strong>${escapeHtml(input.reason).replace(/\r?\n/g, '<br>')}</strong>`,
    escapeHtml(outro),
  ]);
  return { to, subject: `Peringatan dari moderator ${brand.brandName}`, text, html };
}
