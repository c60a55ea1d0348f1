// The SMTP side of test sends: one nodemailer transport per configuration (a connection per
// message, nothing kept open), short timeouts so a dead mail server answers within the request
// deadline, and every failure turned into one of two stable errors.
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Logger } from 'pino';
import type { SmtpConfig } from '../../config';
import { type ApiError, errors } from '../../errors';

export interface TestMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

type Transport = Transporter<SMTPTransport.SentMessageInfo>;
const transports = new WeakMap<SmtpConfig, Transport>();

function transportFor(smtp: SmtpConfig): Transport {
  let transport = transports.get(smtp);
  if (!transport) {
    const options: SMTPTransport.Options = {
      url: smtp.url,
      connectionTimeout: 5000,
      greetingTimeout: 5000,
      socketTimeout: 10_000,
      // The URL may carry a password: nodemailer must not log it (or anything).
      logger: false,
      debug: false,
    };
    transport = nodemailer.createTransport(options);
    transports.set(smtp, transport);
  }
  return transport;
}

/** Sends one message; throws `smtp_unavailable` (503) or `smtp_rejected` (502) when it did not go out. */
export async function sendTestMessage(smtp: SmtpConfig, message: TestMessage, logger: Logger): Promise<void> {
  try {
    await transportFor(smtp).sendMail({
      from: smtp.from,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      headers: { 'Auto-Submitted': 'auto-generated', 'X-Email-Builder-Test': 'yes' },
    });
  } catch (error) {
    const failure = classify(error);
    logger.warn(
      { code: failure.code, smtpCode: (error as SmtpError)?.code, responseCode: (error as SmtpError)?.responseCode },
      'test send failed',
    );
    throw failure;
  }
}

interface SmtpError {
  code?: string;
  responseCode?: number;
}

/** A permanent refusal (5xx, bad credentials, a refused sender or recipient) is 502; anything else — no connection, a timeout, a 4xx "try later" — is 503. */
function classify(error: unknown): ApiError {
  const { code, responseCode } = (error ?? {}) as SmtpError;
  if (responseCode !== undefined && responseCode >= 400 && responseCode < 500) return errors.smtpUnavailable();
  const refused =
    (responseCode !== undefined && responseCode >= 500) ||
    code === 'EAUTH' ||
    code === 'EENVELOPE' ||
    code === 'EMESSAGE';
  return refused ? errors.smtpRejected() : errors.smtpUnavailable();
}
