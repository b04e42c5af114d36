import { coreServices, definePluginDemo } from '@lms/sdk';
import { toolProvidersRef } from './services.ts';

/** The demo's external tool (its addresses are examples: nothing answers there). */
export const DEMO_TOOL = {
  name: 'Demo lab simulator',
  target_link_uri: 'https://lab-simulator.example.org/lti/launch',
  login_url: 'https://lab-simulator.example.org/lti/login',
  jwks_url: 'https://lab-simulator.example.org/lti/jwks',
  deep_link_url: 'https://lab-simulator.example.org/lti/deep-link',
};

/**
 * Registers the demo's external tool once and connects the demo course to it, so
 * /administrator/tools lists a tool and an author can pick it for an iframe component.
 */
export const ltiToolsDemo = definePluginDemo({
  deps: { providers: toolProvidersRef, db: coreServices.database },
  async seed({ courseId, administrator, deps: { providers, db } }) {
    const tool = (await providers.list()).find((provider) => provider.name === DEMO_TOOL.name) ?? (await providers.create(DEMO_TOOL, administrator.id));
    if (!(await db('lti_tools_connections').where({ course_id: courseId, provider_id: tool._id }).first())) {
      await providers.connect({ course_id: courseId, tool_provider_id: tool._id }, administrator.id);
    }
    return [`External tools: ${DEMO_TOOL.name} at /administrator/tools, connected to the demo course`];
  },
});
