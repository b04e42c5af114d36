import { randomBytes } from 'node:crypto';
import { LmsError, type Clock, type ComponentReader, type CourseAccess, type CourseDirectory, type PeopleDirectory, type SessionUser } from '@lms/sdk';
import { LAUNCH_MESSAGES, LAUNCH_TTL_SECONDS, LTI_TOOLS_MESSAGES } from '../../schemas/ltiToolsMessages.ts';
import type { AuthRequest, LoginInitiation } from '../../schemas/launchBodies.ts';
import { LTI_TOOLS_ERRNOS } from '../ltiToolsErrnos.ts';
import type { ToolProviderStore } from '../ToolProviderStore.ts';
import { ltiClaims } from './ltiClaims.ts';
import { ltiRolesOf } from './ltiRoles.ts';
import type { LaunchRow, LaunchStore } from './LaunchStore.ts';
import { platformEndpoints } from './platformEndpoints.ts';

export type MessageType = LaunchRow['message_type'];

export interface LaunchRequest {
  courseId: string;
  componentId: string;
  user: SessionUser;
  access: CourseAccess;
  messageType: MessageType;
  origin: string;
}

/** What the authorization endpoint signs and where it posts it. */
export interface AuthorizedLaunch {
  redirectUri: string;
  audience: string;
  state: string | undefined;
  claims: Record<string, unknown>;
}

const refused = (message: string) => LmsError.declared(LTI_TOOLS_ERRNOS, 'lti-launch-invalid', message);

/**
 * LTI 1.3 launches from an iframe component (part 2 §7 lti_launch_tool,
 * lti_deeplink): `begin` records what the launch will say and answers the
 * tool's OIDC login initiation; `authorize` answers the tool's authentication
 * request once, within LAUNCH_TTL_SECONDS, for the user who began it.
 */
export class LaunchService {
  constructor(
    private readonly launches: LaunchStore,
    private readonly providers: ToolProviderStore,
    private readonly components: ComponentReader,
    private readonly courses: CourseDirectory,
    private readonly people: PeopleDirectory,
    private readonly clock: Clock,
  ) {}

  async begin(request: LaunchRequest): Promise<LoginInitiation> {
    const component = await this.launchable(request);
    const providerId = component.config.tool_provider_id;
    if (typeof providerId !== 'string') throw new LmsError('validation-failed', LAUNCH_MESSAGES.noTool);
    const provider = await this.providers.provider(providerId);
    if (!provider) throw new LmsError('not-found', LTI_TOOLS_MESSAGES.providerNotFound);
    const connection = await this.providers.connection(request.courseId, provider.id);
    const deepLinking = request.messageType === 'LtiDeepLinkingRequest';
    if (deepLinking && !provider.deep_link_url) throw new LmsError('validation-failed', LAUNCH_MESSAGES.noDeepLinking);
    const row: LaunchRow = {
      id: randomBytes(32).toString('base64url'),
      user_id: request.user.id,
      course_id: request.courseId,
      component_id: request.componentId,
      provider_id: provider.id,
      message_type: request.messageType,
      client_id: connection?.client_id ?? provider.client_id,
      deployment_id: connection?.deployment_id ?? provider.deployment_id,
      target_link_uri: deepLinking ? provider.deep_link_url! : this.launchAddress(component.config, provider.target_link_uri),
      resource_title: typeof component.config.title === 'string' ? component.config.title : component.title,
      roles: ltiRolesOf(request.user, request.access),
      created_at: this.clock.now(),
      used_at: null,
    };
    await this.launches.insert(row);
    return {
      url: provider.login_url,
      fields: {
        iss: platformEndpoints(request.origin).issuer,
        login_hint: row.user_id,
        target_link_uri: row.target_link_uri,
        lti_message_hint: row.id,
        client_id: row.client_id,
        lti_deployment_id: row.deployment_id,
      },
    };
  }

  async authorize(request: AuthRequest, origin: string): Promise<AuthorizedLaunch> {
    const wellFormed =
      request.scope.split(' ').includes('openid') && request.response_type === 'id_token' && request.response_mode === 'form_post' && request.prompt === 'none' && request.nonce.length > 0;
    if (!wellFormed) throw refused(LAUNCH_MESSAGES.badRequest);
    const launch = await this.launches.byId(request.lti_message_hint);
    const now = this.clock.now();
    if (!launch || launch.used_at || now.getTime() - new Date(launch.created_at).getTime() > LAUNCH_TTL_SECONDS * 1000) throw refused(LAUNCH_MESSAGES.launchUnknown);
    if (launch.user_id !== request.login_hint) throw refused(LAUNCH_MESSAGES.loginHintMismatch);
    if (launch.client_id !== request.client_id) throw refused(LAUNCH_MESSAGES.clientMismatch);
    const provider = await this.providers.provider(launch.provider_id);
    const registered = [provider?.target_link_uri, provider?.deep_link_url, launch.target_link_uri];
    if (!registered.includes(request.redirect_uri)) throw refused(LAUNCH_MESSAGES.redirectUriInvalid);
    if (!(await this.launches.use(launch.id, now))) throw refused(LAUNCH_MESSAGES.launchUnknown);
    const [person] = await this.people.byIds([launch.user_id]);
    const [course] = await this.courses.summaries([launch.course_id]);
    if (!person || !course) throw refused(LAUNCH_MESSAGES.launchUnknown);
    const claims = ltiClaims(
      {
        messageType: launch.message_type,
        user: person,
        roles: launch.roles,
        course: { id: course.id, title: course.title },
        componentId: launch.component_id,
        componentTitle: launch.resource_title,
        deploymentId: launch.deployment_id,
        targetLinkUri: launch.target_link_uri,
        deepLinkData: launch.id,
      },
      request.nonce,
      platformEndpoints(origin),
    );
    return { redirectUri: request.redirect_uri, audience: launch.client_id, state: request.state, claims };
  }

  /** The component to launch: an iframe component of the course the caller may see (lti_deeplink: one already saved). */
  private async launchable(request: LaunchRequest) {
    try {
      const component = await this.components.get(request.courseId, request.componentId, request.access);
      if (component.type !== 'iframe') throw new LmsError('not-found', LAUNCH_MESSAGES.noTool);
      return component;
    } catch (error) {
      if (request.messageType === 'LtiDeepLinkingRequest' && error instanceof LmsError && error.errno === 'not-found') throw new LmsError('not-found', LAUNCH_MESSAGES.saveFirst);
      throw error;
    }
  }

  /** A deep-linked resource's own address (saved as the component's url) wins over the tool's launch address. */
  private launchAddress(config: Record<string, unknown>, toolLaunch: string): string {
    // Only on the tool's own origin: the address is also a redirect_uri the id_token may be posted to.
    const url = typeof config.url === 'string' ? config.url.trim() : '';
    return URL.canParse(url) && new URL(url).origin === new URL(toolLaunch).origin ? url : toolLaunch;
  }
}
