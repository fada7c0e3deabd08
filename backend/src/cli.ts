import 'reflect-metadata';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { Client } from 'pg';
import { bumpGeneration } from './core/cache/generations';
import { AppConfig, ConfigError, loadConfig } from './core/config/app-config';
import { KeyRing } from './core/crypto/key-ring';
import { PasswordHasher } from './core/crypto/passwords';
import { reencrypt } from './reencrypt';
import { generateEndpointToken, generateSigningSecret, sha256 } from './core/crypto/tokens';
import { createDataSource } from './core/database/data-source';
import { SqlExecutor } from './core/database/sql';
import { createRedisClient } from './core/queue/redis';
import { secretAad } from './modules/endpoints/destinations.service';

const DEMO_EMAIL = 'demo@hookyard.local';
const DEMO_DESTINATION = 'Built-in echo receiver';

/** Creates the database named in DATABASE_URL when it does not exist yet. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

export async function migrate(config: AppConfig): Promise<string[]> {
  await ensureDatabase(config.databaseUrl);
  const db = createDataSource(config.databaseUrl);
  await db.initialize();
  try {
    const ran = await db.runMigrations({ transaction: 'all' });
    return ran.map((migration) => migration.name);
  } finally {
    await db.destroy();
  }
}

interface DemoLogin {
  email: string;
  password: string;
  endpoint_id: string;
  token: string;
  ingest_url: string;
}

/** Seeds the demo organization once; later runs print what `--out` kept (rotating the token if it was lost). */
async function seedDemo(config: AppConfig, out: string): Promise<DemoLogin> {
  const db = createDataSource(config.databaseUrl);
  await db.initialize();
  const sql = new SqlExecutor(db);
  try {
    const {
      rows: [user],
    } = await sql.query<{ organization_id: string }>(
      `SELECT m.organization_id FROM users u JOIN memberships m ON m.user_id = u.id
        WHERE u.email = $1 ORDER BY m.role = 'owner' DESC, m.joined_at LIMIT 1`,
      [DEMO_EMAIL],
    );
    if (user) {
      // The echo receiver lives on this api: follow PUBLIC_BASE_URL / PORT of this start.
      await sql.query(`UPDATE destinations SET url = $2 WHERE organization_id = $1 AND name = $3`, [
        user.organization_id,
        `${config.publicBaseUrl}/demo/echo`,
        DEMO_DESTINATION,
      ]);
    }
    if (user && existsSync(out)) {
      const kept = JSON.parse(readFileSync(out, 'utf8')) as DemoLogin;
      return { ...kept, ingest_url: `${config.publicBaseUrl}/api/ingest/${kept.token}` };
    }
    const token = generateEndpointToken();
    const demo = user ? await rotateDemoToken(sql, config, user.organization_id, token) : await createDemo(sql, config, token);
    const login = { ...demo, token, ingest_url: `${config.publicBaseUrl}/api/ingest/${token}` };
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify(login, null, 2) + '\n', { mode: 0o600 });
    return login;
  } finally {
    await db.destroy();
  }
}

async function createDemo(sql: SqlExecutor, config: AppConfig, token: string): Promise<Omit<DemoLogin, 'token' | 'ingest_url'>> {
  const password = randomBytes(12).toString('base64url');
  const ids = { organization: randomUUID(), user: randomUUID(), project: randomUUID(), endpoint: randomUUID(), destination: randomUUID() };
  const sealed = new KeyRing(config.encryptionKeys).seal(
    Buffer.from(generateSigningSecret()),
    secretAad(ids.organization, ids.destination),
  );
  await sql.transaction(async (tx) => {
    await tx.query(`INSERT INTO organizations (id, name) VALUES ($1, 'Demo')`, [ids.organization]);
    await tx.query(`INSERT INTO users (id, email, password_hash) VALUES ($1, $2, $3)`, [
      ids.user,
      DEMO_EMAIL,
      await new PasswordHasher(config).hash(password),
    ]);
    await tx.query(`INSERT INTO memberships (organization_id, user_id, role) VALUES ($1, $2, 'owner')`, [ids.organization, ids.user]);
    await tx.query(`INSERT INTO projects (id, organization_id, name) VALUES ($1, $2, 'Default')`, [ids.project, ids.organization]);
    await tx.query(
      `INSERT INTO endpoints (id, organization_id, project_id, name, token_hash, token_prefix) VALUES ($1, $2, $3, 'Demo endpoint', $4, $5)`,
      [ids.endpoint, ids.organization, ids.project, sha256(token), token.slice(0, 6)],
    );
    await tx.query(
      `INSERT INTO destinations (id, organization_id, endpoint_id, name, url, secret_key_id, secret_ciphertext)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [ids.destination, ids.organization, ids.endpoint, DEMO_DESTINATION, `${config.publicBaseUrl}/demo/echo`, sealed.keyId, sealed.blob],
    );
  });
  return { email: DEMO_EMAIL, password, endpoint_id: ids.endpoint };
}

async function rotateDemoToken(
  sql: SqlExecutor,
  config: AppConfig,
  organizationId: string,
  token: string,
): Promise<Omit<DemoLogin, 'token' | 'ingest_url'>> {
  const password = randomBytes(12).toString('base64url');
  const {
    rows: [updated],
  } = await sql.query<{ id: string }>(
    `UPDATE endpoints SET token_hash = $2, token_prefix = $3, token_rotated_at = now()
      WHERE id = (SELECT id FROM endpoints WHERE organization_id = $1 ORDER BY created_at LIMIT 1) RETURNING id`,
    [organizationId, sha256(token), token.slice(0, 6)],
  );
  await forgetCachedEndpoint(config, updated.id);
  await sql.query(`UPDATE users SET password_hash = $2 WHERE email = $1`, [DEMO_EMAIL, await new PasswordHasher(config).hash(password)]);
  return { email: DEMO_EMAIL, password, endpoint_id: updated.id };
}

/** Running api instances drop their cached copy of a rotated endpoint (see core/cache/generations.ts). */
async function forgetCachedEndpoint(config: AppConfig, endpointId: string): Promise<void> {
  const redis = createRedisClient(config, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2000,
    lazyConnect: true,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect().catch(() => undefined);
    if (!(await bumpGeneration(redis, config.redisPrefix, 'endpoint', endpointId))) {
      console.warn(`Redis did not answer: running api instances may accept the old demo token for up to ${config.credentialCacheTtlMs} ms`);
    }
  } finally {
    redis.disconnect();
  }
}

async function main(argv: string[]): Promise<void> {
  const config = loadConfig();
  const [command, ...rest] = argv;
  switch (command) {
    case 'migrate': {
      const ran = await migrate(config);
      console.log(ran.length ? `migrations applied: ${ran.join(', ')}` : 'database is up to date');
      return;
    }
    case 'seed-demo': {
      const outIndex = rest.indexOf('--out');
      const out = outIndex >= 0 ? rest[outIndex + 1] : undefined;
      if (!out) throw new ConfigError('usage: cli seed-demo --out <file>');
      console.log(JSON.stringify(await seedDemo(config, out)));
      return;
    }
    case 'reencrypt': {
      const db = createDataSource(config.databaseUrl);
      await db.initialize();
      try {
        const keyRing = new KeyRing(config.encryptionKeys);
        const { payloads, attemptDetails, secrets, verificationSecrets, twoFactorSecrets, ssoClientSecrets } = await reencrypt(db, keyRing);
        console.log(
          `re-encrypted under key "${keyRing.activeKeyId}": ${payloads} payload(s), ${attemptDetails} attempt record(s), ` +
            `${secrets} signing secret(s), ${verificationSecrets} endpoint verification(s), ${twoFactorSecrets} two-factor secret(s), ${ssoClientSecrets} single sign-on client secret(s)`,
        );
      } finally {
        await db.destroy();
      }
      return;
    }
    default:
      throw new ConfigError('usage: cli migrate | cli seed-demo --out <file> | cli reencrypt');
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
