import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { fakeApiClient, TestQueryCache } from '@lms/sdk/testing/web';
import { LmsWebContext, type ApiClient } from '@lms/sdk/web';
import ExplainerScreen from '../../src/web/ExplainerScreen.tsx';
import type { ChatSupport } from '../../src/schemas/helpContent.ts';

const REFUNDS = 'seven days, with a full refund if less than 50% of a course has been viewed.';

function explainerApi(chat: ChatSupport = { enabled: false, url: '', title: 'Chat with support' }): ApiClient {
  return fakeApiClient({
    'GET explainer': () => ({
      topics: [{ id: 'getting-started', title: 'Getting started', body: 'Log in.', audience: 'everyone' }],
      sections: { terms: 'Terms one.\n\nTerms two.', privacy: 'We keep little.', refunds: REFUNDS },
      chat_support: chat,
    }),
  });
}

function renderExplainer(api: ApiClient) {
  return render(
    <LmsWebContext.Provider value={{ api, notify: vi.fn(), user: null, mode: 'presentation' }}>
      <TestQueryCache>
        <ExplainerScreen />
      </TestQueryCache>
    </LmsWebContext.Provider>,
  );
}

afterEach(() => {
  cleanup();
  window.location.hash = '';
});

describe('the /explainer screen', () => {
  it('shows the topics and the terms, privacy and refund sections under their anchors', async () => {
    renderExplainer(explainerApi());
    const terms = await screen.findByRole('region', { name: 'Terms and Conditions' });
    expect(terms.id).toBe('terms');
    expect(terms.querySelectorAll('p')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Privacy Policy' }).id).toBe('privacy');
    const refunds = screen.getByRole('region', { name: 'Refund Policy' });
    expect(refunds.id).toBe('refunds');
    expect(refunds.textContent).toContain(REFUNDS);
    expect(screen.getByRole('region', { name: 'Getting started' }).id).toBe('getting-started');
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect([...contents.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['#getting-started', '#terms', '#privacy', '#refunds']);
  });

  it('moves the focus to the section the address names once the page has loaded', async () => {
    window.location.hash = '#refunds';
    renderExplainer(explainerApi());
    const refunds = await screen.findByRole('region', { name: 'Refund Policy' });
    expect(document.activeElement).toBe(refunds);
  });

  it('has no chat-support slot unless the label bundle turns it on', async () => {
    renderExplainer(explainerApi());
    await screen.findByRole('region', { name: 'Terms and Conditions' });
    expect(screen.queryByRole('button', { name: 'Chat with support' })).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('frames the provider’s chat, sandboxed, only once the reader opens it', async () => {
    renderExplainer(explainerApi({ enabled: true, url: 'https://chat.example.com/widget', title: 'Talk to us' }));
    const open = await screen.findByRole('button', { name: 'Talk to us' });
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(open);
    const frame = screen.getByTitle('Talk to us');
    expect(frame.getAttribute('src')).toBe('https://chat.example.com/widget');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms allow-popups');
    expect(screen.getByRole('button', { name: 'Close the chat' }).getAttribute('aria-expanded')).toBe('true');
  });
});
