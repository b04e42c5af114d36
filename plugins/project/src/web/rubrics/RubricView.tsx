import { useId } from 'react';
import type { ApiRubric, RubricCriterion } from '../../schemas/rubricTypes.ts';
import './rubrics.css';

export interface RubricViewProps {
  rubric: Pick<ApiRubric, 'title' | 'description' | 'criteria' | 'total_points'>;
  /** A grade's scores by criterion id: the rating with that score is marked, and each criterion and the total show the score. */
  scores?: Readonly<Record<string, number>>;
  /** The level of the rubric's heading (its criteria's are one below). */
  headingLevel?: 2 | 3 | 4;
}

const formatPoints = (points: number) => `${Number.isInteger(points) ? points : points.toFixed(2)} ${points === 1 ? 'point' : 'points'}`;

function CriterionView({ criterion, score, level }: { criterion: RubricCriterion; score: number | undefined; level: number }) {
  const headingId = useId();
  const Heading = `h${level}` as 'h3';
  const chosen = score === undefined ? undefined : criterion.ratings.find((rating) => rating.points === score)?._id;
  return (
    <section className="pr-rubric__criterion" aria-labelledby={headingId}>
      <div className="pr-rubric__criterion-head">
        <Heading id={headingId} className="pr-rubric__criterion-title">
          {criterion.title}
        </Heading>
        <p className="pr-rubric__points">{score === undefined ? formatPoints(criterion.max_points) : `${score} of ${formatPoints(criterion.max_points)}`}</p>
      </div>
      {criterion.description && <p className="pr-rubric__description">{criterion.description}</p>}
      <ul className="pr-rubric__ratings" aria-label={`Ratings of ${criterion.title}`}>
        {criterion.ratings.map((rating) => (
          <li key={rating._id} className={rating._id === chosen ? 'pr-rubric__rating pr-rubric__rating--chosen' : 'pr-rubric__rating'} aria-current={rating._id === chosen ? 'true' : undefined}>
            <span className="pr-rubric__rating-name">
              {rating.rating}
              {rating._id === chosen && <span className="pr-rubric__chosen"> (chosen)</span>}
            </span>
            <span className="pr-rubric__rating-points">{formatPoints(rating.points)}</span>
            {rating.description && <span className="pr-rubric__rating-text">{rating.description}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A rubric, read-only (part 2 §3 Rubric): its criteria with their ratings
 * and points, and, given a grade's scores, the rating chosen on each and the
 * total scored. Reused by the project screen and the speed grader.
 */
export function RubricView({ rubric, scores, headingLevel = 3 }: RubricViewProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as 'h3';
  const scored = scores ? rubric.criteria.reduce((sum, criterion) => sum + (scores[criterion._id] ?? 0), 0) : undefined;
  return (
    <article className="pr-rubric" aria-labelledby={headingId}>
      <Heading id={headingId} className="pr-rubric__title">
        {rubric.title}
      </Heading>
      {rubric.description && <p className="pr-rubric__description">{rubric.description}</p>}
      {rubric.criteria.map((criterion) => (
        <CriterionView key={criterion._id} criterion={criterion} score={scores?.[criterion._id]} level={headingLevel + 1} />
      ))}
      <p className="pr-rubric__total">
        {scored === undefined ? `Total: ${formatPoints(rubric.total_points)}` : `Total: ${Math.round(scored * 100) / 100} of ${formatPoints(rubric.total_points)}`}
      </p>
    </article>
  );
}

export default RubricView;
