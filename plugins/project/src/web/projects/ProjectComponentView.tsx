import { useState } from 'react';
import { AppLink, Button, useAppNavigate, type ComponentViewProps } from '@lms/sdk/web';
import { listProjectsByComponent, type ProjectListEntry } from '../../calls/projectCalls.ts';
import type { ProjectConfig } from '../../schemas/projectConfig.ts';
import { CreateProjectModal } from './CreateProjectModal.tsx';
import { ProjectCard } from './ProjectCard.tsx';
import { lateWorkManagerPath, projectScreenPath, speedGradingPath, type ComponentPlace } from './projectPaths.ts';
import { useCallQuery } from './projectServerData.ts';
import { TabStrip } from './TabStrip.tsx';
import { PROJECT_CHANGED_EVENT } from './useProjectWrites.ts';
import './project.css';

type ListTab = 'default' | 'shared' | 'submitted' | 'graded';

const EMPTY: Readonly<Record<ListTab, string>> = {
  default: 'You have no project here yet.',
  shared: 'No classmate has shared a project yet.',
  submitted: 'No submissions found',
  graded: 'No project has been graded yet.',
};

function ProjectList({ entries, place, tab }: { entries: readonly ProjectListEntry[]; place: ComponentPlace; tab: ListTab }) {
  if (entries.length === 0) return <p className="lms-project-quiet">{EMPTY[tab]}</p>;
  return (
    <ul className="lms-project-cards">
      {entries.map((entry) => (
        <li key={entry._id}>
          <ProjectCard entry={entry} to={projectScreenPath(place, entry._id)} showOwner />
        </li>
      ))}
    </ul>
  );
}

/**
 * The project component (it takes the whole page, part 2 §2): the student's
 * own project or a button to create it, classmates' shared projects (tabs
 * default/shared, preset by the page's `view` query) and, for professors,
 * the submitted and graded lists with the speed grader and the late work
 * manager (presentation mode, graded project: part 2 §6).
 */
export default function ProjectComponentView({ component, courseId, lessonId, pageId, mode, professorView = false, view }: ComponentViewProps<ProjectConfig>) {
  const navigate = useAppNavigate();
  const place: ComponentPlace = { courseId, lessonId, pageId, componentId: component._id };
  const lists = useCallQuery(listProjectsByComponent, { params: { courseId, componentId: component._id } }, { refetchOn: [PROJECT_CHANGED_EVENT] });
  const [creating, setCreating] = useState(false);
  const tabs: { key: ListTab; label: string }[] = professorView
    ? [
        { key: 'submitted', label: 'Submitted' },
        { key: 'graded', label: 'Graded' },
        { key: 'shared', label: 'Shared' },
      ]
    : [
        { key: 'default', label: 'My project' },
        { key: 'shared', label: "Classmates' projects" },
      ];
  const [tab, setTab] = useState<ListTab>(view === 'shared' ? 'shared' : (tabs[0]?.key ?? 'default'));
  const graded = component.config.project.graded;

  if (lists.isPending) return <p className="lms-project-quiet">Loading projects…</p>;
  if (lists.isError) return <p role="alert">Could not load the projects: {lists.error.message}</p>;
  const { mine, shared, submitted, graded: gradedList } = lists.data;

  const panel = {
    default: mine ? (
      <ProjectCard entry={mine} to={projectScreenPath(place, mine._id, { mine: 'true' })} showOwner={false} />
    ) : (
      <div className="lms-project-create">
        <p>{EMPTY.default}</p>
        <Button variant="primary" onClick={() => setCreating(true)}>
          Create project
        </Button>
      </div>
    ),
    shared: <ProjectList entries={shared} place={place} tab="shared" />,
    submitted: <ProjectList entries={submitted} place={place} tab="submitted" />,
    graded: <ProjectList entries={gradedList} place={place} tab="graded" />,
  }[tab];

  return (
    <section className="lms-project-page" aria-label="Projects">
      {professorView && mode === 'presentation' && graded && (
        <nav className="lms-project-tools" aria-label="Grading">
          <AppLink className="lms-project-tools__link" to={speedGradingPath(place)}>
            Speed grader
          </AppLink>
          <AppLink className="lms-project-tools__link" to={lateWorkManagerPath(courseId)}>
            Late work manager
          </AppLink>
        </nav>
      )}
      <TabStrip<ListTab> label="Projects" tabs={tabs} selected={tab} onSelect={setTab}>
        {panel}
      </TabStrip>
      {creating && (
        <CreateProjectModal
          place={place}
          onClose={() => setCreating(false)}
          onOpen={(project) => navigate(projectScreenPath(place, project._id, { mine: 'true', isNewProject: 'true' }))}
        />
      )}
    </section>
  );
}
