import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { componentFixture, fakeApiClient, TestQueryCache } from '@lms/sdk/testing/web';
import { ApiError, appliedChange, LmsWebContext, type ApiClient, type ValueChange } from '@lms/sdk/web';
import IframeEditor from '../src/web/IframeEditor.tsx';
import type { IframeConfig } from '../src/schemas/iframeConfig.ts';

const LAB = '6b00000000000000000000f1';
const tools = { tool_providers: [{ _id: LAB, name: 'Physics Lab', deep_link_url: 'https://tool.example.org/deeplink' }] };
const DEEP_LINK = 'lti_deeplink/c1/l1/p1/component-1';

function renderEditor(value: IframeConfig, api: ApiClient) {
  const onChange = vi.fn<(change: ValueChange<IframeConfig>) => void>();
  render(
    <LmsWebContext.Provider value={{ api, notify: vi.fn(), user: null, mode: 'edit' }}><TestQueryCache>
      <IframeEditor component={componentFixture('iframe', value)} value={value} onChange={onChange} errors={{}} courseId="c1" lessonId="l1" pageId="p1" />
    </TestQueryCache></LmsWebContext.Provider>,
  );
  const lastValue = () => appliedChange(value, onChange.mock.lastCall![0]);
  return { onChange, lastValue };
}

describe('the iframe editor’s external tool', () => {
  it('picks a registered tool, with its grading starting off', async () => {
    const { lastValue } = renderEditor({ url: 'https://tool.example.org/launch' }, fakeApiClient({ 'GET lti_tool_providers': () => tools }));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Tool' }), { target: { value: LAB } });
    expect(lastValue()).toEqual({ url: 'https://tool.example.org/launch', tool_provider_id: LAB, lti_config: { graded: false, max_score: 0 } });
  });

  it('sets graded and the max score; choosing no tool drops both', async () => {
    const value: IframeConfig = { url: 'https://tool.example.org/launch', tool_provider_id: LAB, lti_config: { graded: false, max_score: 0 } };
    const { lastValue } = renderEditor(value, fakeApiClient({ 'GET lti_tool_providers': () => tools }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Graded: the tool’s scores go to the gradebook' }));
    expect(lastValue().lti_config).toEqual({ graded: true, max_score: 0 });
    fireEvent.change(screen.getByRole('textbox', { name: 'Max score' }), { target: { value: '25' } });
    expect(lastValue().lti_config).toEqual({ graded: false, max_score: 25 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Tool' }), { target: { value: '' } });
    expect(lastValue()).toEqual({ url: 'https://tool.example.org/launch' });
  });

  it('opens the tool’s content selection, and takes the picked resource from this site’s return page only', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const fields = { iss: 'https://lms.example.org', login_hint: 'u1', target_link_uri: 'https://tool.example.org/deeplink', lti_message_hint: 'h', client_id: 'c', lti_deployment_id: 'd' };
    const value: IframeConfig = { url: 'https://tool.example.org/launch', tool_provider_id: LAB, lti_config: { graded: true, max_score: 10 } };
    const { lastValue, onChange } = renderEditor(value, fakeApiClient({ 'GET lti_tool_providers': () => tools, [`GET ${DEEP_LINK}`]: () => ({ url: 'https://tool.example.org/login', fields }) }));
    fireEvent.click(await screen.findByRole('button', { name: 'Select content in the tool' }));
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(new URL(open.mock.calls[0]![0] as string).searchParams.get('lti_message_hint')).toBe('h');
    const picked = { type: 'lti-tools:deep-link', courseId: 'c1', componentId: 'component-1', url: 'https://tool.example.org/launch?lab=pendulum', title: 'Pendulum' };
    act(() => void window.dispatchEvent(new MessageEvent('message', { data: picked, origin: 'https://evil.example.com' })));
    expect(onChange).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new MessageEvent('message', { data: picked, origin: window.location.origin })));
    expect(lastValue()).toMatchObject({ url: 'https://tool.example.org/launch?lab=pendulum', title: 'Pendulum' });
    open.mockRestore();
  });

  it('takes the picked resource from the return page’s BroadcastChannel, when the tool cut its window from the editor', async () => {
    const value: IframeConfig = { url: 'https://tool.example.org/launch', tool_provider_id: LAB, lti_config: { graded: true, max_score: 10 } };
    const { lastValue, onChange } = renderEditor(value, fakeApiClient({ 'GET lti_tool_providers': () => tools }));
    await screen.findByRole('button', { name: 'Select content in the tool' });
    const returnPage = new BroadcastChannel('lti-tools:deep-link');
    returnPage.postMessage({ type: 'lti-tools:deep-link', courseId: 'c1', componentId: 'another-component', url: 'https://tool.example.org/launch?lab=other', title: 'Other' });
    returnPage.postMessage({ type: 'lti-tools:deep-link', courseId: 'c1', componentId: 'component-1', url: 'https://tool.example.org/launch?lab=pendulum', title: 'Pendulum' });
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(lastValue()).toMatchObject({ url: 'https://tool.example.org/launch?lab=pendulum', title: 'Pendulum' });
    returnPage.close();
  });

  it('says ‘Please save the component first.’ when the server does', async () => {
    renderEditor(
      { url: 'https://tool.example.org/launch', tool_provider_id: LAB, lti_config: { graded: false, max_score: 0 } },
      fakeApiClient({ 'GET lti_tool_providers': () => tools, [`GET ${DEEP_LINK}`]: () => { throw new ApiError(404, 'not-found', 'Please save the component first.'); } }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Select content in the tool' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please save the component first.');
  });

  it('shows no tool settings when no tool is registered', async () => {
    const api = fakeApiClient({ 'GET lti_tool_providers': () => ({ tool_providers: [] }) });
    renderEditor({ url: 'https://example.org/' }, api);
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('lti_tool_providers'));
    expect(screen.queryByRole('group', { name: 'External tool (LTI)' })).toBeNull();
  });
});
