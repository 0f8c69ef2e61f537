import { desc, eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Database } from '../../db/client';
import { loadOnce } from '../../load-once';
import { emailOutbox } from '../../db/schema';

/** An e-mail to send. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** What became of a message: kept in the outbox only, delivered over SMTP, or refused by SMTP. */
export type DeliveryStatus = 'stored' | 'sent' | 'failed';

/** Sends e-mail: through SMTP when configured, else into the outbox the owner reads in the app. Every
 * message is recorded in the outbox table with its transport and status either way. */
export interface Mailer {
  readonly isSmtpConfigured: boolean;
  /**
   * Records and sends a message. An SMTP failure does not throw: it is recorded as `failed` with the error
   * (the owner reads it in the outbox), so a bounced address can neither break the caller's request nor
   * reveal through a different answer that an account exists (password reset).
   */
  send(email: OutgoingEmail): Promise<DeliveryStatus>;
  listOutbox(limit?: number): Promise<(typeof emailOutbox.$inferSelect)[]>;
}

/** Creates the mailer; `smtpUrl` like smtp://user:pass@host:587 (nodemailer connection URL). */
export function createMailer(options: { db: Database; smtpUrl?: string; from: string }): Mailer {
  const { smtpUrl } = options;
  // nodemailer loads with the first message sent over SMTP, not at start-up; the transport is made once.
  const openTransport = loadOnce(async (): Promise<Transporter> => {
    const { default: nodemailer } = await import('nodemailer');
    // Short timeouts: a request that sends mail (password reset, invitation) must not hang on a dead server.
    return nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  });
  return {
    isSmtpConfigured: Boolean(smtpUrl),
    async send(email) {
      const id = crypto.randomUUID();
      await options.db.insert(emailOutbox).values({
        id,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html ?? null,
        transport: smtpUrl ? 'smtp' : 'outbox',
        status: 'stored',
      });
      if (!smtpUrl) return 'stored';
      try {
        await (await openTransport()).sendMail({ from: options.from, ...email });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await options.db
          .update(emailOutbox)
          .set({ status: 'failed', error: message })
          .where(eq(emailOutbox.id, id));
        return 'failed';
      }
      await options.db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date() })
        .where(eq(emailOutbox.id, id));
      return 'sent';
    },
    async listOutbox(limit = 100) {
      return options.db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
    },
  };
}
