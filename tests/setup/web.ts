import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { forgetOpenModals } from './dialogPolyfill.ts';

// Test files share their worker's jsdom window (isolate: false in vitest.config.ts):
// each file starts from a blank document, empty storage and the site's root address...
beforeAll(() => {
  const root = document.documentElement;
  for (const { name } of [...root.attributes]) root.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  forgetOpenModals();
});

// ...and leaves no stand-in behind for the next file.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// Each component test starts from an empty document.
afterEach(() => cleanup());

// Screens load lazily and forms validate asynchronously: on two busy cores a screen can take
// more than Testing Library's default second to appear. A wait still fails when it never does.
configure({ asyncUtilTimeout: 3_000 });
