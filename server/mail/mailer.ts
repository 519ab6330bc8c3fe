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

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
