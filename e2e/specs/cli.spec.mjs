// The `hookyard` CLI as a user runs it: the built binary as a child process, against the real
// server, with a configuration folder of its own.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { startReceiver } from '../support/dashboard.mjs';
import { startStack } from '../support/stack.mjs';

const BIN = resolve(dirname(fileURLToPath(import.meta.url)), '../../cli/bin/hookyard.js');
const SCOPES = ['events:read', 'events:replay', 'deliveries:retry', 'endpoints:read', 'endpoints:write'];

/** Runs the CLI to its end; resolves with its exit code and output. */
function hookyard(args, env) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, stdout, stderr }));
  });
}

/** The JSON objects of `--json` output, one per line; fails on any line that is not one. */
function records(stdout) {
  return stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line));
}

/** Starts a long-running command; `lines()` is what it printed so far, `stop()` sends Ctrl-C. */
function background(args, env) {
  const child = spawn(process.execPath, [BIN, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolvePromise) => child.on('close', (code) => resolvePromise(code)));
  return {
    output: () => stdout,
    errors: () => stderr,
    stop: async () => {
      child.kill('SIGINT');
      return exited;
    },
  };
}

async function until(read, done, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}

describe('hookyard CLI', { timeout: 180_000 }, () => {
  let stack;
  let receiver;
  let home;
  /** The environment of a CLI run: a home of its own, nothing from HOOKYARD_* unless given. */
  let env;
  let key;
  let endpoint;

  async function call(method, path, body, headers) {
    const response = await fetch(`${stack.baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    assert.ok(response.ok, `${method} ${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  }

  async function ingest(body) {
    const accepted = await call('POST', `/api/ingest/${endpoint.token}`, body);
    return accepted.event_id;
  }

  before(async () => {
    stack = await startStack();
    receiver = await startReceiver();
    home = await mkdtemp(join(tmpdir(), 'hookyard-cli-'));
    const { HOOKYARD_URL: _url, HOOKYARD_API_KEY: _key, ...rest } = process.env;
    env = { ...rest, HOME: home, XDG_CONFIG_HOME: join(home, '.config') };

    const id = randomBytes(4).toString('hex');
    const signup = await fetch(`${stack.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `cli-${id}@example.test`, password: `correct horse ${id}`, organization_name: `CLI ${id}` }),
    });
    assert.equal(signup.status, 201);
    const session = { cookie: signup.headers.get('set-cookie').split(';')[0], 'x-csrf-token': (await signup.json()).csrf_token };
    key = (await call('POST', '/api/api-keys', { name: 'cli', scopes: SCOPES }, session)).key;
    const bearer = { authorization: `Bearer ${key}` };
    const project = (await call('GET', '/api/projects', undefined, bearer)).data[0];
    endpoint = await call('POST', '/api/endpoints', { project_id: project.id, name: 'Orders' }, bearer);
    await call('PATCH', `/api/endpoints/${endpoint.id}`, { event_type_source: { kind: 'json_pointer', pointer: '/type' } }, bearer);
    await call('POST', `/api/endpoints/${endpoint.id}/destinations`, { name: 'Laptop', url: receiver.url }, bearer);
  });

  after(async () => {
    await receiver?.close();
    await stack?.stop();
    if (home) await rm(home, { recursive: true, force: true });
  });

  it('refuses to run without credentials and saves them, owner-only, at login', async () => {
    const signedOut = await hookyard(['events', 'list'], env);
    assert.equal(signedOut.code, 1);
    assert.match(signedOut.stderr, /not signed in: run `hookyard login/);

    const refused = await hookyard(['login', '--url', stack.baseUrl, '--key', 'hy_not_a_key'], env);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /^hookyard: Unauthorized/);

    const login = await hookyard(['--json', 'login', '--url', `${stack.baseUrl}/`, '--key', key], env);
    assert.equal(login.code, 0, login.stderr);
    const [saved] = records(login.stdout);
    assert.equal(saved.url, stack.baseUrl);
    assert.equal(saved.config, join(home, '.config', 'hookyard', 'config.json'));
    assert.equal((await stat(saved.config)).mode & 0o777, 0o600);
    assert.equal((await stat(dirname(saved.config))).mode & 0o777, 0o700);

    // HOOKYARD_API_KEY overrides the saved key.
    const overridden = await hookyard(['endpoints', 'list'], { ...env, HOOKYARD_API_KEY: 'hy_not_a_key' });
    assert.equal(overridden.code, 1);
    assert.match(overridden.stderr, /Unauthorized/);
  });

  it('lists endpoints and events, reads one without its payload, retries and replays it, with --json for scripts', async () => {
    const secret = `s3cret-${randomBytes(6).toString('hex')}`;
    const eventId = await ingest({ type: 'invoice.paid', secret });
    await until(
      async () => (await hookyard(['--json', 'events', 'get', eventId], env)).stdout,
      (out) => out !== '' && records(out)[0].status === 'delivered',
    );

    const endpoints = await hookyard(['endpoints', 'list'], env);
    assert.equal(endpoints.code, 0, endpoints.stderr);
    assert.match(endpoints.stdout, new RegExp(`${endpoint.id}\\s+Orders\\s+enabled\\s+1`));

    const listed = records(
      (await hookyard(['--json', 'events', 'list', '--endpoint', endpoint.id, '--event-type', 'invoice.*', '--since', '5m'], env)).stdout,
    );
    assert.deepEqual(
      listed.map((event) => [event.event_id, event.event_type, event.status]),
      [[eventId, 'invoice.paid', 'delivered']],
    );
    const none = await hookyard(['events', 'list', '--status', 'dead_lettered'], env);
    assert.equal(none.stdout.trim(), 'no events');

    const detail = await hookyard(['events', 'get', eventId], env);
    assert.equal(detail.code, 0, detail.stderr);
    assert.match(detail.stdout, /attempt 1 .* success {2}HTTP 200/);
    assert.ok(!detail.stdout.includes(secret), 'the payload is never shown');
    assert.ok(!(await hookyard(['--json', 'events', 'get', eventId], env)).stdout.includes(secret));

    const retried = await hookyard(['events', 'retry', eventId], env);
    assert.equal(retried.code, 0, retried.stderr);
    assert.equal(retried.stdout.trim(), `${eventId}: 0 deliveries queued again`); // delivered: nothing to retry

    const replayed = records((await hookyard(['--json', 'events', 'replay', eventId], env)).stdout);
    assert.equal(replayed[0].status, 'replayed');
    assert.equal(replayed[0].delivery_jobs.length, 1);
    await until(
      () => receiver.received.filter((request) => request.webhookId === eventId).length,
      (count) => count === 2,
    );
  });

  it('answers bad input with the problem or a usage error and a non-zero exit, for any argument', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 40 }).filter((s) => !s.startsWith('-')),
        async (id) => {
          const result = await hookyard(['events', 'get', id], env);
          assert.equal(result.code, 1);
          assert.match(result.stderr, /^hookyard: (Not Found|Bad Request)/);
        },
      ),
      { numRuns: 8 },
    );
    const badSince = await hookyard(['events', 'list', '--since', 'yesterday'], env);
    assert.equal(badSince.code, 1);
    assert.match(badSince.stderr, /--since takes an RFC 3339 time/);
    const unknown = await hookyard(['events', 'frobnicate'], env);
    assert.notEqual(unknown.code, 0);
    assert.match(unknown.stderr, /unknown command 'frobnicate'/);
    const help = await hookyard(['events', 'list', '--help'], env);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /--event-type <patterns>/);
  });

  it('tail prints a new event within a second of its ingest, then its delivery once settled', async () => {
    const tail = background(['--json', 'tail', '--endpoint', endpoint.id], env);
    try {
      await new Promise((r) => setTimeout(r, 1_500)); // it has read where the list ends
      const before = Date.now();
      const eventId = await ingest({ type: 'order.created' });
      const seen = await until(
        () => records(tail.output()).find((record) => record.kind === 'event' && record.event_id === eventId),
        Boolean,
        5_000,
      );
      const seenAfter = Date.now() - before;
      assert.ok(seen, `tail never printed ${eventId}: ${tail.output()} ${tail.errors()}`);
      assert.ok(seenAfter <= 1_000, `tail printed the event ${seenAfter} ms after its ingest`);
      const settled = await until(
        () => records(tail.output()).find((record) => record.kind === 'delivery' && record.event_id === eventId),
        Boolean,
      );
      assert.deepEqual(
        [settled.event_type, settled.status, settled.destinations.map((d) => [d.name, d.status])],
        ['order.created', 'delivered', [['Laptop', 'succeeded']]],
      );
      assert.equal(records(tail.output()).filter((record) => record.event_id === eventId).length, 2);
    } finally {
      assert.equal(await tail.stop(), 0);
    }
  });
});
