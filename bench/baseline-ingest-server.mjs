// The bare baseline of `npm run bench:ingest`: plain node:http + a pg Pool doing the same store as
// an ingest (read the body, SHA-256 it, AES-256-GCM seal body and headers, one INSERT into a table
// with the columns of events + event_payloads, answer 202 JSON). No framework, no token lookup,
// no rate limit, no queue. Env: DATABASE_URL, PORT, ENCRYPTION_KEYS, ORGANIZATION_ID, PROJECT_ID, ENDPOINT_ID.
// With DESTINATION_ID (the steady phase of `npm run bench:delivery`): the same statement also stores
// a pending row of baseline_jobs (its body in the clear) and notifies baseline_jobs, for
// baseline-delivery.mjs with LISTEN=1.
import { createCipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';
import { ulid } from 'ulid';

const { DATABASE_URL, PORT, ENCRYPTION_KEYS, ORGANIZATION_ID, PROJECT_ID, ENDPOINT_ID, DESTINATION_ID } = process.env;
const [keyId, base64] = ENCRYPTION_KEYS.split(',')[0].split(':');
const key = Buffer.from(base64, 'base64');
const LIMIT = 1_048_576;
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10, application_name: 'baseline-ingest' });

function seal(plaintext, aad) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

const EVENT = `INSERT INTO baseline_events (id, organization_id, project_id, endpoint_id, event_id, status, payload_sha256,
  payload_size_bytes, content_type, idempotency_key, received_at, updated_at, key_id, body_ciphertext, headers_ciphertext)
  VALUES ($1, $2, $3, $4, $5, 'queued', $6, $7, $8, NULL, $9, $9, $10, $11, $12)`;
const INSERT = DESTINATION_ID
  ? `WITH event AS (${EVENT} RETURNING event_id)
     INSERT INTO baseline_jobs (id, organization_id, event_id, destination_id, status, body)
     SELECT gen_random_uuid(), $2, event.event_id, $13, 'pending', $14 FROM event, (SELECT pg_notify('baseline_jobs', '')) notified`
  : EVENT;

function answer(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const server = createServer((req, res) => {
  if (req.method === 'GET') return answer(res, 200, { ok: true }); // readiness
  if (req.method !== 'POST') return answer(res, 405, { ok: false });
  const chunks = [];
  let size = 0;
  req.on('data', (chunk) => {
    size += chunk.length;
    if (size <= LIMIT) chunks.push(chunk);
  });
  req.on('end', async () => {
    if (size > LIMIT) return answer(res, 413, { ok: false });
    const body = Buffer.concat(chunks, size);
    const hash = createHash('sha256').update(body).digest('hex');
    const id = randomUUID();
    const eventId = `evt_${ulid()}`;
    const aad = `event:${ORGANIZATION_ID}:${id}`;
    const { 'content-length': _length, host: _host, ...kept } = req.headers;
    try {
      await pool.query(INSERT, [
        id,
        ORGANIZATION_ID,
        PROJECT_ID,
        ENDPOINT_ID,
        eventId,
        hash,
        size,
        req.headers['content-type'] ?? null,
        new Date(),
        keyId,
        seal(body, aad),
        seal(Buffer.from(JSON.stringify(kept)), aad),
        ...(DESTINATION_ID ? [DESTINATION_ID, body] : []),
      ]);
      answer(res, 202, { ok: true, event_id: eventId, status: 'queued' });
    } catch (error) {
      answer(res, 500, { ok: false, error: error.message });
    }
  });
});
server.keepAliveTimeout = 72_000;
server.listen(Number(PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
