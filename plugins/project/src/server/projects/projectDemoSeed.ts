import { coreServices, definePluginDemo, type ComponentReader, type CourseAccess, type SessionUser } from '@lms/sdk';
import { seedDemoRubric } from '../rubrics/demoRubric.ts';
import type { Caller } from './caller.ts';
import type { ProjectEdits } from './ProjectEdits.ts';
import { projectEditsRef, projectTransitionsRef } from './services.ts';

const ESSAY =
  '<p>For this portfolio I followed one plant cell from the microscope slide to my notes.</p><p>What surprised me most: the cell wall keeps its shape even when the vacuole shrinks.</p>';

/** The demo picture's library file (the picture plugin's demo uploads it), when that plugin made one this run. */
async function demoImage(components: ComponentReader, courseId: string, access: CourseAccess, pictureIds: readonly string[]): Promise<string | null> {
  const [pictureId] = pictureIds;
  if (!pictureId) return null;
  const { config } = await components.get(courseId, pictureId, access);
  return typeof config.file === 'string' ? config.file : null;
}

async function build(edits: ProjectEdits, caller: Caller, courseId: string, place: { componentId: string; lessonId: string; pageId: string }, title: string, imageId: string | null) {
  const project = await edits.create(courseId, caller, { title, image: null, component_id: place.componentId, course_id: courseId, lesson_id: place.lessonId, page_id: place.pageId });
  let { project: current } = await edits.addArtifact(courseId, project._id, caller, { type: 'text', title: 'What I learned', content: ESSAY, revision: project.revision });
  if (imageId) ({ project: current } = await edits.addArtifact(courseId, project._id, caller, { type: 'image', title: 'My drawing', file: imageId, revision: current.revision }));
  return current;
}

/**
 * The demo project component's work, once (on the run that made it): the
 * first student submits a project with a text and an image artifact (late:
 * the demo due date is past, so the speed grader shows the late policy), the
 * second shares theirs with the class.
 */
export const projectDemoSeed = definePluginDemo({
  deps: {
    edits: projectEditsRef,
    transitions: projectTransitionsRef,
    permissions: coreServices.permissions,
    components: coreServices.components,
    records: coreServices.gradebookRecords,
    db: coreServices.database,
    ids: coreServices.ids,
    clock: coreServices.clock,
  },
  async seed({ courseId, instructor, students, createdComponents, deps: { edits, transitions, permissions, components, records, db, ids, clock } }) {
    // The rubrics manager's demo rubric (kept as it is when it exists).
    await seedDemoRubric(db, ids, clock, courseId, instructor.id);
    const rubrics = `Rubrics: /${courseId}/rubrics_manager (the Portfolio rubric)`;
    const [componentId] = createdComponents.project ?? [];
    if (!componentId) return [rubrics];
    const staff = (await permissions.courseAccess(instructor, courseId))!;
    const activity = (await records.activities(courseId)).find((entry) => entry.componentId === componentId);
    if (!activity?.lessonId || !activity.pageId) return [];
    const place = { componentId, lessonId: activity.lessonId, pageId: activity.pageId };
    const imageId = await demoImage(components, courseId, staff, createdComponents.picture ?? []);
    const [submitter, sharer] = students;
    if (submitter) {
      const caller = await callerOf(permissions, submitter, courseId);
      const project = await build(edits, caller, courseId, place, 'Inside a plant cell', imageId);
      await transitions.change(courseId, project._id, project.current_version._id, caller, { is_submitted: true, course_id: courseId, revision: project.revision });
    }
    if (sharer) {
      const caller = await callerOf(permissions, sharer, courseId);
      const project = await build(edits, caller, courseId, place, 'Cells I drew', null);
      await transitions.change(courseId, project._id, project.current_version._id, caller, { is_shared: true, revision: project.revision });
    }
    const pagePath = `${courseId}/${place.lessonId}/${place.pageId}`;
    return [`Projects: /${pagePath} (a late submission and a shared project); speed grader: /speed-grading/${pagePath}/${componentId}`, rubrics];
  },
});

async function callerOf(permissions: { courseAccess(user: SessionUser, courseId: string): Promise<CourseAccess | null> }, user: SessionUser, courseId: string): Promise<Caller> {
  return { user, access: (await permissions.courseAccess(user, courseId))! };
}
