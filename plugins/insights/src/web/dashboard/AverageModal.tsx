import { useId, useState } from 'react';
import { BarChart, Button, LineChart, Modal } from '@lms/sdk/web';
import { getAverageTimes, postRoster, putAverage, type AverageAnswer } from '../../calls/dashboardCalls.ts';
import { loadFailureMessage } from './loadFailure.ts';
import { percentText } from './dashboardText.ts';
import { useCallQuery } from './serverData.ts';

const percent = (value: number) => `${value}%`;
const minutes = (value: number) => `${value} min`;

/**
 * /dashboard/average: a student picker and four charts (score distribution,
 * score over time, time on task, score per lesson), the class's, with the
 * picked student's beside it; each chart has its data table.
 */
export function AverageModal({ courseId, answer, allowRollup, onClose }: { courseId: string; answer: AverageAnswer; allowRollup: boolean; onClose(): void }) {
  const pickerId = useId();
  const [studentId, setStudentId] = useState('');
  const roster = useCallQuery(postRoster, { params: { courseId, slug: courseId }, body: {} });
  const picked = useCallQuery(putAverage, { params: { courseId }, body: { allow_rollup: allowRollup, student_id: studentId } }, { enabled: studentId !== '', keepPreviousAnswer: true });
  const times = useCallQuery(getAverageTimes, { params: { courseId }, query: studentId === '' ? {} : { student: studentId } }, { keepPreviousAnswer: true });
  const student = studentId === '' ? null : (picked.data?.student ?? null);
  const studentBucket = student?.percent == null ? -1 : Math.min(9, Math.floor(student.percent / 10));

  const distribution = answer.histogram.map((bucket, index) => ({ label: index === studentBucket ? `${bucket.label} (${student!.name})` : bucket.label, students: bucket.count, index }));
  const overTime = student
    ? student.timeline.map((week) => ({ week: week.week, student: week.average, class: answer.timeline.find((entry) => entry.week === week.week)?.average ?? 0 }))
    : answer.timeline.map((week) => ({ week: week.week, class: week.average }));
  const days = times.data?.days ?? [];
  const timeRows = days.map((day, index) => ({ day: day.day.slice(5), class: day.minutes, student: times.data?.student?.days[index]?.minutes ?? 0 }));
  const lessons = answer.lessonassessments.map((lesson, index) => ({
    lesson: lesson.average === null ? `${lesson.lesson_title} (no scores)` : lesson.lesson_title,
    class: lesson.average ?? 0,
    student: student?.lessons[index]?.average ?? 0,
  }));

  return (
    <Modal
      title="Average"
      onClose={onClose}
      size="wide"
      actions={
        <Button type="button" onClick={onClose}>
          Close
        </Button>
      }
    >
      <p>
        Class average: {percentText(answer.percent)} of {answer.students} students{allowRollup ? ' (weighted by rollup groups)' : ' (by points)'}.
      </p>
      <div className="ins-picker">
        <label htmlFor={pickerId}>Student</label>
        <select id={pickerId} value={studentId} onChange={(event) => setStudentId(event.target.value)}>
          <option value="">Whole class</option>
          {(roster.data?.roster ?? []).map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name}
            </option>
          ))}
        </select>
        {roster.error ? <p role="alert">{loadFailureMessage(roster.error)}</p> : null}
        {picked.error ? <p role="alert">{loadFailureMessage(picked.error)}</p> : null}
        {student ? (
          <p aria-live="polite">
            {student.name}: {percentText(student.percent)}. {student.engagement.explanation}
          </p>
        ) : null}
      </div>
      <div className="ins-charts">
        <BarChart title="Score distribution" rows={distribution} category="label" categoryLabel="Score" series={[{ key: 'students', label: 'Students' }]} highlight={(row) => row.index === studentBucket} />
        <LineChart
          title="Score over time"
          rows={overTime as { week: string; class: number; student: number }[]}
          category="week"
          categoryLabel="Week of"
          series={student ? [{ key: 'class', label: 'Class' }, { key: 'student', label: student.name }] : [{ key: 'class', label: 'Class' }]}
          valueMax={100}
          formatValue={percent}
        />
        {times.error ? (
          <p role="alert">{loadFailureMessage(times.error)}</p>
        ) : (
          <LineChart
            title="Time on task"
            rows={timeRows}
            category="day"
            categoryLabel="Day"
            series={times.data?.student ? [{ key: 'class', label: 'Class (per student)' }, { key: 'student', label: student?.name ?? 'Student' }] : [{ key: 'class', label: 'Class (per student)' }]}
            formatValue={minutes}
          />
        )}
        <BarChart
          title="Score per lesson"
          rows={lessons}
          category="lesson"
          categoryLabel="Lesson"
          series={student ? [{ key: 'class', label: 'Class' }, { key: 'student', label: student.name }] : [{ key: 'class', label: 'Class' }]}
          orientation="bars"
          valueMax={100}
          formatValue={percent}
        />
      </div>
    </Modal>
  );
}
