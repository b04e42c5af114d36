import type { AddressInfo } from 'node:net';
import smtp from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  user: string | undefined;
}

export interface SmtpTestServer {
  url: string;
  received: ReceivedMail[];
  /** The answer to the next RCPT TO commands: null accepts, a code refuses (4xx for now, 5xx for good). */
  refuseRecipients: number | null;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 and a free port, requiring the given login, keeping what it receives. */
export async function startSmtpTestServer(login: { user: string; pass: string }): Promise<SmtpTestServer> {
  const state: SmtpTestServer = { url: '', received: [], refuseRecipients: null, close: async () => undefined };
  const server = new smtp.SMTPServer({
    // Plain SMTP on the loopback: no certificate to trust in a test.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === login.user && auth.password === login.pass) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, callback) {
      if (state.refuseRecipients === null) return callback();
      const error = Object.assign(new Error('Recipient refused'), { responseCode: state.refuseRecipients });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        state.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: session.user,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://${encodeURIComponent(login.user)}:${encodeURIComponent(login.pass)}@127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
