import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { fakeApiClient, fakeComponentHost, TestQueryCache } from '@lms/sdk/testing/web';
import { ComponentHostContext, LmsWebContext, type ApiClient, type ApiComponent } from '@lms/sdk/web';
import InstructorResourcesScreen from '../../src/web/InstructorResourcesScreen.tsx';

const COURSE = '6b0000000000000000000c01';
const CELLS = '6b0000000000000000000d01';
const GENES = '6b0000000000000000000d02';
const PAGE = '6b0000000000000000000e01';

const memo = (id: string, title: string): ApiComponent =>
  ({ _id: id, title, type: 'memo', course_id: COURSE, description: null, config: {}, owned_by: null, created_at: '', updated_at: '' }) as unknown as ApiComponent;

function resourcesApi(lessons: unknown[]): ApiClient {
  return fakeApiClient({
    [`GET instructor_resources/${COURSE}`]: () => ({
      resources: [{ _id: '0', title: 'All Instructor Resources' }, ...(lessons as { _id: string; title: string }[]).map(({ _id, title }) => ({ _id, title }))],
      lessons,
    }),
  });
}

function renderScreen(api: ApiClient) {
  const { host } = fakeComponentHost(vi.fn());
  // The host shows each page-level component in its frame; here a stand-in names it.
  const hosted = { ...host, Component: ({ component }: { component: ApiComponent }) => <p>Shown: {component.title}</p> };
  return render(
    <LmsWebContext.Provider value={{ api, notify: vi.fn(), user: null, mode: 'presentation' }}>
      <TestQueryCache>
        <ComponentHostContext.Provider value={hosted}>
          <InstructorResourcesScreen params={{ courseId: COURSE }} />
        </ComponentHostContext.Provider>
      </TestQueryCache>
    </LmsWebContext.Provider>,
  );
}

afterEach(cleanup);

const LESSONS = [
  { _id: CELLS, title: 'Cells', recommended: [], instructor_notes: [], pages: [{ _id: PAGE, title: 'Membranes', recommended: [memo('a1', 'Membrane video')], instructor_notes: [memo('a2', 'Ask about lipids')] }] },
  { _id: GENES, title: 'Genes', recommended: [memo('a3', 'Genes reading')], instructor_notes: [], pages: [] },
];

describe('the instructor resources screen', () => {
  it("shows every resource under 'All Instructor Resources', the first choice", async () => {
    renderScreen(resourcesApi(LESSONS));
    const choice = (await screen.findByLabelText('Show')) as HTMLSelectElement;
    expect([...choice.options].map((option) => option.text)).toEqual(['All Instructor Resources', 'Cells', 'Genes']);
    expect(choice.value).toBe('0');
    expect(screen.getByText('Shown: Membrane video')).toBeTruthy();
    expect(screen.getByText('Shown: Ask about lipids')).toBeTruthy();
    expect(screen.getByText('Genes reading')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Membranes' }).getAttribute('href')).toBe(`/${COURSE}/${CELLS}/${PAGE}`);
  });

  it('narrows to the lesson chosen', async () => {
    renderScreen(resourcesApi(LESSONS));
    fireEvent.change(await screen.findByLabelText('Show'), { target: { value: GENES } });
    expect(screen.queryByText('Shown: Membrane video')).toBeNull();
    expect(screen.getByText('Genes reading')).toBeTruthy();
  });

  it('says when the course has none', async () => {
    renderScreen(resourcesApi([]));
    expect(await screen.findByText('No lesson or page of this course has recommended resources or instructor notes yet.')).toBeTruthy();
  });
});
