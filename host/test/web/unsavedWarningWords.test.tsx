import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { AppLink, defineWebPlugin, useUnsavedChangesWarning, type ScreenProps } from '@lms/sdk/web';
import { COURSE_ID, INSTRUCTOR } from './support/fixtures.ts';
import { renderApp, resetBrowserState } from './support/renderApp.tsx';
import { courseRoutes } from './ongoingCourseSupport.ts';

afterEach(resetBrowserState);

const WORDS = 'Are you sure? You have un-saved changes.';

/** A screen with edits not saved that words the question itself (as activity settings do, part 3 §4). */
function DirtyScreen({ params }: ScreenProps<'activity_settings'>) {
  const warning = useUnsavedChangesWarning(true, WORDS);
  return (
    <>
      <AppLink to={`/${params.courseId}`}>Back to the course</AppLink>
      {warning}
    </>
  );
}

const dirtyPlugin = defineWebPlugin({ id: 'test-dirty', screens: { activity_settings: DirtyScreen } });

describe("the shell's unsaved-changes question", () => {
  it("says the screen's own words when it gives them", async () => {
    renderApp({ path: `/${COURSE_ID}/activity_settings`, user: INSTRUCTOR, routes: courseRoutes('instructor'), manifests: [dirtyPlugin] });
    await userEvent.click(await screen.findByRole('link', { name: 'Back to the course' }));
    const question = screen.getByRole('alertdialog', { name: 'Unsaved changes' });
    expect(within(question).getByText(WORDS)).toBeTruthy();
  });
});
