import { useState } from 'react';
import { Button, Modal } from '@lms/sdk/web';
import type { ApiRubric } from '../../schemas/rubricTypes.ts';

/** Part 2 §2 "rubric preview" modal: the criteria and their ratings with points, before the work is graded. */
export function RubricPreview({ rubric }: { rubric: ApiRubric }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button small onClick={() => setOpen(true)}>
        View the rubric
      </Button>
      {open && (
        <Modal title={`Rubric: ${rubric.title}`} size="wide" onClose={() => setOpen(false)} actions={<Button onClick={() => setOpen(false)}>Close</Button>}>
          {rubric.description && <p>{rubric.description}</p>}
          {rubric.criteria.map((criterion) => (
            <section key={criterion._id} className="lms-project-criterion" aria-label={criterion.title}>
              <h3 className="lms-project-version__title">
                {criterion.title} ({criterion.max_points} points)
              </h3>
              {criterion.description && <p className="lms-project-quiet">{criterion.description}</p>}
              <ul>
                {criterion.ratings.map((rating) => (
                  <li key={rating._id}>
                    <strong>{rating.rating}</strong> ({rating.points} points){rating.description && `: ${rating.description}`}
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <p>Total: {rubric.total_points} points</p>
        </Modal>
      )}
    </>
  );
}
