import { Inject, Injectable, Logger } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { KeyRing } from '../../core/crypto/key-ring';
import { ProblemException } from '../../core/http/problem';
import { RefusalLog } from './refusal-log';
import { openSecrets } from './verification-secrets';
import { VerificationRepository } from './verification.repository';
import { compileVerifier, unreadableVerifier, type Verifier } from './verifiers';

/** The request as ingest has it once the body is read. */
export interface VerifiedRequest {
  body: Buffer;
  /** The sender's headers (ingest's copy, which this may trim). */
  headers: IncomingHttpHeaders;
  /** Path and query as received (`/api/ingest/<token>?…`). */
  url: string;
  sourceAddress: string;
}

/**
 * Sender verification at ingest: the endpoint's verifier is built (secrets decrypted) when ingest
 * reads the endpoint, and cached with it; each request then costs one HMAC and a constant-time
 * comparison. A refusal answers 401 `signature_invalid`, is counted and kept in the refusal log.
 */
@Injectable()
export class SenderVerification {
  private readonly logger = new Logger(SenderVerification.name);

  constructor(
    private readonly repository: VerificationRepository,
    private readonly keyRing: KeyRing,
    private readonly refusals: RefusalLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The endpoint's verifier, or null when it verifies nothing. */
  async verifierFor(organizationId: string, endpointId: string): Promise<Verifier | null> {
    const row = await this.repository.find(organizationId, endpointId);
    if (!row) return null;
    try {
      const secrets = openSecrets(this.keyRing, organizationId, endpointId, { keyId: row.secrets_key_id, blob: row.secrets_ciphertext });
      return compileVerifier(
        row.type,
        row.settings,
        secrets.map((entry) => entry.secret),
      );
    } catch (error) {
      this.logger.error(`the verification secrets of endpoint ${endpointId} cannot be decrypted: ${(error as Error).message}`);
      return unreadableVerifier(row.type);
    }
  }

  /**
   * Throws 401 `signature_invalid` unless the request passes. A header carrying a credential
   * (header_token) is taken out of `request.headers`, so it is neither stored nor forwarded.
   */
  check(endpointId: string, verifier: Verifier, request: VerifiedRequest): void {
    const refusal = verifier.verify({
      body: request.body,
      headers: request.headers,
      url: `${this.config.publicBaseUrl}${request.url}`,
      now: Math.floor(Date.now() / 1000),
    });
    if (verifier.credentialHeader) delete request.headers[verifier.credentialHeader];
    if (refusal === null) return;
    this.refusals.record(endpointId, refusal.reason, request.sourceAddress);
    throw new ProblemException(401, 'signature_invalid', `Sender verification (${verifier.type}) failed: ${refusal.detail}`, {
      reason: refusal.reason,
    });
  }
}
