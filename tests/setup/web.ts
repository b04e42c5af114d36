import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Each component test starts from an empty document.
afterEach(() => cleanup());
