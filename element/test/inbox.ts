// The element suite's real SMTP server (server/test/smtp.ts), with what it received readable from
// the browser: `GET <url>/` lists every message as parsed (envelope, subject, HTML, text).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSmtp } from '../../server/test/smtp';

export interface InboxMessage {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
}

export interface Inbox {
  /** SMTP_URL for the API. */
  smtpUrl: string;
  /** Where the browser reads the received messages. */
  url: string;
  close(): Promise<void>;
}

export async function startInbox(): Promise<Inbox> {
  const smtp = await startSmtp();
  const server: Server = createServer((_req, res) => {
    const messages: InboxMessage[] = smtp.received.map(({ from, to, mail }) => ({
      from,
      to,
      subject: mail.subject ?? '',
      html: mail.html || '',
      text: mail.text ?? '',
    }));
    res.writeHead(200, {
      'Content-Type': 'application/json',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'no-store',
    });
    res.end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    smtpUrl: smtp.url,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await smtp.close();
    },
  };
}
