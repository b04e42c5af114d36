import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import CatalogAdminScreen from '../../src/web/admin/CatalogAdminScreen.tsx';
import CatalogEntryScreen from '../../src/web/admin/CatalogEntryScreen.tsx';
import type { ApiCatalogEntry } from '../../src/schemas/adoptionTypes.ts';
import { CATALOG_COURSE, catalogEntry, fakeApi, renderScreen } from './webFixture.tsx';

const axeViolations = async (container: HTMLElement) =>
  (await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } })).violations.map((v) => v.id);
const NEW = '6b0000000000000000000c09';

describe('/administrator/catalog (issue 24 item 3)', () => {
  it('lists the catalog, adds a course by id with its description, and removes one after asking', async () => {
    let courses: ApiCatalogEntry[] = [catalogEntry()];
    const posted: unknown[] = [];
    const deleted: string[] = [];
    const api = fakeApi({
      'GET adoptions/catalog': () => ({ courses }),
      [`POST adoptions/catalog/${NEW}`]: (body?: unknown) => {
        posted.push(body);
        const entry = catalogEntry({ _id: NEW, title: 'Physics', description: 'Mechanics' });
        courses = [...courses, entry];
        return entry;
      },
      [`DELETE adoptions/catalog/${CATALOG_COURSE}`]: () => {
        deleted.push(CATALOG_COURSE);
        courses = courses.filter((c) => c._id !== CATALOG_COURSE);
        return undefined;
      },
    });
    const { container } = renderScreen(CatalogAdminScreen, {}, api);
    const list = await screen.findByRole('list', { name: 'Catalog courses' });
    expect(within(list).getByRole('link', { name: 'Biology 101' }).getAttribute('href')).toBe(`/administrator/catalog/${CATALOG_COURSE}`);
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.change(screen.getByLabelText('Course id'), { target: { value: 'not an id' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to the catalog' }));
    expect(await screen.findByText(/Enter the course id/)).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.change(screen.getByLabelText('Course id'), { target: { value: NEW } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Mechanics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to the catalog' }));
    await waitFor(() => expect(posted).toEqual([{ description: 'Mechanics' }]));
    expect(await within(screen.getByRole('list', { name: 'Catalog courses' })).findByRole('link', { name: 'Physics' })).toBeTruthy();

    fireEvent.click(within(screen.getByRole('list', { name: 'Catalog courses' })).getAllByRole('button', { name: 'Remove from the catalog' })[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this course from the catalog?' });
    expect(deleted).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(deleted).toEqual([CATALOG_COURSE]));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Biology 101' })).toBeNull());
  });
});

describe('/administrator/catalog/{course_id}', () => {
  it('edits the description the adoption list shows', async () => {
    const posted: unknown[] = [];
    const api = fakeApi({
      'GET adoptions/catalog': () => ({ courses: [catalogEntry()] }),
      [`POST adoptions/catalog/${CATALOG_COURSE}`]: (body?: unknown) => (posted.push(body), catalogEntry({ description: 'New words' })),
    });
    const { container } = renderScreen(CatalogEntryScreen, { courseId: CATALOG_COURSE }, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Biology 101' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Its adoption requests' }).getAttribute('href')).toBe(`/administrator/requests/${CATALOG_COURSE}`);
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'New words' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save description' }));
    expect(await screen.findByText('Description saved.')).toBeTruthy();
    expect(posted).toEqual([{ description: 'New words' }]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when the course is not in the catalog', async () => {
    renderScreen(CatalogEntryScreen, { courseId: '6b0000000000000000000c77' }, fakeApi({ 'GET adoptions/catalog': () => ({ courses: [catalogEntry()] }) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Not in the catalog' })).toBeTruthy();
  });
});
