// The texts every route may show: page titles, the brand, the app's status, loading, failure and
// not found. The entry carries only these; `sign-in-texts.ts` adds the guest screens' texts and
// `catalogue.ts` the member screens', each offering the texts under it too as one `text`.
import { LANDING_PAGE_NAME, landingTexts, pageTitleOf } from '../../shared/landing/landing-texts.ts';
import { appConfig } from '../app/app-config.ts';

export const BRAND_NAME: string = appConfig.brandName;

export const text = {
  brand: BRAND_NAME,
  pageTitle: (page: string) => pageTitleOf(BRAND_NAME, page),
  pages: {
    home: LANDING_PAGE_NAME,
    login: 'Login',
    register: 'Register',
    forgotPassword: 'Lupa Password',
    resetPasswordConfirm: 'Reset Password',
    otpVerification: 'Verifikasi OTP',
    verificationResult: 'Verifikasi Email',
    explorer: 'Explorer',
    profile: 'Profile',
    profileEdit: 'Edit Profile',
    albumEdit: 'Edit Album',
    archive: 'Archive',
    threads: 'Threads',
    findUser: 'Cari Pengguna',
    account: 'Akun',
    moderation: 'Moderasi',
    notFound: 'Page not found',
  },
  landing: landingTexts(BRAND_NAME),
  /** The app on this device: its status region, a new version, notifications (contract §18). */
  device: {
    statusLabel: 'Status aplikasi',
    offline: 'Anda sedang offline',
    offlineNote: 'Yang tampil adalah yang terakhir dimuat di perangkat ini.',
    writeRefused: 'Belum terkirim karena anda sedang offline. Isian anda tetap ada; kirim lagi setelah tersambung.',
    newVersion: 'Versi baru tersedia',
    reload: 'Muat ulang',
    reloading: 'Memuat ulang...',
    push: {
      heading: 'Notifikasi',
      label: 'Notifikasi di perangkat ini',
      note: 'Terima pemberitahuan dan siaran darurat walau aplikasi sedang ditutup.',
      checking: 'Memeriksa izin notifikasi...',
      unsupported: 'Peramban ini tidak dapat menerima notifikasi.',
      asking: 'Jawab pertanyaan izin dari peramban.',
      working: 'Menyimpan...',
      on: 'Notifikasi aktif di perangkat ini.',
      off: 'Notifikasi belum aktif di perangkat ini.',
      denied: 'Notifikasi diblokir di peramban ini. Izinkan dari pengaturan situs di peramban, lalu muat ulang halaman.',
      failed: 'Notifikasi gagal diubah, coba lagi',
      suggestion: 'Mau tahu saat ada yang menyukai atau mengomentari postingan anda, walau aplikasi ditutup?',
      accept: 'Aktifkan notifikasi',
      later: 'Nanti saja',
    },
  },
  notFound: {
    title: 'Page not found',
    body: 'Woops!! Konten tidak tersedia untuk saat ini 😊',
    back: 'Go back',
    home: 'Take me home',
  },
  failure: {
    title: 'Gagal memuat',
    body: 'Konten tidak dapat dimuat saat ini.',
    retry: 'Coba lagi',
    pageLoad: 'Halaman gagal dimuat. Periksa koneksi internet anda, lalu coba lagi.',
  },
  common: {
    loading: 'Loading...',
    close: 'Tutup',
    defaultAvatarAlt: 'Foto Profil Default',
    avatarAlt: (username: string) => `Foto profil ${username}`,
    networkError: 'Tidak dapat terhubung ke server',
    /** Under a refusal whose answer says when trying again makes sense (Retry-After). */
    tryAgainIn: (seconds: number) => (seconds < 60 ? `Coba lagi dalam ${seconds} detik` : `Coba lagi dalam ${Math.ceil(seconds / 60)} menit`),
    /** Under a required field that is still empty. */
    required: 'Wajib diisi',
  },
} as const;
