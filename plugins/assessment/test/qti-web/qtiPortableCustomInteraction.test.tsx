import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { answerQti } from './qtiHarness.tsx';
import { PCI, PCI_MODULE_URL } from './qtiRenderFixtures.ts';

const MODULE = "define(['qtiCustomInteractionContext'], function (context) {});";

afterEach(() => {
  vi.restoreAllMocks();
});

/** The PCI shown with its module served, its frame found and the messages the page posts to the frame caught. */
async function shown(options: Parameters<typeof answerQti>[1] = {}) {
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(MODULE));
  const rendered = answerQti(PCI, options);
  const frame = (await waitFor(() => {
    const found = rendered.view.container.querySelector('iframe');
    expect(found).not.toBeNull();
    return found!;
  })) as HTMLIFrameElement;
  const posted = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
  const say = (data: unknown, { origin = 'null', source = frame.contentWindow as Window | null } = {}) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { lms: 'pci', ...(data as object) }, origin, source }));
    });
  return { ...rendered, frame, posted, say, fetch };
}

describe('a portable custom interaction in its sandboxed frame', () => {
  it('frames the PCI page sandboxed with scripts only, titled by its prompt, and reads the module the package brought', async () => {
    const { frame, fetch } = await shown();
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('src')).toBe('/server/assessment/pci/frame');
    expect(frame.getAttribute('title')).toBe('How sure are you?');
    expect(fetch).toHaveBeenCalledWith(PCI_MODULE_URL, expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('starts the frame once it has loaded: the modules, the markup, the properties as a dataset names them, the stored response and state', async () => {
    const { say, posted } = await shown({ response: { RESPONSE: '3', 'pci-state RESPONSE': '"3"' } });
    await say({ type: 'loaded' });
    expect(posted).toHaveBeenCalledWith(
      expect.objectContaining({
        lms: 'pci',
        type: 'start',
        modules: [{ id: 'likert', source: MODULE }],
        module: 'likert',
        typeIdentifier: 'urn:lms:pci:likert',
        markup: expect.stringContaining('class="likert"'),
        properties: { levels: '5', maxLabel: 'Sure' },
        boundTo: { RESPONSE: { base: { integer: 3 } } },
        state: '"3"',
        status: 'interacting',
      }),
      '*',
    );
  });

  it("stores a response that fits the declaration, with the PCI's state beside it", async () => {
    const { say, last } = await shown();
    await say({ type: 'response', response: { base: { integer: 4 } }, state: '"4"' });
    expect(last()).toEqual({ RESPONSE: '4', 'pci-state RESPONSE': '"4"' });
    await say({ type: 'response', response: { base: null }, state: '' });
    expect(last()).toEqual({ RESPONSE: null, 'pci-state RESPONSE': null });
  });

  it('ignores a message from another window or from an origin that is not the sandbox: nothing is stored', async () => {
    const { say, changes } = await shown();
    await say({ type: 'response', response: { base: { integer: 4 } }, state: '4' }, { origin: window.location.origin });
    await say({ type: 'response', response: { base: { integer: 4 } }, state: '4' }, { source: window });
    await say({ type: 'response', response: { base: { integer: 4 } }, state: '4' }, { source: null });
    expect(changes).not.toHaveBeenCalled();
  });

  it('refuses a response of the wrong base type or cardinality, saying so; nothing is stored', async () => {
    const { say, changes } = await shown();
    await say({ type: 'response', response: { base: { string: '4' } }, state: '4' });
    expect(screen.getByRole('alert').textContent).toBe('This answer was not kept: The response "RESPONSE" is of base type integer; the interaction sent a string.');
    await say({ type: 'response', response: { list: { integer: [4] } }, state: '4' });
    await say({ type: 'response', response: { base: { integer: 4.5 } }, state: '4' });
    expect(changes).not.toHaveBeenCalled();
  });

  it('in review, starts the frame read-only with the stored state, and stores nothing it says', async () => {
    const { say, posted, changes } = await shown({ response: { RESPONSE: '4', 'pci-state RESPONSE': '"4"' }, readOnly: true });
    await say({ type: 'loaded' });
    expect(posted).toHaveBeenCalledWith(expect.objectContaining({ type: 'start', status: 'review', state: '"4"' }), '*');
    await say({ type: 'response', response: { base: { integer: 2 } }, state: '2' });
    expect(changes).not.toHaveBeenCalled();
    expect(screen.queryByText(/Response:/)).toBeNull();
  });

  it('in review, shows the response as text when the module cannot restore it', async () => {
    const { say } = await shown({ response: { RESPONSE: '4', 'pci-state RESPONSE': '"4"' }, readOnly: true });
    await say({ type: 'error', message: 'The module "likert" did not register the type "urn:lms:pci:likert".' });
    expect(screen.getByRole('alert').textContent).toBe('The module "likert" did not register the type "urn:lms:pci:likert".');
    expect(screen.getByText('Response: 4')).toBeTruthy();
  });
});
