// Dates for people: the server sends ISO-8601 UTC; members read them in Jakarta time, in Indonesian.
//
// A card's date is written without Intl: the first Intl formatter a page makes loads the
// locale's data, a task of 40 to 140 ms in a desktop Chromium and several times that on a
// phone, before the first card shows (decision 170). Jakarta keeps UTC+7 all year, with no
// daylight saving, so its calendar day is the UTC day seven hours on.
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];

/** "2023-08-25T03:00:00.000Z" → "25 Agu 2023"; a text that is no date is shown as it came. */
export function formatDate(timestamp: string): string {
  const time = new Date(timestamp).getTime();
  if (Number.isNaN(time)) return timestamp;
  const jakarta = new Date(time + JAKARTA_OFFSET_MS);
  return `${jakarta.getUTCDate()} ${SHORT_MONTHS[jakarta.getUTCMonth()]} ${jakarta.getUTCFullYear()}`;
}

// Made on first use: only lists of recent moments (notifications) need it.
let timeAgo: Intl.RelativeTimeFormat | undefined;

/** Each unit, with how many of it make the next one. */
const AGO_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/**
 * How long ago, for recent moments: "baru saja", "2 menit yang lalu", "3 jam yang lalu",
 * "kemarin"; from a week on, the date. A text that is no date gives ''.
 */
export function formatTimeAgo(timestamp: string, now: Date = new Date()): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  let amount = Math.floor(Math.max(0, now.getTime() - date.getTime()) / 60_000);
  if (amount < 1) return 'baru saja';
  timeAgo ??= new Intl.RelativeTimeFormat('id-ID', { numeric: 'auto' });
  for (const [unit, perNext] of AGO_UNITS) {
    if (amount < perNext) return timeAgo.format(-amount, unit);
    amount = Math.floor(amount / perNext);
  }
  return formatDate(timestamp);
}
