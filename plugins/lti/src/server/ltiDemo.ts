import { definePluginDemo } from '@lms/sdk';
import type { PlatformInput } from '../calls/ltiCalls.ts';
import { platformsRef } from './services.ts';

/** A partner LMS registered for the demo (its addresses are examples: nothing answers there). */
export const DEMO_PLATFORM: PlatformInput = {
  issuer: 'https://partner-lms.example.org',
  client_id: 'demo-learning-platform',
  deployment_ids: ['demo-deployment-1'],
  auth_login_url: 'https://partner-lms.example.org/lti/authorize',
  token_url: 'https://partner-lms.example.org/lti/token',
  jwks_url: 'https://partner-lms.example.org/lti/jwks',
};

/**
 * Registers the demo's partner LMS once, so the site administrator sees a registration
 * (`GET /server/lti/platforms`) and the addresses a platform is given.
 */
export const ltiDemo = definePluginDemo({
  deps: { platforms: platformsRef },
  async seed({ courseId, deps: { platforms } }) {
    if (!(await platforms.byIssuer(DEMO_PLATFORM.issuer, DEMO_PLATFORM.client_id))) await platforms.create(DEMO_PLATFORM);
    return [`LTI tool: ${DEMO_PLATFORM.issuer} is registered as a platform; it would launch /server/lti/login, and LTI setup is at /${courseId}/lti_setup`];
  },
});
