import { DataSource } from 'typeorm';
import { attemptDetailsAad } from './modules/events/attempt-details';
import { headersAad } from './modules/endpoints/custom-headers';
import { secretAad } from './modules/endpoints/destinations.service';
import { payloadAad } from './modules/events/payload';
import { KeyRing } from './core/crypto/key-ring';
import { AccountRepository } from './modules/auth/account.repository';
import { openTwoFactorSecret, sealTwoFactorSecret } from './modules/auth/two-factor.service';
import { SqlExecutor, SqlRunner } from './core/database/sql';
import { openSecrets, sealSecrets } from './modules/verification/verification-secrets';
import { VerificationRepository } from './modules/verification/verification.repository';
import { openClientSecret, sealClientSecret } from './modules/sso/sso-connection';
import { SsoRepository } from './modules/sso/sso.repository';

const BATCH = 500;

export interface ReencryptResult {
  payloads: number;
  attemptDetails: number;
  secrets: number;
  verificationSecrets: number;
  twoFactorSecrets: number;
  ssoClientSecrets: number;
}

/**
 * Re-seals every payload, attempt record, destination secret, sender verification secret, two-factor secret and single sign-on client secret that is not under the active (first) key of
 * ENCRYPTION_KEYS, in batches. Once it reports nothing left, older keys can leave the ring.
 */
export async function reencrypt(db: DataSource, keyRing: KeyRing): Promise<ReencryptResult> {
  const sql = new SqlExecutor(db);
  const active = keyRing.activeKeyId;
  const result: ReencryptResult = {
    payloads: 0,
    attemptDetails: 0,
    secrets: 0,
    verificationSecrets: 0,
    twoFactorSecrets: 0,
    ssoClientSecrets: 0,
  };
  result.payloads = await resealInBatches<{
    event_id: string;
    organization_id: string;
    key_id: string;
    body_ciphertext: Buffer;
    headers_ciphertext: Buffer;
  }>(
    sql,
    active,
    `SELECT event_id, organization_id, key_id, body_ciphertext, headers_ciphertext FROM event_payloads
      WHERE key_id <> $1 LIMIT $2 FOR UPDATE SKIP LOCKED`,
    async (tx, row) => {
      const aad = payloadAad(row.organization_id, row.event_id);
      const reseal = (blob: Buffer) => keyRing.seal(keyRing.open({ keyId: row.key_id, blob }, aad), aad).blob;
      await tx.query(`UPDATE event_payloads SET key_id = $2, body_ciphertext = $3, headers_ciphertext = $4 WHERE event_id = $1`, [
        row.event_id,
        active,
        reseal(row.body_ciphertext),
        reseal(row.headers_ciphertext),
      ]);
    },
  );
  result.attemptDetails = await resealInBatches<{
    event_id: string;
    attempt_id: string;
    organization_id: string;
    key_id: string;
    ciphertext: Buffer;
  }>(
    sql,
    active,
    `SELECT event_id, attempt_id, organization_id, key_id, ciphertext FROM delivery_attempt_details
      WHERE key_id <> $1 LIMIT $2 FOR UPDATE SKIP LOCKED`,
    async (tx, row) => {
      const aad = attemptDetailsAad(row.organization_id, row.attempt_id);
      const sealed = keyRing.seal(keyRing.open({ keyId: row.key_id, blob: row.ciphertext }, aad), aad);
      await tx.query(`UPDATE delivery_attempt_details SET key_id = $3, ciphertext = $4 WHERE event_id = $1 AND attempt_id = $2`, [
        row.event_id,
        row.attempt_id,
        sealed.keyId,
        sealed.blob,
      ]);
    },
  );
  const { rows: secrets } = await sql.query<{ id: string; organization_id: string; secret_key_id: string; secret_ciphertext: Buffer }>(
    `SELECT id, organization_id, secret_key_id, secret_ciphertext FROM destinations WHERE secret_key_id <> $1`,
    [active],
  );
  for (const row of secrets) {
    const aad = secretAad(row.organization_id, row.id);
    const sealed = keyRing.seal(keyRing.open({ keyId: row.secret_key_id, blob: row.secret_ciphertext }, aad), aad);
    await sql.query(`UPDATE destinations SET secret_key_id = $2, secret_ciphertext = $3 WHERE id = $1 AND secret_key_id = $4`, [
      row.id,
      sealed.keyId,
      sealed.blob,
      row.secret_key_id,
    ]);
  }
  // A destination's custom headers and its previous secret (kept during a rotation's overlap): sealed like its secret.
  let destinationSealed = 0;
  for (const [column, aadOf] of [
    ['headers', headersAad],
    ['previous_secret', secretAad],
  ] as const) {
    const { rows } = await sql.query<{ id: string; organization_id: string; key_id: string; ciphertext: Buffer }>(
      `SELECT id, organization_id, ${column}_key_id AS key_id, ${column}_ciphertext AS ciphertext FROM destinations WHERE ${column}_key_id <> $1`,
      [active],
    );
    for (const row of rows) {
      const aad = aadOf(row.organization_id, row.id);
      const sealed = keyRing.seal(keyRing.open({ keyId: row.key_id, blob: row.ciphertext }, aad), aad);
      await sql.query(`UPDATE destinations SET ${column}_key_id = $2, ${column}_ciphertext = $3 WHERE id = $1 AND ${column}_key_id = $4`, [
        row.id,
        sealed.keyId,
        sealed.blob,
        row.key_id,
      ]);
    }
    destinationSealed += rows.length;
  }
  result.secrets = secrets.length + destinationSealed;
  // Sender verification secrets (one ciphertext per endpoint). Ingest caches keep what they decrypted: the secrets are the same.
  const verifications = new VerificationRepository(sql);
  const sealedBefore = await verifications.sealedUnderOtherKeysAcrossOrganizations(active);
  for (const row of sealedBefore) {
    const entries = openSecrets(keyRing, row.organization_id, row.endpoint_id, { keyId: row.secrets_key_id, blob: row.secrets_ciphertext });
    const sealed = sealSecrets(keyRing, row.organization_id, row.endpoint_id, entries);
    await verifications.replaceSealed(row.organization_id, row.endpoint_id, row.secrets_key_id, sealed.keyId, sealed.blob);
  }
  result.verificationSecrets = sealedBefore.length;
  // People's TOTP secrets (enabled or pending), bound to their person (one sealed before members, to their organization too: now to the person alone).
  const accounts = new AccountRepository(sql);
  const twoFactor = await accounts.twoFactorSecretsUnderOtherKeysAcrossOrganizations(active);
  for (const row of twoFactor) {
    const secret = openTwoFactorSecret(keyRing, { keyId: row.key_id, blob: row.ciphertext }, row.user_id, row.organization_ids);
    await accounts.replaceSealedSecretAcrossOrganizations(row.user_id, row.key_id, sealTwoFactorSecret(keyRing, secret, row.user_id));
  }
  result.twoFactorSecrets = twoFactor.length;
  // Organizations' single sign-on client secrets, bound to their organization.
  const sso = new SsoRepository(sql);
  const clientSecrets = await sso.clientSecretsUnderOtherKeysAcrossOrganizations(active);
  for (const row of clientSecrets) {
    const sealed = sealClientSecret(keyRing, row.organization_id, openClientSecret(keyRing, row));
    await sso.replaceSealedClientSecret(row.organization_id, row.client_secret_key_id, sealed);
  }
  result.ssoClientSecrets = clientSecrets.length;
  return result;
}

/**
 * Re-seals the rows `select` finds under another key than `active` ($1; $2 the batch size), a batch
 * per transaction with its rows locked (SKIP LOCKED), until a batch comes back short; how many.
 */
async function resealInBatches<T>(
  sql: SqlExecutor,
  active: string,
  select: string,
  reseal: (tx: SqlRunner, row: T) => Promise<void>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await sql.transaction(async (tx) => {
      const { rows } = await tx.query<T>(select, [active, BATCH]);
      for (const row of rows) await reseal(tx, row);
      return rows.length;
    });
    total += count;
    if (count < BATCH) return total;
  }
}
