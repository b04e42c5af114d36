import { AppLink, BarChart, Button, Modal } from '@lms/sdk/web';
import type { BoardCount, BoardStats, LoggedInStats, NotesStats, SubmissionStats } from '../../calls/tileCalls.ts';
import { SimpleTable } from './SimpleTable.tsx';
import { minutesText, trendWords } from './tileWords.ts';

const close = (onClose: () => void) => <Button type="button" onClick={onClose}>
    Close
  </Button>;
const weekText = (weeks: LoggedInStats['weeks']) => `This week: ${weeks.current.from} to ${weeks.current.to} (exclusive); the week before: ${weeks.prior.from} to ${weeks.prior.to}.`;

export function SubmissionsModal({ stats, onClose }: { stats: SubmissionStats; onClose(): void }) {
  return (
    <Modal title="Submissions" size="wide" onClose={onClose} actions={close(onClose)}>
      <p>
        {stats.tile.count} submissions this week, {trendWords(stats.tile)}. {weekText(stats.weeks)}
      </p>
      <BarChart title="Scores of this week's submissions" rows={stats.histogram} category="label" categoryLabel="Score" series={[{ key: 'count', label: 'Submissions' }]} formatValue={String} />
      <SimpleTable
        caption="Item report"
        columns={['Activity', 'Lesson', 'This week', 'Week before', 'Students scored', 'Average']}
        empty="No submissions yet."
        rows={stats.items.map((item) => ({
          key: item.activity_id,
          cells: [item.title, item.lessonName ?? '—', item.count, item.prior, item.students, item.average === null ? '—' : `${item.average}%`],
        }))}
      />
    </Modal>
  );
}

export function NotesModal({ stats, onClose }: { stats: NotesStats; onClose(): void }) {
  return (
    <Modal title="Notes" onClose={onClose} actions={close(onClose)}>
      <p>
        {stats.tile.count} notes this week, {trendWords(stats.tile)}; {stats.per_student} per student. {weekText(stats.weeks)}
      </p>
      <SimpleTable
        caption="Notes so far by lesson"
        columns={['Lesson', 'Notes']}
        empty="No lessons."
        rows={[
          { key: 'current', cells: [`${stats.lesson.lessonName} (the class's lesson this week)`, stats.lesson.count] },
          ...(stats.prior_lesson.lesson_id === stats.lesson.lesson_id ? [] : [{ key: 'prior', cells: [`${stats.prior_lesson.lessonName} (the lesson before)`, stats.prior_lesson.count] }]),
        ]}
      />
    </Modal>
  );
}

export function LoggedInModal({ stats, onClose }: { stats: LoggedInStats; onClose(): void }) {
  return (
    <Modal title="Logged in" size="wide" onClose={onClose} actions={close(onClose)}>
      <p>
        {stats.trenddict.count} students logged in this week, {trendWords(stats.trenddict)}. {weekText(stats.weeks)}
      </p>
      <p>
        Engagement: {stats.engagement.engaged} engaged, {stats.engagement.struggling} struggling, {stats.engagement.disengaged} disengaged ({stats.engagement.percent}% engaged).
      </p>
      <SimpleTable
        caption="Students"
        columns={['Student', 'Logins this week', 'Minutes this week', 'Minutes the week before', 'Last login']}
        empty="No students yet."
        rows={stats.student_times.map((student) => ({
          key: student._id,
          cells: [student.name, student.logins, student.mins, student.priormins, student.last_login ? new Date(student.last_login).toLocaleString() : 'Never'],
        }))}
      />
    </Modal>
  );
}

export function PopularPagesModal({ stats, onClose }: { stats: LoggedInStats; onClose(): void }) {
  return (
    <Modal title="Popular pages" size="wide" onClose={onClose} actions={close(onClose)}>
      {stats.popular.length === 0 && <p>No page visits this week.</p>}
      {stats.popular.length > 0 && <BarChart title="Most visited pages this week" rows={stats.popular} category="title" categoryLabel="Page" series={[{ key: 'visits', label: 'Visits' }]} orientation="bars" formatValue={String} />}
      {stats.popular.length > 0 && (
        <ul aria-label="Open a popular page">
          {stats.popular.map((page) => (
            <li key={page.page_id}>
              <AppLink to={page.link}>{page.title}</AppLink>
            </li>
          ))}
        </ul>
      )}
      <SimpleTable
        caption="Minutes per lesson"
        columns={['Lesson', 'This week', 'The week before']}
        empty="No lessons yet."
        rows={stats.lesson_times.map((lesson) => ({ key: lesson.lesson_id, cells: [`${lesson.index}. ${lesson.lessonName}`, minutesText(lesson.mins), minutesText(lesson.priormins)] }))}
      />
    </Modal>
  );
}

const boardRows = (boards: readonly BoardCount[]) =>
  boards.map((board) => ({ key: board.component_id, cells: [board.title, board.posts, board.hidden, board.per_student] }));

export function DiscussionsModal({ stats, lessonNames, onClose }: { stats: BoardStats; lessonNames: { lesson: string; prior: string }; onClose(): void }) {
  const columns = ['Board', 'Posts', 'Hidden', 'Posts per student'];
  return (
    <Modal title="Discussions" size="wide" onClose={onClose} actions={close(onClose)}>
      <p>
        {stats.tile.count} posts this week, {trendWords(stats.tile)}; {stats.per_student} per student. {weekText(stats.weeks)}
      </p>
      <SimpleTable caption={`Boards in ${lessonNames.lesson}`} columns={columns} rows={boardRows(stats.boards)} empty="No boards in this lesson." />
      {lessonNames.prior !== lessonNames.lesson && <SimpleTable caption={`Boards in ${lessonNames.prior}`} columns={columns} rows={boardRows(stats.priors)} empty="No boards in this lesson." />}
    </Modal>
  );
}
