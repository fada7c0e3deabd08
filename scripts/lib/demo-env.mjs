// The environment `npm start` gives the server: what the caller set, plus the local demo's defaults.

/**
 * The demo delivers to the api's own echo receiver on localhost, so it allows private destinations
 * (docs/http.md, Delivery) and serves the echo route; sign-up stays open unless SIGNUP_ENABLED says otherwise.
 * Those defaults suit a laptop, not a server reachable by others: whenever `npm start` applies them
 * and HOST is not set, the server listens on 127.0.0.1 only. Returns the environment and, for the
 * banner, what was decided.
 */
export function demoEnv(env) {
  const appliedDefaults = [];
  const result = { ...env };
  if (env.ALLOW_PRIVATE_DESTINATIONS === undefined) {
    result.ALLOW_PRIVATE_DESTINATIONS = 'true';
    appliedDefaults.push('private destinations allowed');
  }
  if (env.DEMO_ECHO === undefined) result.DEMO_ECHO = 'true';
  if (env.SIGNUP_ENABLED === undefined) appliedDefaults.push('open sign-up');
  const loopbackOnly = appliedDefaults.length > 0 && !env.HOST;
  if (loopbackOnly) result.HOST = '127.0.0.1';
  return { env: result, appliedDefaults, loopbackOnly };
}

/** The banner's line about who can reach the server, or null when there is nothing to say. */
export function exposureNote({ env, appliedDefaults, loopbackOnly }) {
  if (loopbackOnly) {
    return `Listening on 127.0.0.1 only (demo defaults: ${appliedDefaults.join(', ')}). To serve other machines set HOST=0.0.0.0, and ALLOW_PRIVATE_DESTINATIONS=false / SIGNUP_ENABLED=false as you need.`;
  }
  if (appliedDefaults.length > 0) {
    return `Listening on ${env.HOST} with demo defaults (${appliedDefaults.join(', ')}): anyone who reaches it can sign up. Set ALLOW_PRIVATE_DESTINATIONS=false and SIGNUP_ENABLED=false for a server.`;
  }
  return null;
}
