import type http from 'node:http';
import { AdvantageServices, DeepLinkReturn, LTI, ROLES, TestPlatform } from '../../../plugins/lti/test/support/testPlatform.ts';

/** What the platform's launch asks for: who, as what, and which message (carried through our login as lti_message_hint). */
export interface PlatformLaunch {
  kind: 'deeplink' | 'resource';
  sub: string;
  role: 'instructor' | 'learner';
  target: string;
  custom?: Record<string, string>;
}

/**
 * Another LMS in the browser, on loopback at `localhost` (another site than our server on
 * 127.0.0.1, so our pages in its iframe are third-party): the test platform's keys,
 * deep-linking return and AGS services, plus the pages a person sees: a course page that
 * frames our login initiation (and keeps the LTI client-side postMessage storage for
 * it), and an authentication endpoint that answers with an auto-posting signed launch.
 */
export class BrowserPlatform {
  private constructor(
    readonly platform: TestPlatform,
    readonly returns: DeepLinkReturn,
    readonly services: AdvantageServices,
    private readonly tool: string,
  ) {}

  static async start(tool: string): Promise<BrowserPlatform> {
    const platform = await TestPlatform.start({ hostName: 'localhost' });
    const returns = new DeepLinkReturn(platform, `${tool}/server/lti/jwks`, () => new Date());
    const services = new AdvantageServices(platform, `${tool}/server/lti/jwks`, () => new Date());
    const browserPlatform = new BrowserPlatform(platform, returns, services, tool);
    platform.route('/course', (_req, res, url) => browserPlatform.coursePage(res, url));
    platform.route('/auth', (_req, res, url) => browserPlatform.authenticate(res, url));
    return browserPlatform;
  }

  /** The platform's course page framing the launch `launch` (as its `?launch=` query). */
  coursePage(res: http.ServerResponse, url: URL): void {
    const login = this.loginUrl(JSON.parse(url.searchParams.get('launch') ?? '{}') as PlatformLaunch, { storage: true });
    const storage = `(function () {
      var store = {};
      window.addEventListener('message', function (event) {
        var data = event.data || {};
        if (event.origin !== ${JSON.stringify(this.tool)}) return;
        if (data.subject === 'lti.put_data') store[data.key] = data.value;
        if (data.subject !== 'lti.put_data' && data.subject !== 'lti.get_data') return;
        event.source.postMessage({ subject: data.subject + '.response', message_id: data.message_id, key: data.key, value: store[data.key] }, event.origin);
      });
    })();`;
    html(res, `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Their course</title></head><body style="margin:0"><main><h1 style="font-size:1rem;margin:4px">Their course</h1><iframe name="tool" title="Course from the learning platform" src="${escaped(login)}" style="border:0;width:100%;height:calc(100vh - 40px)"></iframe></main><script>${storage}</script></body></html>`);
  }

  /** The OIDC authentication endpoint: the launch the hint names, signed, posted to our launch address by the browser. */
  async authenticate(res: http.ServerResponse, url: URL): Promise<void> {
    const query = url.searchParams;
    const launch = JSON.parse(query.get('lti_message_hint') ?? '{}') as PlatformLaunch;
    const input = { nonce: query.get('nonce') ?? '', target: launch.target, role: ROLES[launch.role], sub: launch.sub };
    const claims =
      launch.kind === 'deeplink'
        ? this.platform.deepLinkClaims(input, { given_name: 'Tess', family_name: 'Teacher' })
        : this.platform.launchClaims(input, { [LTI.custom]: launch.custom, [LTI.resourceLink]: { id: `link-${launch.target}`, title: 'Linked lesson' } });
    const idToken = await this.platform.sign(claims);
    const fields = { id_token: idToken, state: query.get('state') ?? '' };
    const inputs = Object.entries(fields).map(([name, value]) => `<input type="hidden" name="${name}" value="${escaped(value)}">`).join('');
    html(res, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing in</title></head><body><form method="post" action="${escaped(query.get('redirect_uri') ?? '')}">${inputs}<button>Continue</button></form><script>document.forms[0].submit()</script></body></html>`);
  }

  /** Our login initiation for `launch`; `storage`: the platform offers its postMessage storage (from its course page's frame). */
  loginUrl(launch: PlatformLaunch, options: { storage: boolean }): string {
    const login = new URL(`${this.tool}/server/lti/login`);
    const query = { iss: this.platform.issuer, login_hint: launch.sub, target_link_uri: launch.target, client_id: this.platform.clientId, lti_deployment_id: this.platform.deploymentId, lti_message_hint: JSON.stringify(launch) };
    for (const [name, value] of Object.entries(query)) login.searchParams.set(name, value);
    if (options.storage) login.searchParams.set('lti_storage_target', '_parent');
    return login.toString();
  }

  /** The address of the course page framing `launch`. */
  coursePageFor(launch: PlatformLaunch): string {
    return `${this.platform.issuer}/course?launch=${encodeURIComponent(JSON.stringify(launch))}`;
  }

  /** Our registration of this platform (`POST lti/platforms`). */
  registration() {
    return this.platform.registration();
  }

  close(): Promise<void> {
    return this.platform.close();
  }
}

const escaped = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function html(res: http.ServerResponse, body: string): void {
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(body);
}
