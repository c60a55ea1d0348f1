// A real SMTP server in-process (smtp-server) that parses what arrives (mailparser): for the
// test-send suites of the server and the element. Plain async helpers, no vitest imports.
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../scripts/redis';

export interface ReceivedMail {
  /** The SMTP envelope: MAIL FROM and RCPT TO, as the server saw them. */
  from: string;
  to: string[];
  mail: ParsedMail;
}

export interface TestSmtp {
  /** `smtp://user:password@127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** The next message to arrive (or one already waiting that no earlier call took). */
  next(timeoutMs?: number): Promise<ReceivedMail>;
  /** While set, every RCPT TO is answered with this code (e.g. 550: permanent, 451: try later). */
  refuseRecipients: number | null;
  close(): Promise<void>;
}

export const SMTP_USER = 'builder';
export const SMTP_PASSWORD = 'smtp-test-password';

export async function startSmtp(): Promise<TestSmtp> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  const waiting: Array<(mail: ReceivedMail) => void> = [];
  let taken = 0;
  const state: TestSmtp = {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    received,
    refuseRecipients: null,
    next(timeoutMs = 10_000) {
      const ready = received[taken];
      if (ready) {
        taken++;
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no mail arrived')), timeoutMs);
        waiting.push((mail) => {
          clearTimeout(timer);
          taken++;
          resolve(mail);
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to trust, so no STARTTLS; AUTH still required.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
      else callback(new Error('invalid credentials'));
    },
    onRcptTo(_address, _session, callback) {
      if (state.refuseRecipients === null) return callback();
      const error = new Error('recipient refused') as Error & { responseCode: number };
      error.responseCode = state.refuseRecipients;
      callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const envelope = session.envelope;
          const entry = {
            from: envelope.mailFrom ? envelope.mailFrom.address : '',
            to: envelope.rcptTo.map((r) => r.address),
            mail,
          };
          received.push(entry);
          waiting.shift()?.(entry);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return state;
}

/** Every address of a parsed To/Cc header. */
export function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((o) => o.value.map((v) => v.address ?? ''));
}
