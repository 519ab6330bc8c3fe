export interface ThreadsTabProps {
  username: string;
  isOwner: boolean;
}

/** The threads of one member (the Threads tab of a profile). */
export function ThreadsTab(_props: ThreadsTabProps) {
  return null;
}
