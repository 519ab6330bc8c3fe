import fp from 'fastify-plugin';
import { createOutboxMailer } from '../mail/outbox.ts';
import { createSmtpMailer } from '../mail/smtp.ts';

/** app.mailer: SMTP when SMTP_URL is set, else the local outbox. */
export const mailPlugin = fp(
  async (app) => {
    const { smtpUrl, mailFrom, mailDir, now } = app.config;
    const mailer = smtpUrl ? createSmtpMailer(smtpUrl, mailFrom) : createOutboxMailer(mailDir, app.log, now);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.close();
    });
  },
  { name: 'mail' },
);
