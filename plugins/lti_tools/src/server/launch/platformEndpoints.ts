/** This platform's LTI addresses, from the site's public origin (never from a request's Host). */
export function platformEndpoints(origin: string) {
  const server = `${origin}/server/lti_tools`;
  return {
    issuer: origin,
    authorization: `${server}/auth`,
    jwks: `${server}/jwks`,
    token: `${server}/token`,
    deepLinkReturn: `${server}/deeplink_return`,
    lineItems: (courseId: string, componentId: string) => `${server}/ags/${courseId}/${componentId}/lineitems`,
    lineItem: (courseId: string, componentId: string) => `${server}/ags/${courseId}/${componentId}/lineitems/${componentId}`,
    memberships: (courseId: string) => `${server}/nrps/${courseId}/memberships`,
  };
}

export type PlatformEndpoints = ReturnType<typeof platformEndpoints>;
