import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fakeApiClient, TestQueryCache } from '@lms/sdk/testing/web';
import { ApiError, LmsWebContext, routeByName, type ApiClient, type WebSessionUser } from '@lms/sdk/web';
import manifest from '../../src/web/index.tsx';
import ToolsScreen from '../../src/web/ToolsScreen.tsx';
import type { ToolProvider } from '../../src/schemas/toolProviderTypes.ts';

const admin: WebSessionUser = { mongoId: '6b00000000000000000000a1', name: 'Sid Admin', firstname: 'Sid', lastname: 'Admin', email: 'sid@example.org', instructor: false, administrator: 3, program_administrator: false, accountType: 'standard' };
const COURSE = '6b0000000000000000000c01';

const tool: ToolProvider = {
  _id: '6b00000000000000000000f1',
  name: 'Physics Lab',
  client_id: '0d8c1f0e-3a57-4c57-9d7e-1b1b1b1b1b1b',
  deployment_id: '5e5e5e5e-3a57-4c57-9d7e-2c2c2c2c2c2c',
  target_link_uri: 'https://tool.example.org/launch',
  login_url: 'https://tool.example.org/login',
  jwks_url: 'https://tool.example.org/keys',
  public_key: null,
  deep_link_url: null,
  created_at: '2030-01-01T10:00:00.000Z',
};

function renderTools(api: ApiClient) {
  return render(
    <LmsWebContext.Provider value={{ api, notify: vi.fn(), user: admin, mode: 'presentation' }}>
      <TestQueryCache>
        <ToolsScreen />
      </TestQueryCache>
    </LmsWebContext.Provider>,
  );
}

describe('/administrator/tools', () => {
  it('is the web plugin’s screen, loaded on demand, reached from a header entry for site administrators', () => {
    expect(Object.keys(manifest.screens ?? {})).toEqual(['administrator.tools']);
    expect(routeByName('administrator.tools')?.path).toBe('/administrator/tools');
    expect(manifest.headerEntries).toEqual([expect.objectContaining({ opens: { route: 'administrator.tools' }, access: 'site-admin', place: 'everywhere' })]);
  });

  it('lists the tools and registers a new one without its blank optional fields', async () => {
    let tools: ToolProvider[] = [];
    const api = fakeApiClient({
      'GET lti_tool_providers': () => ({ tool_providers: tools }),
      'GET lti_tools/platform': () => ({ issuer: 'https://lms.example.org', authorization: 'https://lms.example.org/server/lti_tools/auth', token: 'https://lms.example.org/server/lti_tools/token', jwks: 'https://lms.example.org/server/lti_tools/jwks', deep_link_return: 'https://lms.example.org/server/lti_tools/deeplink_return' }),
      'POST lti_create_tool_provider': () => {
        tools = [tool];
        return tool;
      },
    });
    renderTools(api);
    expect(await screen.findByText('No tool is registered yet.')).toBeTruthy();
    expect((await screen.findByText('https://lms.example.org/server/lti_tools/jwks')).closest('div')!.textContent).toBe('Public keys (JWKS)https://lms.example.org/server/lti_tools/jwks');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Physics Lab' } });
    fireEvent.change(screen.getByLabelText('Launch URL (target link URI)'), { target: { value: tool.target_link_uri } });
    fireEvent.change(screen.getByLabelText('OIDC login initiation URL'), { target: { value: tool.login_url } });
    fireEvent.change(screen.getByLabelText('JWKS URL'), { target: { value: tool.jwks_url } });
    fireEvent.click(screen.getByRole('button', { name: 'Save tool' }));
    expect(await screen.findByText('Tool provider saved.')).toBeTruthy();
    expect(api.post).toHaveBeenCalledWith('lti_create_tool_provider', { name: 'Physics Lab', target_link_uri: tool.target_link_uri, login_url: tool.login_url, jwks_url: tool.jwks_url });
    const row = (await screen.findByRole('rowheader', { name: 'Physics Lab' })).closest('[role="row"], tr')!;
    expect(within(row as HTMLElement).getByText(tool.client_id)).toBeTruthy();
  });

  it('shows the server’s field message at its field', async () => {
    const api = fakeApiClient({
      'GET lti_tool_providers': () => ({ tool_providers: [] }),
      'POST lti_create_tool_provider': () => {
        throw new ApiError(422, 'validation-failed', 'Please give the tool’s JWKS URL or its public key.', [{ field: '/jwks_url', message: 'Please give the tool’s JWKS URL or its public key.' }]);
      },
    });
    renderTools(api);
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Keyless' } });
    fireEvent.change(screen.getByLabelText('Launch URL (target link URI)'), { target: { value: tool.target_link_uri } });
    fireEvent.change(screen.getByLabelText('OIDC login initiation URL'), { target: { value: tool.login_url } });
    fireEvent.click(screen.getByRole('button', { name: 'Save tool' }));
    await waitFor(() => expect(screen.getByLabelText('JWKS URL').getAttribute('aria-invalid')).toBe('true'));
  });

  it('connects a course, and says the spec’s refusal', async () => {
    const api = fakeApiClient({
      'GET lti_tool_providers': () => ({ tool_providers: [tool] }),
      'POST lti_create_connection': () => {
        throw new ApiError(409, 'connection-not-saved', 'Tool Connection not saved; client_id may exist already');
      },
    });
    renderTools(api);
    fireEvent.change(await screen.findByLabelText('Course id'), { target: { value: COURSE } });
    fireEvent.change(screen.getByLabelText('Client id'), { target: { value: 'course-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Tool Connection not saved; client_id may exist already')).toBeTruthy();
    expect(api.post).toHaveBeenCalledWith('lti_create_connection', { tool_provider_id: tool._id, course_id: COURSE, client_id: 'course-42' });
  });
});
