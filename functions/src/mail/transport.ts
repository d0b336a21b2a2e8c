/** The SMTP transport (nodemailer over `SMTP_URL`), one per URL and instance. */
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailAttachment } from '@clara/domain';
import { config } from '../platform/config';

const transports = new Map<string, Transporter>();

/** A sending attempt never holds a request for long: these bound a slow or silent server. */
const TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Issue 23: small text files (an interview's .ics), sent as attachments. */
  attachments?: MailAttachment[];
}

/** Whether emails can be sent at all (SMTP_URL set). */
export const mailConfigured = (): boolean => config.mail.smtpUrl() !== '';

/** Sends one email through the configured SMTP server; rejects with the server's or the network's error. */
export async function sendThroughSmtp(email: OutgoingEmail): Promise<void> {
  const url = config.mail.smtpUrl();
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport({ url, ...TIMEOUTS } as Parameters<typeof nodemailer.createTransport>[0]);
    transports.set(url, transport);
  }
  await transport.sendMail({
    from: config.mail.from(),
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    ...(email.attachments?.length
      ? {
          attachments: email.attachments.map(({ filename, contentType, content }) => ({
            filename,
            contentType,
            content,
          })),
        }
      : {}),
  });
}
