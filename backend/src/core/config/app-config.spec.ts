import fc from 'fast-check';
import {
  ConfigError,
  loadConfig,
  parseRedisClusterNodes,
  parseRetrySchedule,
  parseShownSenderHeaders,
  parseTracing,
  parseTrustProxy,
  parseWorkerLanes,
} from './app-config';
import { bullPrefix } from '../queue/redis';

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
      eventRetentionDays: null,
      auditRetentionDays: 365,
      databaseReadUrl: null,
      signupEnabled: true,
      ssoAllowHttpIssuers: false,
      organizationConcurrency: 50,
      slowDestinationTimeouts: 3,
      transformTimeoutMs: 100,
      workerLanes: { live: true, bulk: true },
      workerPort: null,
    });
  });

  it('reads WORKER_PORT, any port from 1 to 65535, and refuses anything else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 65535 }), (port) => {
        expect(load({ WORKER_PORT: String(port) }).workerPort).toBe(port);
      }),
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 65536 }).map(String), fc.constant('0'), fc.stringMatching(/^[^\d]+$|^-\d+$|^\d+\.\d+$/)),
        (raw) => {
          expect(() => load({ WORKER_PORT: raw })).toThrow(/^Invalid configuration: WORKER_PORT must be /);
        },
      ),
    );
  });

  it('reads EVENT_RETENTION_DAYS when it is at least RETENTION_DAYS, and refuses it below with a message naming both', () => {
    const retention = fc.integer({ min: 1, max: 3650 });
    fc.assert(
      fc.property(retention, fc.integer({ min: 0, max: 36500 }), (days, extra) => {
        const eventDays = Math.min(days + extra, 36500);
        const config = load({ RETENTION_DAYS: String(days), EVENT_RETENTION_DAYS: String(eventDays) });
        expect(config).toMatchObject({ retentionDays: days, eventRetentionDays: eventDays });
      }),
    );
    fc.assert(
      fc.property(
        retention.filter((days) => days > 1),
        fc.nat(),
        (days, seed) => {
          const eventDays = 1 + (seed % (days - 1));
          expect(() => load({ RETENTION_DAYS: String(days), EVENT_RETENTION_DAYS: String(eventDays) })).toThrow(
            new ConfigError(
              `Invalid configuration: EVENT_RETENTION_DAYS must be at least RETENTION_DAYS (${days}): an event is deleted only once its payload is gone, got ${eventDays}`,
            ),
          );
        },
      ),
    );
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom('0', '36501', '-3', '2.5', 'never'), fc.stringMatching(/^[^\d]+$/)), (raw) => {
        expect(() => load({ EVENT_RETENTION_DAYS: raw })).toThrow(/^Invalid configuration: EVENT_RETENTION_DAYS must be /);
      }),
    );
  });

  it('reads AUDIT_RETENTION_DAYS, 1 to 36500, and refuses anything else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 36500 }), (days) => {
        expect(load({ AUDIT_RETENTION_DAYS: String(days) }).auditRetentionDays).toBe(days);
      }),
    );
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom('0', '36501', '-3', '2.5', 'forever'), fc.stringMatching(/^[^\d]+$/)), (raw) => {
        expect(() => load({ AUDIT_RETENTION_DAYS: raw })).toThrow(/^Invalid configuration: AUDIT_RETENTION_DAYS must be /);
      }),
    );
  });

  it('reads DATABASE_READ_URL, the replica the lag-tolerant reads go to', () => {
    expect(load({ DATABASE_READ_URL: 'postgres://reader@127.0.0.1:5433/hookyard' }).databaseReadUrl).toBe(
      'postgres://reader@127.0.0.1:5433/hookyard',
    );
  });

  it('reads SSO_ALLOW_HTTP_ISSUERS', () => {
    expect(load({ SSO_ALLOW_HTTP_ISSUERS: 'true' }).ssoAllowHttpIssuers).toBe(true);
  });

  it('reads TRANSFORM_TIMEOUT_MS', () => {
    expect(load({ TRANSFORM_TIMEOUT_MS: '250' }).transformTimeoutMs).toBe(250);
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
    ['SSO_ALLOW_HTTP_ISSUERS', 'yes', /SSO_ALLOW_HTTP_ISSUERS must be true or false/],
    ['RETRY_SCHEDULE', '5s,5 minutes', /RETRY_SCHEDULE has a malformed delay "5 minutes"/],
    ['ENCRYPTION_KEYS', 'k1:c2hvcnQ=', /ENCRYPTION_KEYS key "k1" must be 32 bytes/],
    ['NODE_ENV', 'staging', /NODE_ENV must be/],
    ['ORGANIZATION_CONCURRENCY', '0', /ORGANIZATION_CONCURRENCY must be between 1 and/],
    ['SLOW_DESTINATION_TIMEOUTS', '-1', /SLOW_DESTINATION_TIMEOUTS must be an integer/],
    ['TRANSFORM_TIMEOUT_MS', '0', /TRANSFORM_TIMEOUT_MS must be between 1 and 10000/],
    ['TRANSFORM_TIMEOUT_MS', '10001', /TRANSFORM_TIMEOUT_MS must be between 1 and 10000/],
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

describe('parseRedisClusterNodes (REDIS_CLUSTER_NODES)', () => {
  const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((parts) => parts.join('.'));
  const hostname = fc.domain();
  const port = fc.integer({ min: 1, max: 65535 });

  it('reads back every list of distinct host:port nodes, IPv6 in brackets', () => {
    const node = fc.record({ host: fc.oneof(ipv4, hostname, fc.ipV6()), port });
    fc.assert(
      fc.property(
        fc.uniqueArray(node, { minLength: 1, maxLength: 8, selector: ({ host, port }) => `${host.toLowerCase()}:${port}` }),
        (nodes) => {
          const raw = nodes.map(({ host, port }) => (host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`)).join(', ');
          expect(parseRedisClusterNodes(raw)).toEqual(nodes);
        },
      ),
    );
  });

  it('is single Redis when unset or empty', () => {
    expect(parseRedisClusterNodes(undefined)).toBeNull();
    expect(parseRedisClusterNodes(' ')).toBeNull();
    expect(load({}).redisClusterNodes).toBeNull();
  });

  it.each([
    '127.0.0.1',
    '127.0.0.1:0',
    '127.0.0.1:65536',
    'redis://127.0.0.1:7000',
    '::1:7000',
    '[localhost]:7000',
    'a_b:7000',
    '127.0.0.1:7000,',
    '127.0.0.1:7000,127.0.0.1:7000',
  ])('refuses %j, naming the variable', (raw) => {
    expect(() => load({ REDIS_CLUSTER_NODES: raw })).toThrow(ConfigError);
    expect(() => load({ REDIS_CLUSTER_NODES: raw })).toThrow(/REDIS_CLUSTER_NODES/);
  });

  it("puts BullMQ's keys under one hash tag on a cluster only", () => {
    const cluster = load({ REDIS_CLUSTER_NODES: '10.0.0.1:7000,10.0.0.2:7000', REDIS_PREFIX: 'hy' });
    expect(cluster.redisClusterNodes).toEqual([
      { host: '10.0.0.1', port: 7000 },
      { host: '10.0.0.2', port: 7000 },
    ]);
    expect(bullPrefix(cluster)).toBe('{hy}');
    expect(bullPrefix(load({ REDIS_PREFIX: 'hy' }))).toBe('hy');
  });
});

describe('parseWorkerLanes (WORKER_LANES)', () => {
  const LANES = ['live', 'bulk'] as const;
  /** Spaces and tabs around a name, which are ignored. */
  const padding = fc.stringMatching(/^[ \t]{0,3}$/);
  const padded = (name: string) => fc.tuple(padding, padding).map(([before, after]) => `${before}${name}${after}`);
  /** A list of distinct lanes, in any order, each maybe padded. */
  const lanesList = fc
    .shuffledSubarray([...LANES], { minLength: 1 })
    .chain((names) => fc.tuple(...names.map(padded)).map((entries) => ({ names, raw: entries.join(',') })));
  /** `entry` put at any position of a valid list (or alone). */
  const withEntry = (entry: fc.Arbitrary<string>) =>
    fc
      .tuple(fc.shuffledSubarray([...LANES]), entry, fc.nat())
      .map(([names, odd, at]) => [...names.slice(0, at % (names.length + 1)), odd, ...names.slice(at % (names.length + 1))].join(','));

  it('is both lanes when unset', () => {
    expect(parseWorkerLanes(undefined)).toEqual({ live: true, bulk: true });
  });

  it('takes every list of distinct lanes, in any order, with spaces around the names', () => {
    fc.assert(
      fc.property(lanesList, ({ names, raw }) => {
        expect(load({ WORKER_LANES: raw }).workerLanes).toEqual({ live: names.includes('live'), bulk: names.includes('bulk') });
      }),
    );
    expect(parseWorkerLanes('live')).toEqual({ live: true, bulk: false });
    expect(parseWorkerLanes('bulk')).toEqual({ live: false, bulk: true });
    expect(parseWorkerLanes(' bulk , live ')).toEqual({ live: true, bulk: true });
  });

  it('refuses an empty value and an empty name', () => {
    fc.assert(
      fc.property(padding, (blank) => {
        expect(() => parseWorkerLanes(blank)).toThrow(/WORKER_LANES must name at least one lane/);
      }),
    );
    fc.assert(
      fc.property(withEntry(padding), (raw) => {
        fc.pre(raw.trim() !== '');
        expect(() => parseWorkerLanes(raw)).toThrow(/WORKER_LANES has an empty lane name/);
      }),
    );
  });

  it('refuses a name that is not a lane, naming it', () => {
    const unknown = fc.oneof(
      fc.constantFrom('LIVE', 'Bulk', 'deliveries', 'operations', 'all', 'live bulk', 'live;bulk'),
      fc.string({ minLength: 1, maxLength: 12 }).filter((name) => !name.includes(',') && name.trim() !== ''),
    );
    fc.assert(
      fc.property(
        unknown.chain((name) => withEntry(fc.constant(name)).map((raw) => ({ name, raw }))),
        ({ name, raw }) => {
          fc.pre(!(LANES as readonly string[]).includes(name.trim()));
          expect(() => parseWorkerLanes(raw)).toThrow(ConfigError);
          expect(() => parseWorkerLanes(raw)).toThrow(`WORKER_LANES has an unknown lane "${name.trim()}" (the lanes are live and bulk)`);
        },
      ),
    );
  });

  it('refuses a lane named twice', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANES).chain((lane) => withEntry(padded(lane)).map((raw) => ({ lane, raw }))),
        ({ lane, raw }) => {
          fc.pre(raw.split(',').filter((name) => name.trim() === lane).length === 2);
          expect(() => parseWorkerLanes(raw)).toThrow(`WORKER_LANES names the lane "${lane}" twice`);
        },
      ),
    );
  });

  it('fails the whole configuration, naming the variable', () => {
    for (const raw of ['', 'live,', 'live,live', 'replay']) {
      expect(() => load({ WORKER_LANES: raw })).toThrow(ConfigError);
      expect(() => load({ WORKER_LANES: raw })).toThrow(/^Invalid configuration: WORKER_LANES /);
    }
  });
});

describe('parseShownSenderHeaders (SHOWN_SENDER_HEADERS)', () => {
  const fieldName = fc.stringMatching(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,20}$/);
  const padding = fc.stringMatching(/^[ \t]{0,2}$/);

  it('is empty when unset or blank', () => {
    expect(parseShownSenderHeaders(undefined)).toEqual([]);
    expect(load({}).shownSenderHeaders).toEqual([]);
    fc.assert(fc.property(padding, (blank) => expect(parseShownSenderHeaders(blank)).toEqual([])));
  });

  it('takes any list of header names, in any case, padded, as distinct lower-case names', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(padding, fieldName, padding), { minLength: 1, maxLength: 6 }), (entries) => {
        const raw = entries.map(([before, name, after]) => `${before}${name}${after}`).join(',');
        const expected = [...new Set(entries.map(([, name]) => name.toLowerCase()))];
        expect(load({ SHOWN_SENDER_HEADERS: raw }).shownSenderHeaders).toEqual(expected);
      }),
    );
  });

  it('refuses an entry that is not a header name, naming it and the variable', () => {
    const notAName = fc
      .string({ minLength: 0, maxLength: 12 })
      .filter((name) => !name.includes(',') && !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name.trim()));
    fc.assert(
      fc.property(fc.array(fieldName, { maxLength: 3 }), notAName, fc.nat(), (names, odd, at) => {
        const list = [...names];
        list.splice(at % (names.length + 1), 0, odd);
        const raw = list.join(',');
        fc.pre(raw.trim() !== '');
        expect(() => load({ SHOWN_SENDER_HEADERS: raw })).toThrow(ConfigError);
        expect(() => load({ SHOWN_SENDER_HEADERS: raw })).toThrow(`SHOWN_SENDER_HEADERS has "${odd.trim()}", which is not a header name`);
      }),
    );
  });
});

describe('parseTracing (OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_SERVICE_NAME, PROPAGATE_TRACE_CONTEXT)', () => {
  it('is off when no endpoint is set', () => {
    expect(load({}).tracing).toEqual({ endpoint: null, serviceName: null, propagate: false });
    expect(parseTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: '' }).endpoint).toBeNull();
  });

  it('takes every http(s) URL as the endpoint, without its trailing slashes', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: false, withFragments: false }), fc.constantFrom('', '/', '//'), (base, slashes) => {
        const endpoint = base.replace(/\/+$/, '');
        expect(parseTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: `${endpoint}${slashes}` }).endpoint).toBe(endpoint);
      }),
    );
  });

  it('refuses an endpoint that is not an absolute http(s) URL', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.stringMatching(/^[a-z0-9.:/-]{1,30}$/).filter((raw) => !URL.canParse(raw)),
          fc.constantFrom('grpc://collector:4317', 'ftp://collector', 'redis://127.0.0.1:6379', 'file:///tmp/traces'),
        ),
        (raw) => {
          expect(() => load({ OTEL_EXPORTER_OTLP_ENDPOINT: raw })).toThrow(/^Invalid configuration: OTEL_EXPORTER_OTLP_ENDPOINT /);
        },
      ),
    );
  });

  it('takes any printable service name, and refuses control characters and names past 255 characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\x21-\x7e][\x20-\x7e]{0,200}[\x21-\x7e]$/), (name) => {
        expect(parseTracing({ OTEL_SERVICE_NAME: name }).serviceName).toBe(name);
      }),
    );
    for (const name of ['a\nb', 'tab\there', 'x'.repeat(256), 'caf\u00e9']) {
      expect(() => load({ OTEL_SERVICE_NAME: name })).toThrow(/^Invalid configuration: OTEL_SERVICE_NAME /);
    }
    expect(parseTracing({ OTEL_SERVICE_NAME: '  ' }).serviceName).toBeNull();
  });

  it('propagates only when asked, and only with an endpoint', () => {
    const endpoint = 'http://127.0.0.1:4318';
    expect(parseTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }).propagate).toBe(false);
    expect(parseTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, PROPAGATE_TRACE_CONTEXT: 'true' }).propagate).toBe(true);
    expect(() => load({ PROPAGATE_TRACE_CONTEXT: 'true' })).toThrow(
      /^Invalid configuration: PROPAGATE_TRACE_CONTEXT needs OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
    expect(() => load({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, PROPAGATE_TRACE_CONTEXT: 'yes' })).toThrow(
      /^Invalid configuration: PROPAGATE_TRACE_CONTEXT must be true or false/,
    );
  });
});
