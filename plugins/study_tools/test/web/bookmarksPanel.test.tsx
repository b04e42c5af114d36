import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import BookmarksPanel from '../../src/web/bookmarks/BookmarksPanel.tsx';
import { COURSE, LESSON, OTHER_PAGE, PAGE, renderWithShell, violations } from './studyToolsFixture.tsx';

const home = (enable_bookmarks: boolean) => () => ({ _id: COURSE, title: 'Biology', subtitle: null, lessons: [], thumbnailUrl: null, image: null, enable_numbering: false, enable_bookmarks, use_calendar: false, startDate: null, end_date: null });
const WALLS = { _id: OTHER_PAGE, title: 'Walls', lesson_id: LESSON, lesson_title: 'Cells' };

describe('the bookmarks panel', () => {
  it("lists the reader's starred pages and stars the page being read", async () => {
    let starred = [WALLS];
    const user = userEvent.setup();
    const { container, api } = renderWithShell(<BookmarksPanel />, {
      [`GET courses/${COURSE}/`]: home(true),
      [`GET bookmarks/${COURSE}/`]: () => ({ pages: starred }),
      [`POST pages/${COURSE}/${LESSON}/${PAGE}/toggle_star/`]: () => {
        starred = [{ _id: PAGE, title: 'Membranes', lesson_id: LESSON, lesson_title: 'Cells' }, ...starred];
        return { starClicked: true };
      },
      [`POST pages/${COURSE}/${LESSON}/${OTHER_PAGE}/toggle_star/`]: () => {
        starred = starred.filter((page) => page._id !== OTHER_PAGE);
        return { starClicked: false };
      },
    });
    const list = await screen.findByRole('list', { name: 'Bookmarked pages' });
    expect(within(list).getByRole('link', { name: 'Walls' }).getAttribute('href')).toBe(`/${COURSE}/${LESSON}/${OTHER_PAGE}`);
    expect(await violations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Bookmark this page' }));
    expect(await screen.findByRole('button', { name: 'Remove the bookmark on this page' })).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Membranes' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove the bookmark on Walls' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Walls' })).toBeNull());
    expect(api.post).toHaveBeenCalledTimes(2);
  });

  it('says bookmarks are off in a course without enable_bookmarks', async () => {
    const { api } = renderWithShell(<BookmarksPanel />, { [`GET courses/${COURSE}/`]: home(false) });
    expect(await screen.findByText('Bookmarks are not enabled in this course.')).toBeTruthy();
    expect(api.get).toHaveBeenCalledTimes(1);
  });

  it('offers no star outside a page, and says when nothing is starred', async () => {
    renderWithShell(<BookmarksPanel />, { [`GET courses/${COURSE}/`]: home(true), [`GET bookmarks/${COURSE}/`]: () => ({ pages: [] }) }, { place: { courseId: COURSE } });
    expect(await screen.findByText('You have no bookmarks in this course yet.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
