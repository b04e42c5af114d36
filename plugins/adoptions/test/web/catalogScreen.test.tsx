import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@lms/sdk/web';
import CatalogScreen from '../../src/web/catalog/CatalogScreen.tsx';
import type { ApiCatalogEntry } from '../../src/schemas/adoptionTypes.ts';
import { CATALOG_COURSE, catalogEntry, fakeApi, NEW_COURSE, renderScreen } from './webFixture.tsx';

const catalogApi = (courses: ApiCatalogEntry[], post?: (body?: unknown) => unknown) =>
  fakeApi({ 'GET adoptions/catalog': () => ({ courses }), ...(post ? { 'POST adoptions/requests': post } : {}) });

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the catalog screen', () => {
  it('says when no course is offered', async () => {
    renderScreen(CatalogScreen, {}, catalogApi([]));
    expect(await screen.findByText('No courses are offered for adoption yet.')).toBeTruthy();
  });

  it('shows each course as a card, with the caller’s request state', async () => {
    renderScreen(
      CatalogScreen,
      {},
      catalogApi([
        catalogEntry(),
        catalogEntry({ _id: '6b0000000000000000000c03', title: 'Chemistry', subtitle: null, request: { _id: 'r1', state: 'pending', created_course_id: null } }),
        catalogEntry({ _id: '6b0000000000000000000c04', title: 'Physics', request: { _id: 'r2', state: 'approved', created_course_id: NEW_COURSE } }),
        catalogEntry({ _id: '6b0000000000000000000c05', title: 'Geology', request: { _id: 'r3', state: 'rejected', created_course_id: null } }),
      ]),
    );
    const biology = await screen.findByRole('article', { name: 'Biology 101' });
    expect(within(biology).getByText('Cells and genes')).toBeTruthy();
    expect(within(biology).getByText('A full first-year course.')).toBeTruthy();
    expect(within(biology).getByText('Starts 09/01/2031')).toBeTruthy();
    expect(within(biology).getByRole('button', { name: 'Request this course' })).toBeTruthy();

    const chemistry = screen.getByRole('article', { name: 'Chemistry' });
    expect(within(chemistry).getByText('Requested')).toBeTruthy();
    expect(within(chemistry).queryByRole('button')).toBeNull();

    const physics = screen.getByRole('article', { name: 'Physics' });
    expect(within(physics).getByRole('link', { name: 'Approved — open your course' }).getAttribute('href')).toBe(`/${NEW_COURSE}`);

    const geology = screen.getByRole('article', { name: 'Geology' });
    expect(within(geology).getByText('Your last request for this course was not approved.')).toBeTruthy();
    expect(within(geology).getByRole('button', { name: 'Request this course' })).toBeTruthy();
  });

  it("asks for every field with 'Please enter all the required fields' before sending anything", async () => {
    const api = catalogApi([catalogEntry()], () => ({}));
    renderScreen(CatalogScreen, {}, api);
    fireEvent.click(await screen.findByRole('button', { name: 'Request this course' }));
    const dialog = screen.getByRole('dialog', { name: 'Request Biology 101' });
    expect(within(dialog).getByLabelText('Course start date').getAttribute('type')).toBe('date');
    fill('Expected enrollment count', '40');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    // The kit's form checks on submit, a tick later.
    expect(await within(dialog).findByText('Please enter all the required fields')).toBeTruthy();
    expect(within(dialog).getByText('Missing course name and number')).toBeTruthy();
    expect(within(dialog).getByText('Missing course start date')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('sends the request, says so and shows the course as requested', async () => {
    let requested = false;
    const api = fakeApi({
      'GET adoptions/catalog': () => ({ courses: [catalogEntry(requested ? { request: { _id: 'r1', state: 'pending', created_course_id: null } } : {})] }),
      'POST adoptions/requests': () => {
        requested = true;
        return {};
      },
    });
    const { notify } = renderScreen(CatalogScreen, {}, api);
    fireEvent.click(await screen.findByRole('button', { name: 'Request this course' }));
    fill('Course name and number', 'BIO 101 Fall');
    fill('Course start date', '2031-09-01');
    fill('Expected enrollment count', '120');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Requested')).toBeTruthy();
    expect(api.post).toHaveBeenCalledWith('adoptions/requests', { course_id: CATALOG_COURSE, course_title: 'BIO 101 Fall', course_start_date: '2031-09-01', course_enrollment: '120' });
    expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Your request was sent. An administrator will answer it soon.' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal in the form, and Escape closes it", async () => {
    const api = catalogApi([catalogEntry()], () => {
      throw new ApiError(409, 'conflict', 'You already requested this course; an administrator will answer soon.');
    });
    renderScreen(CatalogScreen, {}, api);
    fireEvent.click(await screen.findByRole('button', { name: 'Request this course' }));
    fill('Course name and number', 'BIO');
    fill('Course start date', '2031-09-01');
    fill('Expected enrollment count', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('You already requested this course; an administrator will answer soon.')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
