import * as oidc from 'openid-client';

/**
 * The identity provider as `openid-client` (v6; an ES module, loaded by Node's `require` of ES
 * modules) sees it: discovered from its issuer URL (`/.well-known/openid-configuration`), the client
 * authenticating with its secret (`client_secret_basic`, or what the provider lists first).
 *
 * Used directly rather than through `openid-client/passport`: passport here authenticates each
 * request (the session and API key strategies of core/auth), while this is a sign-in flow whose
 * state, nonce and PKCE verifier live in a sealed cookie (the passport strategy keeps them in an
 * Express-style `req.session`, which this Fastify app does not have).
 */
export type ProviderConfiguration = oidc.Configuration;

export class DiscoveryFailed extends Error {}

/** Discovery answers within this many seconds, or fails. */
const DISCOVERY_TIMEOUT_SECONDS = 5;

export async function discover(
  issuerUrl: string,
  clientId: string,
  clientSecret: string,
  options: { allowHttp: boolean },
): Promise<ProviderConfiguration> {
  try {
    return await oidc.discovery(new URL(issuerUrl), clientId, clientSecret, undefined, {
      execute: options.allowHttp ? [oidc.allowInsecureRequests] : [],
      timeout: DISCOVERY_TIMEOUT_SECONDS,
    });
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause?.message;
    throw new DiscoveryFailed(`${(error as Error).message}${cause ? ` (${cause})` : ''}`);
  }
}

/** A new attempt's secrets: the state, the nonce and the PKCE code verifier, with the S256 challenge of the verifier. */
export async function newAttempt(): Promise<{ state: string; nonce: string; codeVerifier: string; codeChallenge: string }> {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  return {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier,
    codeChallenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
  };
}

export function authorizationUrl(
  config: ProviderConfiguration,
  attempt: { redirectUri: string; state: string; nonce: string; codeChallenge: string; loginHint: string },
): string {
  return oidc
    .buildAuthorizationUrl(config, {
      redirect_uri: attempt.redirectUri,
      scope: 'openid email profile',
      state: attempt.state,
      nonce: attempt.nonce,
      code_challenge: attempt.codeChallenge,
      code_challenge_method: 'S256',
      login_hint: attempt.loginHint,
    })
    .toString();
}

/** Why a callback was refused (docs/http.md, Single sign-on): the login page shows each. */
export type CallbackRefusal = 'nonce_mismatch' | 'provider_error' | 'sso_failed';

/**
 * The ID token's claims of the callback `callbackUrl` (the redirect URI with the provider's query):
 * the code exchanged with the PKCE verifier, the ID token's signature, issuer, audience, expiry and
 * nonce checked by `openid-client`. The refusal otherwise.
 */
export async function exchangeCode(
  config: ProviderConfiguration,
  callbackUrl: URL,
  expected: { state: string; nonce: string; codeVerifier: string },
): Promise<{ claims: Record<string, unknown> } | { refusal: CallbackRefusal; reason: string }> {
  try {
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: expected.codeVerifier,
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      idTokenExpected: true,
    });
    const claims: Record<string, unknown> = { ...tokens.claims() };
    // Some providers (oidc-provider among them) put the e-mail in the UserInfo answer only.
    if (claims.email === undefined)
      Object.assign(claims, await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub)), { sub: claims.sub });
    return { claims };
  } catch (error) {
    const reason = (error as Error).message;
    if (error instanceof oidc.AuthorizationResponseError) return { refusal: 'provider_error', reason };
    if (comparedClaim(error) === 'nonce') return { refusal: 'nonce_mismatch', reason };
    return { refusal: 'sso_failed', reason };
  }
}

/** The ID token claim whose comparison failed, along the error's causes (openid-client wraps oauth4webapi's error). */
function comparedClaim(error: unknown): string | undefined {
  for (let at = error as { code?: string; claim?: string; cause?: unknown } | undefined, depth = 0; at && depth < 4; depth++) {
    if (typeof at.claim === 'string') return at.claim;
    at = at.cause as typeof at;
  }
  return undefined;
}
