import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Grant } from 'oidc-provider';

/** The claims a test gives the person who signs in at the local provider. */
export type TestAccountClaims = { email?: string; email_verified?: boolean; name?: string; picture?: string };

export type TestIdentityProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account (subject `sub`) that the next login interaction signs in as. */
  signInAs(sub: string, claims: TestAccountClaims): void;
  /**
   * Plays the browser from the authorization URL: follows the provider's redirects with its own cookie jar,
   * completes the login and consent interactions, and returns the URL the browser would be sent back to.
   */
  authorize(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
};

/**
 * A real OpenID Connect provider (`oidc-provider`) on 127.0.0.1 with one confidential client. No login
 * page: an interaction is completed at once as the account chosen with `signInAs`. `port` 0 picks one.
 */
export async function startTestIdentityProvider(options: {
  redirectUri: string;
  port?: number;
}): Promise<TestIdentityProvider> {
  const clientId = 'cordee-test-client';
  const clientSecret = randomBytes(24).toString('base64url');
  const accounts = new Map<string, TestAccountClaims>();
  let currentSub: string | undefined;

  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    findAccount: (_ctx, sub) => {
      const claims = accounts.get(sub);
      return claims && { accountId: sub, claims: () => ({ sub, ...claims }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // Like Google: the scope's claims go into the ID token itself, not only into userinfo.
    conformIdTokenClaims: false,
    // The relying party must always prove possession of the PKCE verifier.
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    jwks: { keys: [{ ...signingKey, kid: 'test-signing-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    // Explicit lifetimes (seconds) keep the provider from printing a notice per artifact type.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  });

  async function interact(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      if (!currentSub) throw new Error('signInAs was not called before the login interaction');
      await provider.interactionFinished(req, res, { login: { accountId: currentSub } });
      return;
    }
    if (details.prompt.name === 'consent') {
      const accountId = details.session?.accountId;
      if (!accountId) throw new Error('consent without a signed-in account');
      let grant: Grant | undefined = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
      grant ??= new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } });
      return;
    }
    throw new Error(`unexpected prompt ${details.prompt.name}`);
  }

  const providerCallback = provider.callback();
  handler = (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return providerCallback(req, res);
    interact(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  };

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(sub, claims) {
      accounts.set(sub, claims);
      currentSub = sub;
    },
    async authorize(authorizationUrl) {
      const jar = new Map<string, string>();
      let next = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop += 1) {
        if (next.href.startsWith(options.redirectUri)) return next;
        const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
        const response = await fetch(next, { redirect: 'manual', headers: cookie ? { cookie } : {} });
        for (const line of response.headers.getSetCookie()) {
          const [pair = '', ...attributes] = line.split(';');
          const [name = '', value = ''] = pair.trim().split(/=(.*)/s);
          const expired = attributes.some((attribute) => {
            const [key = '', setting = ''] = attribute.trim().split('=');
            if (key.toLowerCase() === 'max-age') return Number(setting) <= 0;
            if (key.toLowerCase() === 'expires') return new Date(setting).getTime() <= Date.now();
            return false;
          });
          if (expired || !value) jar.delete(name);
          else jar.set(name, value);
        }
        const location = response.headers.get('location');
        if (response.status < 300 || response.status >= 400 || !location) {
          throw new Error(`the provider answered ${response.status} at ${next.pathname}: ${await response.text()}`);
        }
        next = new URL(location, next);
      }
      throw new Error('too many redirects at the provider');
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
