import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { ApiError, LmsWebContext, type ApiClient } from '@lms/sdk/web';
import { fakeApiClient, TestQueryCache, type FakeApiHandler } from '@lms/sdk/testing/web';
import LtiDeepLinkScreen from '../../src/web/LtiDeepLinkScreen.tsx';
import DynamicRegistrationScreen from '../../src/web/DynamicRegistrationScreen.tsx';
import type { DeepLinkRequest } from '../../src/calls/deepLinkCalls.ts';

const REQUEST = '6f00000000000000000000d1';
const COURSE = '6d0000000000000000000c01';
const LESSON = '6d0000000000000000000e01';

function request(overrides: Partial<DeepLinkRequest> = {}): DeepLinkRequest {
  return {
    id: REQUEST,
    issuer: 'https://lms.university.example',
    accept_multiple: false,
    expires_at: '2026-11-29T10:30:00.000Z',
    courses: [{ id: COURSE, title: 'Cell biology', lessons: [{ id: LESSON, title: 'Proteins' }] }],
    ...overrides,
  };
}

function renderWith(element: React.ReactElement, routes: Record<string, FakeApiHandler>) {
  const api = fakeApiClient(routes);
  return render(
    <LmsWebContext.Provider value={{ api: api as ApiClient, notify: vi.fn(), user: null, mode: 'presentation' }}>
      <TestQueryCache>{element}</TestQueryCache>
    </LmsWebContext.Provider>,
  );
}

async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the deep linking picker', () => {
  it('offers each taught course and its lessons by keyboard, sends the choice and opens the answer page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const sent: unknown[] = [];
    const { container } = renderWith(<LtiDeepLinkScreen params={{ requestId: REQUEST }} />, {
      [`GET lti/deep-links/${REQUEST}`]: () => request(),
      [`POST lti/deep-links/${REQUEST}`]: (body) => {
        sent.push(body);
        return { response_url: `/server/lti/deep-links/${REQUEST}/response` };
      },
    });
    const lesson = await screen.findByRole('radio', { name: 'Lesson: Proteins' });
    expect(screen.getByRole('group', { name: 'Cell biology' })).toBeTruthy();
    expect(await violations(container)).toEqual([]);

    // Nothing chosen: said, nothing sent.
    await userEvent.click(screen.getByRole('button', { name: 'Link and return' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a course or a lesson to link.');
    expect(sent).toEqual([]);

    // Keyboard from the top of the page: tab to the first option, arrow to the lesson, Enter submits.
    (document.activeElement as HTMLElement).blur();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'The whole course' }));
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    expect((lesson as HTMLInputElement).checked).toBe(true);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/server/lti/deep-links/${REQUEST}/response`));
    expect(sent).toEqual([{ items: [{ course_id: COURSE, lesson_id: LESSON }] }]);
  });

  it('takes several items as checkboxes when the platform does, and shows a refusal', async () => {
    renderWith(<LtiDeepLinkScreen params={{ requestId: REQUEST }} />, {
      [`GET lti/deep-links/${REQUEST}`]: () => request({ accept_multiple: true }),
      [`POST lti/deep-links/${REQUEST}`]: () => {
        throw new ApiError(410, 'lti-deep-link-gone', 'This deep linking request has expired or was answered already: start again from the other LMS.');
      },
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'The whole course' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lesson: Proteins' }));
    await userEvent.click(screen.getByRole('button', { name: 'Link and return' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This deep linking request has expired or was answered already: start again from the other LMS.');
  });

  it('says so when the instructor teaches nothing here', async () => {
    renderWith(<LtiDeepLinkScreen params={{ requestId: REQUEST }} />, { [`GET lti/deep-links/${REQUEST}`]: () => request({ courses: [] }) });
    expect(await screen.findByText('You teach no course here yet, so there is nothing to link.')).toBeTruthy();
  });
});

describe('the dynamic registration page', () => {
  const configuration = 'https://lms.university.example/.well-known/openid-configuration';

  it('registers on confirmation and tells the platform to close the window', async () => {
    window.history.replaceState(null, '', `/lti_dynamic_registration?openid_configuration=${encodeURIComponent(configuration)}&registration_token=tok-1`);
    const opener = { postMessage: vi.fn() };
    vi.stubGlobal('opener', opener);
    const sent: unknown[] = [];
    const { container } = renderWith(<DynamicRegistrationScreen />, {
      'POST lti/dynamic-registrations': (body) => {
        sent.push(body);
        return { id: 'p1', created_at: '2026-11-29T10:00:00.000Z', issuer: 'https://lms.university.example', client_id: 'dyn-1', deployment_ids: ['d1'], auth_login_url: 'https://x/auth', token_url: 'https://x/token', jwks_url: 'https://x/jwks' };
      },
    });
    expect(screen.getByText('lms.university.example')).toBeTruthy();
    expect(await violations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('status')).textContent).toContain('Registered: https://lms.university.example (client id dyn-1)');
    expect(sent).toEqual([{ openid_configuration: configuration, registration_token: 'tok-1' }]);
    expect(opener.postMessage).toHaveBeenCalledWith({ subject: 'org.imsglobal.lti.close' }, '*');
  });

  it('shows why a registration failed, and does not close the window', async () => {
    window.history.replaceState(null, '', `/lti_dynamic_registration?openid_configuration=${encodeURIComponent(configuration)}`);
    const opener = { postMessage: vi.fn() };
    vi.stubGlobal('opener', opener);
    renderWith(<DynamicRegistrationScreen />, {
      'POST lti/dynamic-registrations': () => {
        throw new ApiError(502, 'lti-registration-failed', 'The LTI dynamic registration failed: the platform answered no client_id.');
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The LTI dynamic registration failed: the platform answered no client_id.');
    expect(opener.postMessage).not.toHaveBeenCalled();
  });

  const platform = { id: 'p1', created_at: '2026-11-29T10:00:00.000Z', issuer: 'https://lms.university.example', client_id: 'c-1', deployment_ids: ['d1'], auth_login_url: 'https://lms.university.example/auth', token_url: 'https://x/token', jwks_url: 'https://x/jwks', frame_origins: ['https://files.university.example'] };

  it('opened from the Administration home, gives the address to paste into the other LMS and lists the registered platforms', async () => {
    window.history.replaceState(null, '', '/lti_dynamic_registration');
    const { container } = renderWith(<DynamicRegistrationScreen />, { 'GET lti/platforms': () => ({ platforms: [platform] }) });
    expect(screen.getByText(`${window.location.origin}/lti_dynamic_registration`)).toBeTruthy();
    const registered = await screen.findByRole('article', { name: 'https://lms.university.example (client id c-1)' });
    expect((screen.getByLabelText(/Other origins of its pages/) as HTMLTextAreaElement).value).toBe('https://files.university.example');
    expect(registered.textContent).toContain('https://lms.university.example/auth');
    expect(await violations(container)).toEqual([]);
  });

  it("edits a platform's frame origins from the keyboard, one per line, showing the server's message on the field", async () => {
    window.history.replaceState(null, '', '/lti_dynamic_registration');
    const sent: unknown[] = [];
    renderWith(<DynamicRegistrationScreen />, {
      'GET lti/platforms': () => ({ platforms: [platform] }),
      'PUT lti/platforms/p1/frame-origins': (body) => {
        sent.push(body);
        const origins = (body as { frame_origins: string[] }).frame_origins;
        const wrong = origins.find((origin) => !origin.startsWith('https://'));
        if (wrong) {
          const message = `The frame origin "${wrong}" must be an https origin such as https://files.example.edu (no path, query or fragment).`;
          throw new ApiError(422, 'validation-failed', message, [{ field: '/frame_origins', message }]);
        }
        return { ...platform, frame_origins: origins };
      },
    });
    const field = (await screen.findByLabelText(/Other origins of its pages/)) as HTMLTextAreaElement;
    await userEvent.click(field);
    await userEvent.keyboard('{Enter}http://app.university.example');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('The frame origin "http://app.university.example" must be an https origin such as https://files.example.edu (no path, query or fragment).')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, ' https://files.university.example {Enter}{Enter}https://app.university.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save frame origins' }));
    expect(await screen.findByText('Frame origins saved.')).toBeTruthy();
    expect(sent).toEqual([
      { frame_origins: ['https://files.university.example', 'http://app.university.example'] },
      { frame_origins: ['https://files.university.example', 'https://app.university.example'] },
    ]);
  });
});
