import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { ComponentHostContext, LmsWebContext, type ApiClient, type WebSessionUser } from '@lms/sdk/web';
import { componentFixture, fakeComponentHost, TestQueryCache } from '@lms/sdk/testing/web';
import type { FlashcardsConfig } from '../src/schemas/flashcardsConfig.ts';

export const COURSE = '6c0000000000000000000c01';
export const LESSON = '6c0000000000000000000101';
export const PAGE = '6c0000000000000000000201';
export const DECK = '6c00000000000000000000d0';

export const card = (n: number) => `6c00000000000000000000${n.toString(16).padStart(2, '0')}`;

export const deck: FlashcardsConfig = { flashcards: [1, 2, 3].map((n) => ({ _id: card(n), frontText: `Front ${n}`, backText: `Back ${n}` })) };

export function deckComponent(config: FlashcardsConfig = deck) {
  return componentFixture('flashcards', config, { _id: DECK, title: 'Capitals', course_id: COURSE });
}

const student: WebSessionUser = { mongoId: '6c00000000000000000000a1', name: 'Ada Lovelace', firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.org', instructor: false, administrator: 0, program_administrator: false, accountType: 'standard' };

export function renderWithHost(node: ReactNode, api: ApiClient) {
  const notify = vi.fn();
  const { host } = fakeComponentHost();
  const view = render(
    <LmsWebContext.Provider value={{ api, notify, user: student, mode: 'presentation' }}>
      <ComponentHostContext.Provider value={host}>
        <TestQueryCache>{node}</TestQueryCache>
      </ComponentHostContext.Provider>
    </LmsWebContext.Provider>,
  );
  return { ...view, notify };
}

/** Reduced motion: the session moves cards at once (the timings have their own test). */
export function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
}
