import { Logger as NestLogger } from '@nestjs/common';
import fc from 'fast-check';
import { accessLevel, INGEST_ROUTE } from './access-log';
import { loadConfig } from '../config/app-config';
import { createLogger, logStarted, REDACTED_FIELDS, withoutCredentials } from './logger';
import { PinoNestLogger } from './nest-logger';

async function capture(level: 'debug' | 'info' = 'debug') {
  const raw: string[] = [];
  const logger = await createLogger({ logLevel: level, logFormat: 'json' }, { write: (chunk: string) => raw.push(chunk) });
  return { logger, raw, lines: () => raw.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

/** A value no log line could hold by chance. */
const secretValue = fc.string({ minLength: 8, maxLength: 40 }).map((text) => `S3CRET-${Buffer.from(text).toString('hex')}`);

describe('the logger', () => {
  it('redacts every secret field, at the top of a logged object and two levels down', async () => {
    const { logger, raw } = await capture();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...REDACTED_FIELDS), fc.integer({ min: 0, max: 2 }), secretValue, async (field, depth, secret) => {
        let logged: Record<string, unknown> = { [field]: secret };
        for (let level = 0; level < depth; level++) logged = { [`level${level}`]: logged };
        raw.length = 0;
        logger.info(logged, 'a line');
        expect(raw).toHaveLength(1);
        expect(raw[0]).not.toContain(secret);
        expect(raw[0]).toContain('[redacted]');
      }),
    );
  });

  it('leaves only the pattern of an ingest URL in a message, whatever the token', async () => {
    const { logger, raw } = await capture();
    const token = fc.stringMatching(/^[A-Za-z0-9_.~%-]{6,60}$/);
    await fc.assert(
      fc.asyncProperty(token, fc.constantFrom('', '?x=1', '/extra', ' failed'), async (secret, tail) => {
        raw.length = 0;
        logger.error(`GET /api/ingest/${secret}${tail} went wrong`);
        expect(raw[0]).not.toContain(secret);
        expect(raw[0]).toContain('/api/ingest/:endpointToken');
      }),
    );
  });

  it('shows a request Fastify logs (its own error lines pass `req`) by method, route pattern and id, never its URL or headers', async () => {
    const { logger, raw } = await capture();
    const token = fc.stringMatching(/^[A-Za-z0-9_-]{8,60}$/);
    await fc.assert(
      fc.asyncProperty(token, secretValue, async (secret, credential) => {
        raw.length = 0;
        const req = {
          method: 'POST',
          url: `/api/ingest/${secret}?t=${secret}`,
          routeOptions: { url: INGEST_ROUTE },
          id: 'r1',
          headers: { authorization: credential },
        };
        logger.error({ req, err: new Error('boom') }, 'request errored');
        expect(raw[0]).not.toContain(secret);
        expect(raw[0]).not.toContain(credential);
        expect(JSON.parse(raw[0]).req).toEqual({ method: 'POST', route: INGEST_ROUTE, request_id: 'r1' });
      }),
    );
  });

  it('names the database and Redis by place, never by user or password', () => {
    const userinfo = fc.stringMatching(/^[A-Za-z0-9]{4,20}$/).map((text) => `U${text}`);
    fc.assert(
      fc.property(userinfo, userinfo, fc.constantFrom('postgres', 'redis', 'rediss'), (user, password, scheme) => {
        const url = `${scheme}://${user}:${password}@db.internal:6000/hookyard?password=${password}`;
        const shown = withoutCredentials(url);
        expect(shown).toBe(`${scheme}://db.internal:6000/hookyard`);
      }),
    );
  });

  it("writes Nest's Logger lines as pino lines with their context, bootstrap chatter at debug", async () => {
    const { logger, lines } = await capture('info');
    const nest = new PinoNestLogger(logger);
    nest.log('Mapped {/api/events, GET} route', 'RouterExplorer');
    nest.log('archived 3 event(s)', 'RetentionService');
    nest.error('request failed', 'Error: boom\n    at x', 'Problem');
    nest.debug({ msg: 'delivery success', job_id: 'j1' }, 'DeliveryService');
    nest.warn({ msg: 'delivery failed', job_id: 'j2' }, 'DeliveryService');
    expect(lines()).toEqual([
      expect.objectContaining({ level: 'info', context: 'RetentionService', msg: 'archived 3 event(s)' }),
      expect.objectContaining({ level: 'error', context: 'Problem', msg: 'request failed', stack: 'Error: boom\n    at x' }),
      expect.objectContaining({ level: 'warn', context: 'DeliveryService', msg: 'delivery failed', job_id: 'j2' }),
    ]);
  });

  it('receives every `new Logger(X)` once Nest uses it', async () => {
    const { logger, lines } = await capture('info');
    NestLogger.overrideLogger(new PinoNestLogger(logger));
    try {
      new NestLogger('SomeService').warn('careful');
      expect(lines()).toEqual([expect.objectContaining({ level: 'warn', context: 'SomeService', msg: 'careful' })]);
    } finally {
      NestLogger.overrideLogger(true);
    }
  });
});

describe('logStarted', () => {
  const keys = `k1:${Buffer.alloc(32, 1).toString('base64')}`;

  it("names a worker's lanes (WORKER_LANES) in its start line, and none for the api, which works no queue", async () => {
    const { logger, lines } = await capture('info');
    for (const [lanes, role] of [
      ['live', 'worker'],
      ['bulk', 'worker'],
      [undefined, 'combined'],
      ['bulk', 'api'],
    ] as const) {
      const env = { ENCRYPTION_KEYS: keys, DATABASE_URL: 'postgres://hookyard:s3cret-pw@db.internal:5432/hookyard' };
      logStarted(logger, loadConfig(lanes ? { ...env, WORKER_LANES: lanes } : env), role);
    }
    expect(lines().map((line) => [line.role, line.worker_lanes, String(line.msg).replace(/ \d+\.\d+\.\d+\S* /, ' ')])).toEqual([
      ['worker', ['live'], 'hookyard worker started, lanes live'],
      ['worker', ['bulk'], 'hookyard worker started, lanes bulk'],
      ['combined', ['live', 'bulk'], 'hookyard combined started, lanes live,bulk'],
      ['api', null, 'hookyard api started'],
    ]);
    expect(JSON.stringify(lines())).not.toContain('s3cret-pw');
  });
});

describe('accessLevel', () => {
  it('puts errors at error, accepted ingests and passing probes at debug, everything else at info', () => {
    const route = fc.constantFrom(INGEST_ROUTE, '/healthz', '/metrics', '/api/events', '/api/auth/login', null);
    fc.assert(
      fc.property(route, fc.integer({ min: 100, max: 599 }), (pattern, status) => {
        const quiet = pattern !== null && ['/api/ingest/:endpointToken', '/healthz', '/readyz', '/metrics'].includes(pattern);
        const expected = status >= 500 ? 'error' : status < 400 && quiet ? 'debug' : 'info';
        expect(accessLevel(pattern, status)).toBe(expected);
      }),
    );
  });
});
