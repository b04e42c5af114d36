import { useEffect, useId, useState } from 'react';
import { Button, FormField, NumberField, TextAreaField, withoutItem } from '@lms/sdk/web';
import { emptyCriterion, emptyRating, type CriterionText, type RatingText } from './rubricDraft.ts';

export interface CriteriaEditorProps {
  value: CriterionText[];
  onChange(criteria: CriterionText[]): void;
  /** The rules' messages by field path ("criteria/0/max_points"). */
  errors: Record<string, string>;
}

function FieldMessage({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="lms-field-error">
      {message}
    </p>
  );
}

interface RatingRowProps {
  rating: RatingText;
  label: string;
  /** The rating's place in the form ("criteria.0.ratings.1"): its controls' names, so a 422 finds them. */
  at: string;
  controlId: string;
  errors: Record<string, string>;
  onChange(rating: RatingText): void;
  onRemove(): void;
}

function RatingRow({ rating, label, at, controlId, errors, onChange, onRemove }: RatingRowProps) {
  const path = at.replace(/\./g, '/');
  return (
    <li className="pr-criteria__rating">
      <FormField id={controlId} name={`${at}.rating`} label={`${label} name`} value={rating.rating} maxLength={200} error={errors[`${path}/rating`]} onChange={(name) => onChange({ ...rating, rating: name })} />
      <FormField name={`${at}.description`} label={`${label} description`} value={rating.description} maxLength={5000} onChange={(description) => onChange({ ...rating, description })} />
      <NumberField name={`${at}.points`} label={`${label} points`} value={rating.points} error={errors[`${path}/points`]} onChange={(points) => onChange({ ...rating, points })} />
      <Button variant="secondary" onClick={onRemove}>
        Remove {label.toLowerCase()}
      </Button>
    </li>
  );
}

/**
 * The criteria of a rubric as a table of fields (part 2 §4 Rubric editor):
 * add and remove criteria and ratings, each with its points; the shared
 * rules' messages stand at their fields. The focus follows what was added or removed.
 */
export function CriteriaEditor({ value, onChange, errors }: CriteriaEditorProps) {
  const prefix = useId();
  const [focusId, setFocusId] = useState<string | null>(null);
  const titleId = (criterion: CriterionText) => `${prefix}-${criterion._id}-title`;
  const ratingId = (rating: RatingText) => `${prefix}-${rating._id}-name`;
  const addId = `${prefix}-add`;

  useEffect(() => {
    if (focusId) document.getElementById(focusId)?.focus();
  }, [focusId, value]);

  const change = (index: number, criterion: CriterionText) => onChange(value.map((current, at) => (at === index ? criterion : current)));
  const addCriterion = () => {
    const criterion = emptyCriterion();
    onChange([...value, criterion]);
    setFocusId(titleId(criterion));
  };
  const removeCriterion = (index: number) => {
    onChange(withoutItem(value, index));
    setFocusId(addId);
  };
  const addRating = (index: number, criterion: CriterionText) => {
    const rating = emptyRating();
    change(index, { ...criterion, ratings: [...criterion.ratings, rating] });
    setFocusId(ratingId(rating));
  };
  const removeRating = (index: number, criterion: CriterionText, ratingIndex: number) => {
    change(index, { ...criterion, ratings: withoutItem(criterion.ratings, ratingIndex) });
    setFocusId(`${prefix}-${criterion._id}-add-rating`);
  };

  return (
    <div className="pr-criteria">
      <FieldMessage message={errors.criteria} />
      {value.map((criterion, index) => {
        const name = `Criterion ${index + 1}`;
        const at = `criteria/${index}`;
        return (
          <fieldset key={criterion._id} className="pr-criteria__item">
            <legend>{name}</legend>
            <FormField id={titleId(criterion)} name={`criteria.${index}.title`} label={`${name} title`} value={criterion.title} maxLength={200} error={errors[`${at}/title`]} onChange={(title) => change(index, { ...criterion, title })} />
            <TextAreaField name={`criteria.${index}.description`} label={`${name} description`} value={criterion.description} maxLength={5000} rows={2} onChange={(description) => change(index, { ...criterion, description })} />
            <NumberField name={`criteria.${index}.max_points`} label={`${name} points`} value={criterion.max_points} error={errors[`${at}/max_points`]} onChange={(max_points) => change(index, { ...criterion, max_points })} />
            <ul className="pr-criteria__ratings" aria-label={`Ratings of ${name.toLowerCase()}`}>
              {criterion.ratings.map((rating, ratingIndex) => (
                <RatingRow
                  key={rating._id}
                  rating={rating}
                  label={`${name}: rating ${ratingIndex + 1}`}
                  at={`criteria.${index}.ratings.${ratingIndex}`}
                  controlId={ratingId(rating)}
                  errors={errors}
                  onChange={(next) => change(index, { ...criterion, ratings: criterion.ratings.map((current, i) => (i === ratingIndex ? next : current)) })}
                  onRemove={() => removeRating(index, criterion, ratingIndex)}
                />
              ))}
            </ul>
            <FieldMessage message={errors[`${at}/ratings`]} />
            <div className="pr-criteria__actions">
              <Button variant="secondary" id={`${prefix}-${criterion._id}-add-rating`} onClick={() => addRating(index, criterion)}>
                Add a rating to {name.toLowerCase()}
              </Button>
              <Button variant="secondary" onClick={() => removeCriterion(index)}>
                Remove {name.toLowerCase()}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div className="pr-criteria__actions">
        <Button variant="secondary" id={addId} onClick={addCriterion}>
          Add a criterion
        </Button>
      </div>
    </div>
  );
}
