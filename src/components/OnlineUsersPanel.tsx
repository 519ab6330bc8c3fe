/** Who is online right now (the right panel of the explorer). */
export function OnlineUsersPanel() {
  return null;
}
