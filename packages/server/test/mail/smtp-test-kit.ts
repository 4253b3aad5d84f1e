import { SMTPServer } from 'smtp-server';

// Test helpers: a real SMTP server on loopback, and just enough MIME decoding to read what it got.

export type ReceivedMail = { envelopeTo: string[]; raw: string };

export type TestSmtpServer = {
  port: number;
  url: string;
  received: ReceivedMail[];
  close: () => Promise<void>;
};

/**
 * An SMTP server on 127.0.0.1 (an ephemeral port unless one is given) that keeps every message;
 * while `refusing()` says so, it answers every recipient 451 (a temporary refusal).
 */
export const startSmtpServer = async (
  port = 0,
  options: { refusing?: () => boolean } = {},
): Promise<TestSmtpServer> => {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: nodemailer would otherwise upgrade to the server's self-signed TLS.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!options.refusing?.()) return callback();
      callback(Object.assign(new Error('Service momentanément indisponible'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        received.push({ envelopeTo, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};

const decodeQuotedPrintable = (value: string): string => {
  const bytes = value.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  // Escape bare % first so decodeURIComponent reads only the =XX sequences.
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
};

const decodeWords = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );

/** One header of a raw message, unfolded and decoded. */
export const header = (raw: string, name: string): string | undefined => {
  const head = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line === undefined ? undefined : decodeWords(line.slice(name.length + 1).trim());
};

/** The decoded body (SMTP's CRLF read as LF) of the part of this content type (text/plain, text/html). */
export const part = (raw: string, contentType: string): string | undefined => {
  const body = findPart(raw, contentType);
  return body?.replace(/\r\n/g, '\n');
};

const findPart = (raw: string, contentType: string): string | undefined => {
  for (const chunk of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const [head = '', ...rest] = chunk.split(/\r?\n\r?\n/);
    if (!head.toLowerCase().includes(`content-type: ${contentType}`)) continue;
    const body = rest.join('\r\n\r\n').replace(/\r?\n--[^\r\n]+--\s*$/, '');
    if (/content-transfer-encoding: quoted-printable/i.test(head)) return decodeQuotedPrintable(body);
    if (/content-transfer-encoding: base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8');
    return body;
  }
  return undefined;
};
