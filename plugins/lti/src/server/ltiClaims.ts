/** The claim names of LTI 1.3 core (IMS Global LTI 1.3 §5.3). */
export const CLAIM = {
  messageType: 'https://purl.imsglobal.org/spec/lti/claim/message_type',
  version: 'https://purl.imsglobal.org/spec/lti/claim/version',
  deploymentId: 'https://purl.imsglobal.org/spec/lti/claim/deployment_id',
  targetLinkUri: 'https://purl.imsglobal.org/spec/lti/claim/target_link_uri',
  resourceLink: 'https://purl.imsglobal.org/spec/lti/claim/resource_link',
  roles: 'https://purl.imsglobal.org/spec/lti/claim/roles',
  context: 'https://purl.imsglobal.org/spec/lti/claim/context',
  custom: 'https://purl.imsglobal.org/spec/lti/claim/custom',
} as const;

export const MESSAGE_TYPES = ['LtiResourceLinkRequest', 'LtiDeepLinkingRequest'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Our course roles (part 3 §6): staff or student; others (guests, mentors) are refused. */
export type CourseRole = 'instructor' | 'assistant' | 'student';

const INSTRUCTOR = ['http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor', 'http://purl.imsglobal.org/vocab/lis/v2/membership#ContentDeveloper', 'Instructor'];
const ASSISTANT = ['http://purl.imsglobal.org/vocab/lis/v2/membership/Instructor#TeachingAssistant', 'TeachingAssistant'];
const STUDENT = ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner', 'http://purl.imsglobal.org/vocab/lis/v2/membership/Learner#Learner', 'Learner'];

/** The course role an LTI roles claim maps to (instructor over assistant over student), or null when none applies. */
export function courseRole(roles: readonly string[]): CourseRole | null {
  if (roles.some((role) => INSTRUCTOR.includes(role))) return 'instructor';
  if (roles.some((role) => ASSISTANT.includes(role))) return 'assistant';
  if (roles.some((role) => STUDENT.includes(role))) return 'student';
  return null;
}

/** LTI Advantage service claims (NRPS 2.0 §3.6.1, AGS 2.0 §3.1). */
export const SERVICE_CLAIM = {
  namesRoles: 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice',
  gradeEndpoint: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
} as const;

/** LTI Deep Linking 2.0 claims (§4.4 request settings, §4.5 response). */
export const DEEP_LINK_CLAIM = {
  settings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  contentItems: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
  data: 'https://purl.imsglobal.org/spec/lti-dl/claim/data',
} as const;
