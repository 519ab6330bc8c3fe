// Message-IDs that follow from what a mail is, rather than from when it was sent.

export interface BroadcastIdentity {
  id: number;
  /** ISO time the broadcast was queued. */
  createdAt: string;
}

/**
 * The Message-ID of one member's mail of one emergency broadcast. The same on every try, so
 * a mail sent again after a crash is filed by the receiver as the mail it already has. The
 * broadcast's time keeps ids apart should a fresh database count broadcasts from 1 again,
 * and the app's host keeps them apart from another installation's.
 */
export function emergencyMessageId(appUrl: string, broadcast: BroadcastIdentity, recipientId: number): string {
  const queuedAt = new Date(broadcast.createdAt).getTime();
  return `<emergency-${broadcast.id}.${queuedAt}-${recipientId}@${new URL(appUrl).hostname}>`;
}
