import { BarChart } from '@lms/sdk/web';
import { getCourseUsage, type UsageDay } from '../../calls/courseAiCalls.ts';
import { useCallQuery } from '../serverData.ts';
import { QuerySection } from './QuerySection.tsx';

const USAGE_DAYS = 30;
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const sum = (days: readonly UsageDay[], pick: (day: UsageDay) => number) => days.reduce((total, day) => total + pick(day), 0);

/** The course assistant's use over the last 30 UTC days: questions, tokens (a chart with its data table) and cost. */
export function UsageSection({ courseId }: { courseId: string }) {
  const usage = useCallQuery(getCourseUsage, { params: { courseId }, query: { days: USAGE_DAYS } });
  return (
    <QuerySection id="lms-ai-usage" title="Usage and cost" loading="Loading the usage…" query={usage}>
      {(days) => (
        <>
          <p>
            Last {USAGE_DAYS} days: {sum(days, (day) => day.messages).toLocaleString('en-US')} questions, {sum(days, (day) => day.input_tokens + day.output_tokens).toLocaleString('en-US')} tokens,{' '}
            {dollars(sum(days, (day) => day.cost_cents))}.
          </p>
          <BarChart
            title="Tokens per day"
            rows={days}
            category="day"
            categoryLabel="Day (UTC)"
            series={[
              { key: 'input_tokens', label: 'Input tokens' },
              { key: 'output_tokens', label: 'Output tokens' },
            ]}
            stacked
          />
          <UsageTable days={days.filter((day) => day.messages > 0)} />
        </>
      )}
    </QuerySection>
  );
}

function UsageTable({ days }: { days: readonly UsageDay[] }) {
  if (days.length === 0) return <p>No question was asked in these days.</p>;
  return (
    <div className="lms-ai-table-scroll">
      <table className="lms-ai-table">
        <caption>Questions and cost per day</caption>
        <thead>
          <tr>
            <th scope="col">Day (UTC)</th>
            <th scope="col">Questions</th>
            <th scope="col">Tokens</th>
            <th scope="col">Cost</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{day.day}</th>
              <td>{day.messages.toLocaleString('en-US')}</td>
              <td>{(day.input_tokens + day.output_tokens).toLocaleString('en-US')}</td>
              <td>{dollars(day.cost_cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
