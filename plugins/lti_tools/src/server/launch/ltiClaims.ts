import type { PlatformEndpoints } from './platformEndpoints.ts';

const CLAIM = 'https://purl.imsglobal.org/spec/lti/claim/';
const AGS = 'https://purl.imsglobal.org/spec/lti-ags/';
const NRPS = 'https://purl.imsglobal.org/spec/lti-nrps/';
const DL = 'https://purl.imsglobal.org/spec/lti-dl/claim/';

export const AGS_SCOPES = {
  lineItem: `${AGS}scope/lineitem`,
  lineItemReadOnly: `${AGS}scope/lineitem.readonly`,
  resultReadOnly: `${AGS}scope/result.readonly`,
  score: `${AGS}scope/score`,
} as const;
export const NRPS_SCOPE = `${NRPS}scope/contextmembership.readonly`;

/** What a launch tells the tool, fixed when the user asked for it (lti_tools_launches). */
export interface LaunchFacts {
  messageType: 'LtiResourceLinkRequest' | 'LtiDeepLinkingRequest';
  user: { id: string; firstname: string; lastname: string; email: string };
  roles: readonly string[];
  course: { id: string; title: string };
  componentId: string;
  componentTitle: string;
  deploymentId: string;
  targetLinkUri: string;
  /** The deep-linking return's data, echoed back by the tool (the launch id). */
  deepLinkData?: string;
}

/**
 * The claims of an LTI 1.3 id_token (LTI Core 1.3 §5, AGS 2.0 §3.1, NRPS 2.0
 * §3.6.1, Deep Linking 2.0 §4.4) beside iss, aud, exp, iat, which the signer adds.
 */
export function ltiClaims(facts: LaunchFacts, nonce: string, endpoints: PlatformEndpoints): Record<string, unknown> {
  const name = `${facts.user.firstname} ${facts.user.lastname}`.trim();
  const claims: Record<string, unknown> = {
    sub: facts.user.id,
    nonce,
    name,
    given_name: facts.user.firstname,
    family_name: facts.user.lastname,
    email: facts.user.email,
    [`${CLAIM}message_type`]: facts.messageType,
    [`${CLAIM}version`]: '1.3.0',
    [`${CLAIM}deployment_id`]: facts.deploymentId,
    [`${CLAIM}target_link_uri`]: facts.targetLinkUri,
    [`${CLAIM}roles`]: [...facts.roles],
    [`${CLAIM}context`]: { id: facts.course.id, title: facts.course.title, type: ['http://purl.imsglobal.org/vocab/lis/v2/course#CourseOffering'] },
    [`${CLAIM}tool_platform`]: { guid: endpoints.issuer, name: new URL(endpoints.issuer).host, product_family_code: 'lms' },
    [`${NRPS}claim/namesroleservice`]: { context_memberships_url: endpoints.memberships(facts.course.id), service_versions: ['2.0'] },
    [`${AGS}claim/endpoint`]: {
      scope: [AGS_SCOPES.lineItem, AGS_SCOPES.lineItemReadOnly, AGS_SCOPES.resultReadOnly, AGS_SCOPES.score],
      lineitems: endpoints.lineItems(facts.course.id, facts.componentId),
      lineitem: endpoints.lineItem(facts.course.id, facts.componentId),
    },
  };
  if (facts.messageType === 'LtiResourceLinkRequest') {
    claims[`${CLAIM}resource_link`] = { id: facts.componentId, title: facts.componentTitle };
  } else {
    claims[`${DL}deep_linking_settings`] = {
      deep_link_return_url: endpoints.deepLinkReturn,
      accept_types: ['ltiResourceLink'],
      accept_presentation_document_targets: ['iframe'],
      accept_multiple: false,
      auto_create: true,
      data: facts.deepLinkData,
    };
  }
  return claims;
}
