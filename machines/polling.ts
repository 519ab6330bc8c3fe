// Lists that change without the member doing anything (who is online, notifications) are asked
// for again at this pace while the page is visible. The server counts a member as online for five
// minutes after their last call, so this also keeps an open tab online.
export const POLL_INTERVAL_MS = 30_000;
