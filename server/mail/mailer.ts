// What the rest of the server knows about sending mail.
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The Message-ID header, `<…@…>`, for a mail that may be sent more than once and must then
   * read as the same mail; left out, the transport makes up a fresh one.
   */
  messageId?: string;
}

export interface SendOptions {
  /**
   * Awaited right before the mail becomes the receiver's: before SMTP's end-of-data line, on
   * which the receiver accepts it, or before the outbox file is renamed into place. From then
   * until send() settles, the mail may have arrived without the sender knowing it yet.
   */
  beforeHandOver?: () => Promise<void>;
}

export interface Mailer {
  send(message: MailMessage, options?: SendOptions): Promise<void>;
  close(): Promise<void>;
}
