import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { callApi } from '../support/api.ts';
import { logIn } from '../support/demo.ts';
import { InstructorGradebook } from '../support/gradebook.ts';
import { startLtijs, type LtijsToken } from '../../support/ltijsTool.ts';
import { openLessonInAuthorMode } from '../support/authorMode.ts';

const COURSE = 'Demo Course: Learning on the Platform';

const escaped = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main>${body}</main></body></html>`;

/**
 * A self-signed certificate for the tool's https address: our pages frame only https pages (`frame-src 'self' https:`),
 * as a real tool is served, so people's browsers (told to accept it) reach the tool over https; our server and the
 * tool talk over its plain loopback address.
 */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'lti-tool-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
  const pair = { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  rmSync(dir, { recursive: true, force: true });
  return pair;
}

test.setTimeout(180_000);

test('an instructor adds an external tool to a page through deep linking, a student launches it and its score appears in the gradebook', async ({ browser, baseURL }) => {
  // The tool: ltijs on loopback (its own PostgreSQL database), verifying our launches against our JWKS. In our page
  // (http here) its https frame is a third-party one whose state cookie the browser does not send back, so ltijs
  // runs in its cookie-less mode (devMode); it still checks the id_token's signature, nonce, issuer and audience.
  const launches: LtijsToken[] = [];
  let toolOrigin = '';
  const tool = await startLtijs('e2e', { cookies: { secure: true, sameSite: 'None' }, devMode: true }, {
    async onDeepLinking(token, _request, response) {
      const jwt = await tool.provider.DeepLinking.createDeepLinkingMessage(token, [{ type: 'ltiResourceLink', title: 'Pendulum lab', url: `${toolOrigin}/?lab=pendulum` }], { message: 'Picked.' });
      response.send(
        page(
          'Choose a lab',
          `<h1>Choose a lab</h1><form method="post" action="${escaped(token.platformContext.deepLinkingSettings.deep_link_return_url)}"><input type="hidden" name="JWT" value="${escaped(jwt)}"><button>Add the pendulum lab</button></form>`,
        ),
      );
    },
    async onConnect(token, _request, response) {
      launches.push(token);
      const sent = await tool.provider.Grade.submitScore(token, token.platformContext.endpoint.lineitem, { userId: token.user, scoreGiven: 7, scoreMaximum: 10, activityProgress: 'Completed', gradingProgress: 'FullyGraded' });
      response.send(page('Pendulum lab', `<h1>Pendulum lab</h1><p>${sent ? 'Your score of 7 out of 10 was sent.' : 'Your score could not be sent.'}</p>`));
    },
  });
  try {
    const toolUrl = `http://127.0.0.1:${await tool.listen()}`;
    toolOrigin = `https://127.0.0.1:${await tool.listen(createHttpsServer(selfSignedCertificate(), tool.provider.app))}`;

    // Set-up: the administrator registers the tool (administratorRegistersLtiTool.spec.ts walks that screen), and the tool registers us.
    const admin = await (await browser.newContext()).newPage();
    await logIn(admin, 'admin@demo.lms');
    const provider = await callApi<{ _id: string; client_id: string }>(admin, 'POST', 'lti_create_tool_provider', {
      name: 'Pendulum Lab Tool',
      target_link_uri: `${toolOrigin}/`,
      login_url: `${toolOrigin}/login`,
      jwks_url: `${toolUrl}/keys`,
      deep_link_url: `${toolOrigin}/`,
    });
    await tool.registerPlatform(baseURL!, provider.client_id);

    // The instructor adds a page with an iframe component launching the tool, graded out of 20.
    const instructor = await (await browser.newContext({ ignoreHTTPSErrors: true })).newPage();
    await logIn(instructor, 'instructor@demo.lms');
    const { courses } = await callApi<{ courses: { _id: string; title: string }[] }>(instructor, 'GET', 'courses/');
    const courseId = courses.find((course) => course.title === COURSE)!._id;
    await instructor.getByRole('link', { name: new RegExp(COURSE) }).click();
    const lessonUrl = await openLessonInAuthorMode(instructor, 'Planning ahead');
    await instructor.getByRole('link', { name: 'New page from a component' }).click();
    await instructor.getByLabel('Page title').fill('Pendulum experiment');
    await instructor.getByRole('button', { name: /^Iframe/ }).click();
    const content = instructor.getByRole('region', { name: 'Content' });
    await content.getByLabel('URL').fill(`${toolOrigin}/`);
    await content.getByLabel('Title').fill('Lab activity');
    await content.getByLabel('Tool').selectOption({ label: 'Pendulum Lab Tool' });
    await content.getByLabel('Graded: the tool’s scores go to the gradebook').check();
    await content.getByLabel('Max score').fill('20');
    await instructor.getByRole('button', { name: 'Save' }).click();
    await expect(instructor.getByText('Component updated')).toBeVisible();
    await expectAccessible(instructor, 'the iframe editor with a tool');

    // Deep linking: the tool opens in a window of its own, the instructor picks a lab there, and its address and title come back.
    const popupOpened = instructor.waitForEvent('popup');
    await content.getByRole('button', { name: 'Select content in the tool' }).click();
    const popup = await popupOpened;
    await popup.getByRole('button', { name: 'Add the pendulum lab' }).click();
    await expect(content.getByLabel('URL')).toHaveValue(`${toolOrigin}/?lab=pendulum`);
    await expect(content.getByLabel('Title')).toHaveValue('Pendulum lab');
    await instructor.getByRole('button', { name: 'Save' }).click();
    await expect(instructor.getByText('Component updated')).toBeVisible();
    await instructor.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(instructor, 'the iframe editor with a tool at 390 px');

    // A student opens the page: the frame launches the tool, which verifies the launch and posts a score through our AGS.
    const student = await (await browser.newContext({ ignoreHTTPSErrors: true })).newPage();
    await logIn(student, 'student1@demo.lms');
    await student.goto(lessonUrl);
    await student.getByRole('link', { name: 'Pendulum experiment' }).click();
    await expect(student.getByRole('heading', { level: 1, name: 'Pendulum experiment' })).toBeVisible();
    const toolFrame = student.frameLocator('iframe[title="Pendulum lab"]');
    await expect(toolFrame.getByRole('heading', { name: 'Pendulum lab' })).toBeVisible();
    await expect(toolFrame.getByText('Your score of 7 out of 10 was sent.')).toBeVisible();
    expect(launches.at(-1)!.platformContext.resource.id).toMatch(/^[0-9a-f]{24}$/);
    await expectAccessible(student, 'the page launching the tool');
    await student.setViewportSize({ width: 390, height: 844 });
    await expect(toolFrame.getByRole('heading', { name: 'Pendulum lab' })).toBeVisible();
    await expectAccessible(student, 'the page launching the tool at 390 px');

    // The instructor sees the tool's score, scaled to the component's 20 points, in its gradebook column.
    await instructor.setViewportSize({ width: 1280, height: 800 });
    const gradebook = new InstructorGradebook(instructor);
    await gradebook.open(courseId);
    await expect(await gradebook.cell('Lee, Jamie', 'Pendulum lab (20)')).toContainText('14');
    await expectAccessible(instructor, 'the gradebook with the tool’s score');
    await instructor.setViewportSize({ width: 390, height: 844 });
    await gradebook.loaded();
    await expectAccessible(instructor, 'the gradebook with the tool’s score at 390 px');
  } finally {
    await tool.close();
  }
});
