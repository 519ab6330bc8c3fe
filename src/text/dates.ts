// Dates for people: the server sends ISO-8601 UTC; members read them in Jakarta time, in Indonesian.
const peopleDate = new Intl.DateTimeFormat('id-ID', {
  timeZone: 'Asia/Jakarta',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "2023-08-25T03:00:00.000Z" → "25 Agu 2023"; a text that is no date is shown as it came. */
export function formatDate(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : peopleDate.format(date);
}

const timeAgo = new Intl.RelativeTimeFormat('id-ID', { numeric: 'auto' });

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
  for (const [unit, perNext] of AGO_UNITS) {
    if (amount < perNext) return timeAgo.format(-amount, unit);
    amount = Math.floor(amount / perNext);
  }
  return formatDate(timestamp);
}
