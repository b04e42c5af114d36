import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import './dialogPolyfill.ts';

// Each component test starts from an empty document.
afterEach(() => cleanup());

// Screens load lazily and forms validate asynchronously: on two busy cores a screen can take
// more than Testing Library's default second to appear. A wait still fails when it never does.
configure({ asyncUtilTimeout: 3_000 });
