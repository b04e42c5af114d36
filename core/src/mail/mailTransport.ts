import nodemailer from 'nodemailer';
import type { MailTransportName } from './mailRow.ts';

export interface MailEnvelope {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** Where delivered mail goes: an SMTP server, or the built-in mailbox (the outbox row itself). */
export interface MailTransport {
  name: MailTransportName;
  /** Delivers the message; answers the Message-ID when the transport gives one. */
  deliver(envelope: MailEnvelope): Promise<{ messageId: string | null }>;
}

export const mailboxTransport: MailTransport = {
  name: 'mailbox',
  // The outbox row is the mailbox: marking it sent is the delivery.
  deliver: async () => ({ messageId: null }),
};

/** SMTP through nodemailer; the URL carries host, port, credentials and TLS (smtps://). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async deliver(envelope) {
      const info = await transporter.sendMail({
        from: envelope.from,
        to: envelope.to,
        subject: envelope.subject,
        text: envelope.text,
        ...(envelope.html !== null ? { html: envelope.html } : {}),
      });
      return { messageId: info.messageId ?? null };
    },
  };
}
