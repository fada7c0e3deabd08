import fc from 'fast-check';
import { ConfigError, loadConfig, parseRetrySchedule } from './app-config';

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
      signupEnabled: true,
    });
  });

  it.each([
    ['PORT', 'abc', /PORT must be an integer/],
    ['MAX_PAYLOAD_BYTES', '0', /MAX_PAYLOAD_BYTES must be between/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL must use one of/],
    ['REDIS_URL', 'nonsense', /REDIS_URL must be an absolute URL/],
    ['ALLOW_PRIVATE_DESTINATIONS', 'yes', /ALLOW_PRIVATE_DESTINATIONS must be true or false/],
    ['RETRY_SCHEDULE', '5s,5 minutes', /RETRY_SCHEDULE has a malformed delay "5 minutes"/],
    ['ENCRYPTION_KEYS', 'k1:c2hvcnQ=', /ENCRYPTION_KEYS key "k1" must be 32 bytes/],
    ['NODE_ENV', 'staging', /NODE_ENV must be/],
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
