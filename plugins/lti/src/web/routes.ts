import { pluginRoute } from '@lms/sdk/web';

/** The deep linking picker a platform's LtiDeepLinkingRequest launch lands the instructor on. */
export const deepLinkRoute = pluginRoute('lti.deep_link', '/lti_deep_link/:requestId', 'user');
/** LTI Dynamic Registration's initiation page, opened by the platform with `openid_configuration` and `registration_token`. */
export const dynamicRegistrationRoute = pluginRoute('lti.dynamic_registration', '/lti_dynamic_registration', 'site-admin');
