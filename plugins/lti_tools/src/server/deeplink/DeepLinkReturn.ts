import { decodeJwt } from 'jose';
import { LmsError, type Clock } from '@lms/sdk';
import type { ToolTokenVerifier } from '../keys/ToolTokenVerifier.ts';
import type { LaunchStore } from '../launch/LaunchStore.ts';
import { platformEndpoints } from '../launch/platformEndpoints.ts';
import { DEEP_LINK_RETURN_SECONDS } from '../../schemas/ltiToolsMessages.ts';
import { LTI_TOOLS_ERRNOS } from '../ltiToolsErrnos.ts';
import type { ToolProviderStore } from '../ToolProviderStore.ts';

const CLAIM = 'https://purl.imsglobal.org/spec/lti/claim/';
const DL = 'https://purl.imsglobal.org/spec/lti-dl/claim/';
const MAX_AGE_SECONDS = 300;

export const DEEP_LINK_MESSAGES = {
  malformed: 'The deep-linking response must be a JWT in the form field JWT.',
  unknown: 'This deep-linking response answers no open request here.',
  claims: 'The deep-linking response must be an LtiDeepLinkingResponse of LTI 1.3.0 for the request’s deployment.',
  noItem: 'The tool returned no resource link.',
} as const;

const refused = (message: string) => LmsError.declared(LTI_TOOLS_ERRNOS, 'tool-token-invalid', message);

/** The resource an author picked in the tool, for the component being edited. */
export interface PickedResource {
  courseId: string;
  componentId: string;
  url: string;
  title: string;
}

/**
 * The tool's deep-linking response (Deep Linking 2.0 §4.5): verified with the
 * tool's key (ToolTokenVerifier), bound to one deep-linking request of ours by
 * its `data` (the launch id), accepted once; answers the first resource link.
 */
export class DeepLinkReturn {
  constructor(
    private readonly launches: LaunchStore,
    private readonly providers: ToolProviderStore,
    private readonly verifier: ToolTokenVerifier,
    private readonly clock: Clock,
  ) {}

  async receive(form: URLSearchParams, origin: string): Promise<PickedResource> {
    const jwt = form.get('JWT') ?? '';
    let clientId: unknown;
    try {
      clientId = decodeJwt(jwt).iss;
    } catch {
      throw refused(DEEP_LINK_MESSAGES.malformed);
    }
    const provider = typeof clientId === 'string' ? await this.providers.byClientId(clientId) : undefined;
    if (!provider || typeof clientId !== 'string') throw refused(DEEP_LINK_MESSAGES.unknown);
    const now = this.clock.now();
    const claims = await this.verifier.verify(jwt, provider, { clientId, audience: platformEndpoints(origin).issuer, maxAgeSeconds: MAX_AGE_SECONDS, now });
    const data = claims[`${DL}data`];
    const launch = typeof data === 'string' ? await this.launches.byId(data) : undefined;
    const late = launch ? now.getTime() - new Date(launch.created_at).getTime() > DEEP_LINK_RETURN_SECONDS * 1000 : true;
    if (!launch || late || launch.client_id !== clientId || launch.message_type !== 'LtiDeepLinkingRequest') throw refused(DEEP_LINK_MESSAGES.unknown);
    if (claims[`${CLAIM}message_type`] !== 'LtiDeepLinkingResponse' || claims[`${CLAIM}version`] !== '1.3.0' || claims[`${CLAIM}deployment_id`] !== launch.deployment_id) {
      throw refused(DEEP_LINK_MESSAGES.claims);
    }
    const items = claims[`${DL}content_items`];
    const link = Array.isArray(items) ? (items as Record<string, unknown>[]).find((item) => item?.type === 'ltiResourceLink') : undefined;
    if (!link) throw refused(DEEP_LINK_MESSAGES.noItem);
    if (!(await this.launches.markReturned(launch.id, now))) throw refused(DEEP_LINK_MESSAGES.unknown);
    const url = typeof link.url === 'string' && URL.canParse(link.url) ? link.url : provider.target_link_uri;
    const title = typeof link.title === 'string' ? link.title.slice(0, 300) : '';
    return { courseId: launch.course_id, componentId: launch.component_id, url, title };
  }
}
