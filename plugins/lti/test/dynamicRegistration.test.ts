import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';
import { coreServices } from '@lms/sdk';
import lti from '../src/server/index.ts';
import { DynamicRegistrationEndpoints, TestPlatform } from './support/testPlatform.ts';

/** Issue 22 item 1: LTI Dynamic Registration 1.0 against the test platform's openid-configuration and registration endpoint. */
let tk: TestKernel;
let platform: TestPlatform;
let endpoints: DynamicRegistrationEndpoints;
let admin: TestClient;

beforeAll(async () => {
  // The platform listens on 127.0.0.1: the vetted fetch lets the test's own server through, nothing else.
  tk = await createTestKernel({ plugins: [lti], publicWebReachesTestServer: true });
  platform = await TestPlatform.start();
  endpoints = new DynamicRegistrationEndpoints(platform);
  admin = await tk.loginAs(await tk.createUser('site-admin'));
});

afterAll(async () => {
  await platform?.close();
  await tk?.close();
});

beforeEach(() => {
  endpoints.configChanges = {};
  endpoints.answerChanges = {};
  endpoints.refuseWith = null;
});

const platformsStored = async () => Number((await tk.kernel.resolve(coreServices.database)('lti_platforms').count({ n: '*' }))[0]!.n);
const register = (client: TestClient, body: Record<string, unknown> = {}) =>
  client.post('lti/dynamic-registrations', { openid_configuration: endpoints.configurationUrl(), registration_token: endpoints.token, ...body });

describe('dynamic registration', () => {
  it("posts our tool configuration with the registration token and stores the platform it answers", async () => {
    const answer = await register(admin);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({
      issuer: platform.issuer,
      client_id: 'dyn-client-1',
      deployment_ids: ['dyn-deployment-1'],
      auth_login_url: `${platform.issuer}/auth`,
      token_url: `${platform.issuer}/token`,
      jwks_url: `${platform.issuer}/jwks`,
    });
    const sent = endpoints.received.at(-1)!;
    expect(sent).toMatchObject({
      application_type: 'web',
      response_types: ['id_token'],
      grant_types: ['implicit', 'client_credentials'],
      initiate_login_uri: `${tk.url}/server/lti/login`,
      redirect_uris: [`${tk.url}/server/lti/launch`],
      jwks_uri: `${tk.url}/server/lti/jwks`,
      token_endpoint_auth_method: 'private_key_jwt',
    });
    expect(String(sent.scope).split(' ')).toContain('https://purl.imsglobal.org/spec/lti-ags/scope/score');
    expect((sent['https://purl.imsglobal.org/spec/lti-tool-configuration'] as { messages: { type: string }[] }).messages.map((m) => m.type)).toEqual(['LtiDeepLinkingRequest']);

    // The registration is usable at once: the platform's login initiation with its new client id is taken.
    const query = new URLSearchParams({ iss: platform.issuer, login_hint: 'h', target_link_uri: `${tk.url}/x`, client_id: 'dyn-client-1', lti_deployment_id: 'dyn-deployment-1' });
    expect((await tk.client().get(`lti/login?${query}`)).status).toBe(200);
  });

  it('is for site administrators only', async () => {
    const teacher = await tk.loginAs(await tk.createUser('instructor'));
    const before = await platformsStored();
    expect((await register(teacher)).status).toBe(403);
    expect(await platformsStored()).toBe(before);
  });

  describe('each failure says why and stores nothing', () => {
    const cases: [string, () => Record<string, unknown> | void, string][] = [
      ['a configuration address that does not answer', () => ({ openid_configuration: `${platform.issuer}/nowhere/.well-known/openid-configuration` }), "the platform's openid-configuration could not be read (We could not load this URL.)"],
      ['a configuration address inside our network (SSRF)', () => ({ openid_configuration: 'http://192.168.1.10/.well-known/openid-configuration' }), "the platform's openid-configuration could not be read (URL is invalid.)"],
      ['an issuer that is not the address prefix', () => void (endpoints.configChanges = { issuer: 'https://elsewhere.test' }), "the openid-configuration's issuer does not match its address"],
      ['no issuer', () => void (endpoints.configChanges = { issuer: undefined }), 'the openid-configuration has no issuer'],
      ['no registration endpoint', () => void (endpoints.configChanges = { registration_endpoint: undefined }), 'the openid-configuration has no registration_endpoint'],
      ['no JWKS address', () => void (endpoints.configChanges = { jwks_uri: 'ftp://x' }), 'the openid-configuration has no jwks_uri'],
      ['no RS256', () => void (endpoints.configChanges = { id_token_signing_alg_values_supported: ['HS256'] }), 'the platform does not sign with RS256'],
      ['a wrong registration token', () => ({ registration_token: 'stolen' }), "the platform's registration endpoint refused our configuration or did not answer"],
      ['a registration endpoint that refuses', () => void (endpoints.refuseWith = 400), "the platform's registration endpoint refused our configuration or did not answer"],
      ['a registration endpoint inside our network (SSRF)', () => void (endpoints.configChanges = { registration_endpoint: 'http://10.1.2.3/register' }), "the platform's registration endpoint refused our configuration or did not answer (URL is invalid.)"],
      ['an answer without client_id', () => void (endpoints.answerChanges = { client_id: undefined }), 'the platform answered no client_id'],
      ['an answer without deployment_id', () => void (endpoints.answerChanges = { 'https://purl.imsglobal.org/spec/lti-tool-configuration': {} }), 'the platform answered no deployment_id'],
    ];
    for (const [name, arrange, reason] of cases) {
      it(name, async () => {
        const body = arrange() ?? {};
        const before = await platformsStored();
        const answer = await register(admin, body);
        expect(answer.status, JSON.stringify(answer.body)).toBe(422);
        expect(answer.body.errno).toBe('lti-registration-failed');
        expect(answer.body.error).toBe(`The LTI dynamic registration failed: ${reason}.`);
        expect(await platformsStored()).toBe(before);
      });
    }

    it('a configuration address that is not a URL', async () => {
      const answer = await register(admin, { openid_configuration: 'not a url' });
      expect(answer.status).toBe(422);
    });
  });
});
