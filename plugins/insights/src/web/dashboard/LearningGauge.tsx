import { AppLink, Button, DonutChart, routePath } from '@lms/sdk/web';
import type { AverageAnswer } from '../../calls/dashboardCalls.ts';
import { GAUGE_LABELS, percentText, studentsPerBand } from './dashboardText.ts';

/**
 * The learning gauge (part 3 "Instructor dashboard"): the score donut (the
 * students in each gauge band, the class average in the hole), the
 * engagement donut (engaged, struggling, disengaged) and the insight message;
 * each opens its details.
 */
export function LearningGauge({ courseId, answer, onInsights }: { courseId: string; answer: AverageAnswer; onInsights(): void }) {
  const { engagement } = answer;
  return (
    <section className="ins-gauge" aria-labelledby="ins-gauge-title">
      <h2 id="ins-gauge-title">Learning gauge</h2>
      <p className="ins-gauge-insight" data-gauge={answer.gauge.color}>
        <span className={`ins-gauge-chip ins-gauge-${answer.gauge.color}`}>{GAUGE_LABELS[answer.gauge.color]}</span> {answer.insight}
      </p>
      <div className="ins-gauge-donuts">
        <div>
          <DonutChart
            title="Score"
            summary={`Class average ${percentText(answer.percent)}; students by score band in the table.`}
            slices={studentsPerBand(answer)}
            sliceLabel="Score band"
            valueLabel="Students"
            centerText={percentText(answer.percent)}
          />
          <AppLink to={routePath('dashboard.average', { courseId })}>Average details</AppLink>
        </div>
        <div>
          <DonutChart
            title="Engagement"
            summary={`${engagement.percent}% engaged; students by class in the table.`}
            slices={[
              { label: 'Engaged', value: engagement.engaged },
              { label: 'Struggling', value: engagement.struggling },
              { label: 'Disengaged', value: engagement.disengaged },
            ]}
            sliceLabel="Engagement"
            valueLabel="Students"
            centerText={`${engagement.percent}%`}
          />
          <AppLink to={routePath('dashboard.engagement', { courseId })}>Engagement details</AppLink>
        </div>
      </div>
      <p>{engagement.insight}</p>
      <Button onClick={onInsights}>Insights</Button>
    </section>
  );
}
