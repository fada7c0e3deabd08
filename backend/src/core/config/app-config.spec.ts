import fc from 'fast-check';
import { ConfigError, loadConfig, parseRetrySchedule, parseTrustProxy } from './app-config';

const keys = `k1:${Buffer.alloc(32, 1).toString('base64')}`;
const load = (env: Record<string, string>) => loadConfig({ ENCRYPTION_KEYS: keys, ...env });

describe('loadConfig', () => {
  it('has a working default for every variable', () => {
    const config = load({});
    expect(config).toMatchObject({
      port: 3000,
      publicBaseUrl: 'http://localhost:3000',
      maxPayloadBytes: 1048576,
      ingestRatePerSecond: 100,
      ingestRateBurst: 200,
      retryScheduleMs: [5000, 300000, 1800000, 7200000, 18000000, 36000000, 36000000],
      allowPrivateDestinations: false,
      retentionDays: 30,
      databaseReadUrl: null,
      signupEnabled: true,
      organizationConcurrency: 50,
      slowDestinationTimeouts: 3,
    });
  });

  it('reads DATABASE_READ_URL, the replica the lag-tolerant reads go to', () => {
    expect(load({ DATABASE_READ_URL: 'postgres://reader@127.0.0.1:5433/hookyard' }).databaseReadUrl).toBe(
      'postgres://reader@127.0.0.1:5433/hookyard',
    );
  });

  it('reads the fairness caps; SLOW_DESTINATION_TIMEOUTS=0 turns the backoff off', () => {
    expect(load({ ORGANIZATION_CONCURRENCY: '7', SLOW_DESTINATION_TIMEOUTS: '0' })).toMatchObject({
      organizationConcurrency: 7,
      slowDestinationTimeouts: 0,
    });
  });

  it.each([
    ['PORT', 'abc', /PORT must be an integer/],
    ['MAX_PAYLOAD_BYTES', '0', /MAX_PAYLOAD_BYTES must be between/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL must use one of/],
    ['DATABASE_READ_URL', 'redis://127.0.0.1:6379', /DATABASE_READ_URL must use one of/],
    ['REDIS_URL', 'nonsense', /REDIS_URL must be an absolute URL/],
    ['ALLOW_PRIVATE_DESTINATIONS', 'yes', /ALLOW_PRIVATE_DESTINATIONS must be true or false/],
    ['RETRY_SCHEDULE', '5s,5 minutes', /RETRY_SCHEDULE has a malformed delay "5 minutes"/],
    ['ENCRYPTION_KEYS', 'k1:c2hvcnQ=', /ENCRYPTION_KEYS key "k1" must be 32 bytes/],
    ['NODE_ENV', 'staging', /NODE_ENV must be/],
    ['ORGANIZATION_CONCURRENCY', '0', /ORGANIZATION_CONCURRENCY must be between 1 and/],
    ['SLOW_DESTINATION_TIMEOUTS', '-1', /SLOW_DESTINATION_TIMEOUTS must be an integer/],
  ])('names %s when its value %s is bad', (name, value, message) => {
    expect(() => load({ [name]: value })).toThrow(ConfigError);
    expect(() => load({ [name]: value })).toThrow(message);
  });

  it('logs JSON lines unless a person reads them: pretty only on a terminal outside production, LOG_FORMAT wins', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('development', 'production', 'test'),
        fc.boolean(),
        fc.constantFrom(undefined, 'json', 'pretty'),
        (nodeEnv, tty, format) => {
          const config = loadConfig({ ENCRYPTION_KEYS: keys, NODE_ENV: nodeEnv, ...(format ? { LOG_FORMAT: format } : {}) }, tty);
          expect(config.logFormat).toBe(format ?? (tty && nodeEnv !== 'production' ? 'pretty' : 'json'));
        },
      ),
    );
    expect(() => load({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT must be json or pretty/);
  });

  it('requires ENCRYPTION_KEYS in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ENCRYPTION_KEYS is required in production/);
  });
});

describe('parseRetrySchedule', () => {
  it('understands ms, s, m and h', () => {
    expect(parseRetrySchedule('250ms,5s,5m,2h')).toEqual([250, 5000, 300000, 7200000]);
  });
});

describe('parseTrustProxy', () => {
  it('takes nothing, a hop count, or addresses and CIDR ranges', () => {
    expect([undefined, '', 'false', '0'].map(parseTrustProxy)).toEqual([false, false, false, false]);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1,fd00::/8')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1', 'fd00::/8']);
  });

  it('refuses true (every hop trusted) and anything that is not a count, an address or a range', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom('true', '17', '10.0.0.0/33', '::/129', '10.0.0.1/8/1', 'proxy.internal', '1.2.3', '10.0.0.1,'),
          fc.string().filter((s) => !/^[\d.:a-f/, ]*$/i.test(s) && s !== 'false'),
        ),
        (raw) => {
          expect(() => parseTrustProxy(raw)).toThrow(/TRUST_PROXY/);
        },
      ),
    );
  });
});
