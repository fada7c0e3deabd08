import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { PASSWORD, sessionHeaders, signup } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

/** The text of a received message: its quoted-printable soft line breaks and escapes undone. */
function decoded(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * docs/http.md, Invitations: with SMTP_URL set, an invitation is also e-mailed, through a real SMTP
 * exchange with a server this test starts (plain SMTP with a login, as a local relay would take it).
 */
describe('invitations by e-mail (SMTP_URL)', () => {
  let smtp: SMTPServer;
  let api: TestApp;
  const received: Received[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'hookyard' && auth.password === 's3cret pass') callback(null, { user: auth.username });
        else callback(new Error('invalid login'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            user: session.user as string | undefined,
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    api = await startTestApp({
      SMTP_URL: `smtp://hookyard:${encodeURIComponent('s3cret pass')}@127.0.0.1:${port}`,
      SMTP_FROM: 'Hookyard <hookyard@example.test>',
      PUBLIC_BASE_URL: 'https://hooks.example.test',
    });
  });

  afterAll(async () => {
    await api.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('e-mails the link to the invited address, signed in to the SMTP server, and says so', async () => {
    const owner = await signup(api.url);
    const email = `mailed-${randomUUID()}@example.test`;
    const res = await request(api.url).post('/api/invitations').set(sessionHeaders(owner)).send({ email, role: 'developer' }).expect(201);
    expect(res.body.email_sent).toBe(true);
    expect(res.body.invite_url).toMatch(/^https:\/\/hooks\.example\.test\/invitations\/accept\?token=[A-Za-z0-9_-]{43}$/);

    const message = received.find((m) => m.to.includes(email));
    expect(message).toBeDefined();
    expect(message!.user).toBe('hookyard');
    expect(message!.from).toBe('hookyard@example.test');
    const text = decoded(message!.raw);
    expect(text).toMatch(/^From: Hookyard <hookyard@example\.test>$/m);
    expect(text).toMatch(new RegExp(`^To: ${email.replace(/[.]/g, '\\.')}$`, 'm'));
    expect(text).toMatch(/^Subject: You are invited to /m);
    expect(text).toContain(res.body.invite_url);
    expect(text).toContain(owner.email);
    expect(text).toContain('developer');

    // The mailed link works.
    const token = new URL(res.body.invite_url).searchParams.get('token')!;
    await request(api.url).post('/api/auth/accept-invitation').send({ token, name: 'Mailed', password: PASSWORD }).expect(200);
  });

  it('still creates the invitation when the SMTP server refuses, and says it was not sent', async () => {
    const down = await startTestApp({ SMTP_URL: 'smtp://hookyard:wrong@127.0.0.1:1' }, { worker: false });
    try {
      const owner = await signup(down.url);
      const res = await request(down.url)
        .post('/api/invitations')
        .set(sessionHeaders(owner))
        .send({ email: `unsent-${randomUUID()}@example.test`, role: 'viewer' })
        .expect(201);
      expect(res.body.email_sent).toBe(false);
      const list = await request(down.url).get('/api/invitations').set('cookie', owner.cookie).expect(200);
      expect(list.body.data.map((i: { id: string }) => i.id)).toEqual([res.body.id]);
    } finally {
      await down.close();
    }
  });
});
