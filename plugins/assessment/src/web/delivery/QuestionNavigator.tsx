import { VISUALLY_HIDDEN_CLASS } from '@lms/sdk/web';

export interface QuestionNavigatorProps {
  /** Whether each Question is answered, in order. */
  answered: boolean[];
  current: number;
  /** Jumping is off when the back button is locked: the list then only shows progress. */
  onGo?(index: number): void;
}

/** The attempt's Questions by number, the current one marked, the answered ones ticked. */
export function QuestionNavigator({ answered, current, onGo }: QuestionNavigatorProps) {
  return (
    <nav aria-label="Questions" className="lms-attempt-nav">
      <ol>
        {answered.map((done, index) => {
          const label = (
            <>
              {index + 1}
              {done && <span aria-hidden="true"> ✓</span>}
              <span className={VISUALLY_HIDDEN_CLASS}>{done ? ', answered' : ', not answered'}</span>
            </>
          );
          const className = `lms-attempt-nav__item${done ? ' lms-attempt-nav__item--done' : ''}`;
          return (
            <li key={index}>
              {onGo ? (
                <button type="button" className={className} aria-current={index === current ? 'step' : undefined} onClick={() => onGo(index)}>
                  {label}
                </button>
              ) : (
                <span className={className} aria-current={index === current ? 'step' : undefined}>
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
