/** A real SMTP server on 127.0.0.1 (smtp-server) that parses what it receives (mailparser), for mail tests. */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail['headers'];
}

export interface SmtpSink {
  /** smtp://user:pass@127.0.0.1:port */
  url: string;
  mails: ReceivedMail[];
  /** Refuse the next n messages with a temporary error (451), as a mail server under load does. */
  refuseNext(n: number): void;
  /** The mails received for one address. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  let refuse = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, done) {
      if (auth.username === 'mailer' && auth.password === 'secret') return done(null, { user: 'mailer' });
      done(new Error('Invalid username or password'));
    },
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refuse > 0) {
          refuse--;
          const err = Object.assign(new Error('Try again later'), { responseCode: 451 });
          return done(err);
        }
        simpleParser(Buffer.concat(chunks)).then(
          (m) => {
            mails.push({
              to: (Array.isArray(m.to) ? m.to[0] : m.to)?.value[0]?.address ?? '',
              from: m.from?.value[0]?.address ?? '',
              subject: m.subject ?? '',
              text: m.text ?? '',
              html: typeof m.html === 'string' ? m.html : '',
              headers: m.headers,
            });
            done();
          },
          (err: Error) => done(err),
        );
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
  });
  return {
    url: `smtp://mailer:secret@127.0.0.1:${port}`,
    mails,
    refuseNext: (n) => void (refuse = n),
    to: (address) => mails.filter((m) => m.to === address.toLowerCase()),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The first link to `page` (e.g. '/reset-password') in a mail's text, and its token. */
export function linkIn(mail: ReceivedMail | undefined, page: string): { url: string; token: string } {
  const match = mail?.text.match(new RegExp(`https?://\\S+${page}\\?token=([\\w%.-]+)`));
  if (!match) throw new Error(`no ${page} link in mail: ${mail?.text ?? '(no mail)'}`);
  return { url: match[0], token: decodeURIComponent(match[1]!) };
}
