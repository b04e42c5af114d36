import { SCOPES } from '../sync/PlatformClient.ts';
import { launchAddress } from '../LtiLogin.ts';

/** The tool configuration claim (LTI Dynamic Registration 1.0 §3.3.2). */
export const TOOL_CONFIGURATION = 'https://purl.imsglobal.org/spec/lti-tool-configuration';

/**
 * What we post to a platform's registration endpoint (LTI Dynamic
 * Registration 1.0 §3.3, an OpenID Connect client registration): our login
 * initiation, launch and JWKS addresses, private_key_jwt client credentials
 * for the AGS and NRPS scopes we use, resource link launches into
 * `{origin}/` and deep linking.
 */
export function toolConfiguration(origin: string) {
  const domain = new URL(origin).host;
  return {
    application_type: 'web',
    response_types: ['id_token'],
    grant_types: ['implicit', 'client_credentials'],
    initiate_login_uri: `${origin}/server/lti/login`,
    redirect_uris: [launchAddress(origin)],
    client_name: domain,
    jwks_uri: `${origin}/server/lti/jwks`,
    token_endpoint_auth_method: 'private_key_jwt',
    scope: Object.values(SCOPES).join(' '),
    [TOOL_CONFIGURATION]: {
      domain,
      target_link_uri: `${origin}/`,
      claims: ['iss', 'sub', 'name', 'given_name', 'family_name', 'email'],
      messages: [{ type: 'LtiDeepLinkingRequest', target_link_uri: `${origin}/`, label: `Link a course of ${domain}` }],
    },
  };
}
