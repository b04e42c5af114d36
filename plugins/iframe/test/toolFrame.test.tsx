import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { componentFixture, fakeApiClient, TestQueryCache } from '@lms/sdk/testing/web';
import { ApiError, LmsWebContext, type ApiClient } from '@lms/sdk/web';
import IframeView from '../src/web/IframeView.tsx';
import type { IframeConfig } from '../src/schemas/iframeConfig.ts';

const TOOL = '6b00000000000000000000f1';
const config: IframeConfig = { url: 'https://tool.example.org/launch', title: 'Physics Lab', tool_provider_id: TOOL, lti_config: { graded: true, max_score: 10 } };

function renderTool(api: ApiClient) {
  const component = componentFixture('iframe', config, { title: 'Lab' });
  const view = render(
    <LmsWebContext.Provider value={{ api, notify: () => undefined, user: null, mode: 'student' }}><TestQueryCache>
      <IframeView component={component} courseId="c1" lessonId="l1" pageId="p1" mode="student" />
    </TestQueryCache></LmsWebContext.Provider>,
  );
  return { ...view, componentId: component._id };
}

describe('IframeView of an LTI tool', () => {
  it('begins a launch and frames the tool’s login initiation with its fields', async () => {
    const fields = { iss: 'https://lms.example.org', login_hint: 'u1', target_link_uri: config.url, lti_message_hint: 'hint', client_id: 'client', lti_deployment_id: 'dep' };
    const api = fakeApiClient({ [`GET lti_launch_tool/c1/l1/p1/${componentFixture('iframe', config)._id}`]: () => ({ url: 'https://tool.example.org/login?x=1', fields }) });
    const { container } = renderTool(api);
    expect(screen.getByRole('status').textContent).toBe('Opening Physics Lab…');
    await waitFor(() => expect(container.querySelector('iframe')).not.toBeNull());
    const src = new URL(container.querySelector('iframe')!.getAttribute('src')!);
    expect(src.origin + src.pathname).toBe('https://tool.example.org/login');
    expect(Object.fromEntries(src.searchParams)).toEqual({ x: '1', ...fields });
    expect(screen.getByTitle('Physics Lab')).toBe(container.querySelector('iframe'));
  });

  it('says why when the launch is refused, framing nothing', async () => {
    const api = fakeApiClient({ [`GET lti_launch_tool/c1/l1/p1/${componentFixture('iframe', config)._id}`]: () => { throw new ApiError(404, 'not-found', 'Tool provider not found.'); } });
    const { container } = renderTool(api);
    expect((await screen.findByRole('alert')).textContent).toBe('Tool provider not found.');
    expect(container.querySelector('iframe')).toBeNull();
  });
});
