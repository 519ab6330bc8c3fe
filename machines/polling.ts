// Lists that change without the member doing anything (who is online, notifications) are asked
// for again at this pace while the live stream is down and the page is visible; while it is
// open, the stream says when to ask.
export const POLL_INTERVAL_MS = 30_000;
