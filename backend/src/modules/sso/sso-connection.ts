import type { AppConfig } from '../../core/config/app-config';
import type { KeyRing } from '../../core/crypto/key-ring';
import type { SsoConnectionRow } from './sso.repository';

/** The client secret is bound to its organization: moved onto another organization's row, it does not open. */
const clientSecretAad = (organizationId: string) => `sso-client-secret:${organizationId}`;

/** The path of the callback; the redirect URI registered at the provider is this under PUBLIC_BASE_URL. */
export const CALLBACK_PATH = '/api/auth/sso/callback';

export function redirectUriOf(config: AppConfig): string {
  return `${config.publicBaseUrl.replace(/\/+$/, '')}${CALLBACK_PATH}`;
}

export function openClientSecret(keyRing: KeyRing, row: SsoConnectionRow): string {
  return keyRing
    .open({ keyId: row.client_secret_key_id, blob: row.client_secret_ciphertext }, clientSecretAad(row.organization_id))
    .toString();
}

export function sealClientSecret(keyRing: KeyRing, organizationId: string, secret: string) {
  return keyRing.seal(Buffer.from(secret), clientSecretAad(organizationId));
}
