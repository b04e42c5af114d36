import type { ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ApiClient, CourseMode, WebSessionUser } from '@lms/sdk/web';
import { componentFixture, FakeRealtimeSocket, fakeApiClient, postFixture, renderInHost as renderInWebHost } from '@lms/sdk/testing/web';
import type { BoardAnswer } from '../src/calls/boardCalls.ts';
import type { ApiPost } from '../src/schemas/threadTypes.ts';
import { DEFAULT_BOARD_CONFIG } from '../src/schemas/boardConfig.ts';

export const COURSE = '6b0000000000000000000c01';
export const LESSON = '6b0000000000000000000101';
export const PAGE = '6b0000000000000000000201';
export const BOARD = '6b00000000000000000000b0';
export const ADA = '6b00000000000000000000a1';
export const BOB = '6b00000000000000000000a2';
export const LOCATION = `/${COURSE}/${LESSON}/${PAGE}`;

/** A post by Bob Hope unless overridden (the SDK's fixture). */
export const post = (overrides: Partial<ApiPost> = {}): ApiPost => postFixture(BOB, overrides);

export function boardAnswer(overrides: Partial<BoardAnswer> = {}, board: Partial<BoardAnswer['board']> = {}): BoardAnswer {
  return {
    board: { _id: BOARD, allow_images: false, requires_comment: false, open_date: null, close_date: null, due_date: null, status: 'open', ...board },
    moderator: false,
    posted: true,
    can_post: true,
    hidden_count: 0,
    posts: [],
    ...overrides,
  };
}


/** Answers `"METHOD path"` from `routes` (the SDK's fakeApiClient). */
export const fakeApi = fakeApiClient;

export function user(id = ADA, firstname = 'Ada', lastname = 'Lovelace'): WebSessionUser {
  return { mongoId: id, name: `${firstname} ${lastname}`, firstname, lastname, email: `${firstname}@example.org`, instructor: false, administrator: 0, program_administrator: false, accountType: 'standard' };
}

/** The host's services for a view (the SDK's), as Ada by default. */
export const renderInHost = (node: ReactNode, options: { api: ApiClient; viewer?: WebSessionUser; socket?: FakeRealtimeSocket; mode?: CourseMode }) =>
  renderInWebHost(node, { ...options, viewer: options.viewer ?? user() });

export const boardComponent = () => componentFixture('board', DEFAULT_BOARD_CONFIG, { _id: BOARD, course_id: COURSE });

/** Types into the rich-text editor named `label` (jsdom has no layout: focus, then keys). */
export async function typeInto(label: string, text: string) {
  const textbox = screen.getByRole('textbox', { name: label });
  act(() => textbox.focus());
  await userEvent.setup().keyboard(text);
}
