import type * as OpenIdClient from 'openid-client';

/** Loaded with the first sign-in: a server without Google sign-in configured never loads it. */
let openIdClient: Promise<typeof OpenIdClient> | undefined;
const loadOpenIdClient = () => {
  openIdClient ??= import('openid-client');
  return openIdClient;
};

export type OidcClientSettings = {
  /** Issuer Identifier, e.g. https://accounts.google.com; its discovery document is fetched from it. */
  issuer: string;
  clientId: string;
  clientSecret?: string | undefined;
  /** Where the provider sends the browser back; must be registered with the provider exactly. */
  redirectUri: string;
};

/** What we keep between the redirect and the callback (hashed state aside, all secret). */
export type PendingAuthorization = { url: URL; state: string; nonce: string; codeVerifier: string };

/** The identity claims of a verified ID token; everything else is left out on purpose. */
export type VerifiedIdentity = {
  iss: string;
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  picture?: unknown;
};

export type OidcClient = {
  startAuthorization(scope: string): Promise<PendingAuthorization>;
  /**
   * Validates the authorization response in `callbackUrl` against the expected state, exchanges the code
   * with the PKCE verifier and returns the ID token claims after their checks (issuer, audience, expiry,
   * nonce, signature).
   */
  finishAuthorization(
    callbackUrl: URL,
    expected: { state: string; nonce: string; codeVerifier: string },
  ): Promise<VerifiedIdentity>;
};

/** The issuer could not be discovered (down, unreachable, bad document); callers answer "try later". */
export class OidcUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The identity provider is unavailable.', { cause });
    this.name = 'OidcUnavailableError';
  }
}

/** A browser navigation waits on these requests, so a stalled provider must not hold it for long. */
const REQUEST_TIMEOUT_SECONDS = 10;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Plain http is only acceptable for a provider on this machine (the local provider in tests and dev). */
function isLoopbackHttp(issuer: URL): boolean {
  return issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);
}

/**
 * An OpenID Connect relying party for one issuer. Discovery is lazy and cached: the server starts even
 * when the issuer is unreachable, concurrent requests share one discovery, and a failed discovery is
 * forgotten so the next sign-in tries again.
 */
export function createOidcClient(settings: OidcClientSettings): OidcClient {
  const issuer = new URL(settings.issuer);
  let configuration: Promise<OpenIdClient.Configuration> | undefined;

  function discover(): Promise<OpenIdClient.Configuration> {
    if (!configuration) {
      const attempt = loadOpenIdClient()
        .then((client) => {
          const execute: Array<(config: OpenIdClient.Configuration) => void> = [
            // Also check the ID token's signature against the issuer's keys, not only its claims.
            client.enableNonRepudiationChecks,
          ];
          if (isLoopbackHttp(issuer)) execute.push(client.allowInsecureRequests);
          return client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
            execute,
            timeout: REQUEST_TIMEOUT_SECONDS,
          });
        })
        .catch((error: unknown) => {
          if (configuration === attempt) configuration = undefined;
          throw new OidcUnavailableError(error);
        });
      configuration = attempt;
    }
    return configuration;
  }

  return {
    async startAuthorization(scope) {
      const config = await discover();
      const client = await loadOpenIdClient();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        response_type: 'code',
        scope,
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, state, nonce, codeVerifier };
    },

    async finishAuthorization(callbackUrl, expected) {
      const config = await discover();
      const client = await loadOpenIdClient();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        pkceCodeVerifier: expected.codeVerifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The token response carried no ID token.');
      return {
        iss: claims.iss,
        sub: claims.sub,
        email: claims.email,
        email_verified: claims.email_verified,
        name: claims.name,
        picture: claims.picture,
      };
    },
  };
}
