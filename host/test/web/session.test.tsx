import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createApiClient, routeByName } from '@lms/sdk/web';
import { SessionStore } from '../../web/src/session/SessionStore.ts';
import {
  isAdministrator,
  isGoogleAccount,
  isProfessor,
  isProgramAdministrator,
  isSiteAdministrator,
  meetsRouteAccess,
  permissionLevel,
} from '../../web/src/session/userRoles.ts';
import { ADMINISTRATOR, INSTRUCTOR, PROGRAM_ADMIN, SITE_ADMIN, STUDENT } from './support/fixtures.ts';
import { fakeServer, NOT_LOGGED } from './support/fakeServer.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import { readRedirect } from '../../web/src/session/redirectCookie.ts';

afterEach(resetBrowserState);

const withAdministrator = (administrator: number) => ({ ...STUDENT, administrator });

describe('roles from the session user (mirrors core/src/permissions/siteRoles.ts)', () => {
  it('reads the permission level as the administrator value minus 1 (part 3 §6)', () => {
    expect([0, 1, 2, 3].map((value) => permissionLevel({ administrator: value }))).toEqual([-1, 0, 1, 2]);
  });

  it('makes administrator value 3 (level 2) or a Junction account a site administrator, and nothing below', () => {
    expect(isSiteAdministrator(withAdministrator(3))).toBe(true);
    expect(isSiteAdministrator(SITE_ADMIN)).toBe(true);
    expect(isSiteAdministrator({ ...STUDENT, accountType: 'Junction' })).toBe(true);
    expect(isSiteAdministrator(withAdministrator(2))).toBe(false);
    expect(isSiteAdministrator(withAdministrator(1))).toBe(false);
    expect(isSiteAdministrator(STUDENT)).toBe(false);
  });

  it('lets administrator values 1 and up (and Junction accounts) into the administration area', () => {
    expect([0, 1, 2, 3].map((value) => isAdministrator(withAdministrator(value)))).toEqual([false, true, true, true]);
    expect(isAdministrator({ ...STUDENT, accountType: 'Junction' })).toBe(true);
    expect(meetsRouteAccess('administrator', ADMINISTRATOR)).toBe(true);
    expect(meetsRouteAccess('administrator', INSTRUCTOR)).toBe(false);
  });

  it('opens the dev mailbox (everyone\'s reset links) to site administrators only', () => {
    const mailbox = routeByName('dev.mailbox')!;
    expect([1, 2].map((value) => meetsRouteAccess(mailbox.access, withAdministrator(value)))).toEqual([false, false]);
    expect(meetsRouteAccess(mailbox.access, withAdministrator(3))).toBe(true);
    expect(meetsRouteAccess(mailbox.access, { ...STUDENT, accountType: 'Junction' })).toBe(true);
  });

  it('gives program administrators and site administrators the program area', () => {
    expect(isProgramAdministrator(PROGRAM_ADMIN)).toBe(true);
    expect(isProgramAdministrator(SITE_ADMIN)).toBe(true);
    expect(isProgramAdministrator(withAdministrator(2))).toBe(false);
    expect(meetsRouteAccess('program-admin', STUDENT)).toBe(false);
  });

  it('gives professor status to instructors, assistants and site administrators only', () => {
    expect(isProfessor(INSTRUCTOR)).toBe(true);
    expect(isProfessor(SITE_ADMIN)).toBe(true);
    expect(isProfessor(withAdministrator(2))).toBe(false);
    expect(isProfessor(STUDENT)).toBe(false);
    expect(meetsRouteAccess('professor', STUDENT)).toBe(false);
    expect(meetsRouteAccess('user', STUDENT)).toBe(true);
  });

  it("knows a Google account by accountType 'google'", () => {
    expect(isGoogleAccount({ ...STUDENT, accountType: 'google' })).toBe(true);
    expect(isGoogleAccount(STUDENT)).toBe(false);
  });
});

describe('session state (part 1 §4)', () => {
  it('stays unknown until sayhi/ answers, then stores the user', async () => {
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    const store = new SessionStore();
    const probe = store.probe(createApiClient({ fetch: () => pending }));
    expect(store.state.status).toBe('unknown');
    answer(new Response(JSON.stringify(STUDENT), { status: 200 }));
    await probe;
    expect(store.user?.mongoId).toBe(STUDENT.mongoId);
  });

  it('treats a failure, or an answer without an id, as nobody logged in', async () => {
    const failing = new SessionStore();
    await failing.probe(createApiClient({ fetch: fakeServer({ 'GET /server/sayhi/': NOT_LOGGED }).fetch }));
    expect(failing.state.status).toBe('anonymous');
    const noId = new SessionStore();
    await noId.probe(createApiClient({ fetch: fakeServer({ 'GET /server/sayhi/': { body: { name: 'x' } } }).fetch }));
    expect(noId.state.status).toBe('anonymous');
  });

  it('sends a visitor without a session from a logged-in page to login, remembering the path', async () => {
    const { router } = renderApp({ path: '/account', user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readRedirect()).toBe('/account');
  });
});
