import type { MailMessage } from '@lms/sdk';
import { displayCode } from '../schemas/paymentCode.ts';

export interface GiftMailFacts {
  recipientName: string;
  recipientEmail: string;
  purchaserName: string;
  title: string;
  code: string;
  targetId: string;
  /** This site's public origin (never a request's Host). */
  origin: string;
}

/** The recipient's mail: who gave what, the code, and where to redeem it (/redeem/{id}). */
export function giftMail(facts: GiftMailFacts): MailMessage {
  const link = `${facts.origin}/redeem/${facts.targetId}`;
  const code = displayCode(facts.code);
  return {
    to: facts.recipientEmail,
    subject: `${facts.purchaserName} gave you ${facts.title}`,
    kind: 'gift',
    text: [
      `Hello ${facts.recipientName},`,
      '',
      `${facts.purchaserName} bought you ${facts.title} as a gift.`,
      '',
      `Your access code: ${code}`,
      '',
      `Redeem it at ${link} (create an account or log in first).`,
    ].join('\n'),
  };
}
