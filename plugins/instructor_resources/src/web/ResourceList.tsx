import { useComponentRenderer, type ApiComponent } from '@lms/sdk/web';

interface ResourceListProps {
  heading: string;
  components: readonly ApiComponent[];
  lessonId: string;
  /** The page holding them; a lesson's own resources belong to no page and are listed by title. */
  pageId: string | null;
}

/** One slot's resources: shown as the page shows them (its own frame), or, for a lesson's own, by title and type. */
export function ResourceList({ heading, components, lessonId, pageId }: ResourceListProps) {
  const Component = useComponentRenderer();
  if (components.length === 0) return null;
  return (
    <div className="lms-resources__slot">
      <h4>{heading}</h4>
      {pageId === null ? (
        <ul className="lms-resources__titles">
          {components.map((component) => (
            <li key={component._id}>
              {component.title || 'Untitled'} <span className="lms-resources__type">({component.type})</span>
              {component.description && <p>{component.description}</p>}
            </li>
          ))}
        </ul>
      ) : (
        components.map((component) => <Component key={component._id} component={component} lessonId={lessonId} pageId={pageId} mode="presentation" />)
      )}
    </div>
  );
}
