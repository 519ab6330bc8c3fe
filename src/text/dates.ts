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
