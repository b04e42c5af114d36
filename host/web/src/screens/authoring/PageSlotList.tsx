import { useState } from 'react';
import { ArrowDown, ArrowUp, Library, Pencil, Pin, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { ApiError, type ApiComponent, Button, ConfirmDialog } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { componentEditPath } from '../../course/contentPaths.ts';
import { errorNotice, isSessionLoss } from '../../notifications/errorNotice.ts';
import { COMPONENT_REMOVED, PIN_ADDED, PIN_FAILED } from './authoringMessages.ts';
import { pinComponent, type EditablePage } from '@lms/sdk/calls';
import { LibraryPicker } from './LibraryPicker.tsx';
import { moveItem } from './moveItem.ts';
import { componentIdsOnPage, DUPLICATE_COMPONENT, type PageSlot } from './pageSlots.ts';

interface PageSlotListProps {
  courseId: string;
  lessonId: string;
  page: EditablePage;
  slot: PageSlot;
  label: string;
  /** Sends the slot's new list through PUT pages; rejects with the server's error. */
  save(slot: PageSlot, ids: string[]): Promise<void>;
}

/** One list of a page in the page editor: order, add from the library, pin; the page rules' messages from the server. */
export function PageSlotList({ courseId, lessonId, page, slot, label, save }: PageSlotListProps) {
  const { api, notifications } = useShell();
  const [problem, setProblem] = useState<string>();
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState<ApiComponent | null>(null);
  const components: ApiComponent[] = page[slot];
  const ids = components.map((component) => component._id);
  const headingId = `slot-${slot}-heading`;

  const send = async (next: string[]) => {
    setProblem(undefined);
    try {
      await save(slot, next);
      return true;
    } catch (error) {
      // Page rules (at most 2 contents, one board, a project alone...) and list rules come back as the server's message.
      if (error instanceof ApiError && error.status === 422) setProblem(error.message);
      else if (!isSessionLoss(error)) notifications.show({ type: 'error', message: errorNotice(error) });
      return false;
    }
  };
  const pin = async (id: string) => {
    try {
      // pin_to_library is a write sent as GET: kept away from the global rule for failed reads.
      await api.call(pinComponent, { params: { componentId: id, courseId } });
      notifications.show({ type: 'success', message: PIN_ADDED });
    } catch {
      notifications.show({ type: 'error', message: PIN_FAILED });
    }
  };

  return (
    <section className="page-slot" aria-labelledby={headingId}>
      <div className="collection-editor__bar">
        <h3 id={headingId}>{label}</h3>
        <Button variant="secondary" small onClick={() => setPicking(true)}>
          <Library aria-hidden="true" size={16} />
          Add from library to {label}
        </Button>
      </div>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      {components.length === 0 ? (
        <p className="page-slot__empty">Nothing here yet.</p>
      ) : (
        <ol className="collection-list">
          {components.map((component, index) => {
            const name = component.title || component.type;
            return (
              <li key={component._id} className="collection-row">
                <div className="collection-row__title">
                  <span>{name}</span>
                  <span className="library-list__type">{component.type}</span>
                </div>
                <div className="collection-row__actions">
                  <Link className="icon-button" aria-label={`Edit ${name}`} to={componentEditPath(courseId, lessonId, page._id, component._id)}>
                    <Pencil aria-hidden="true" size={16} />
                  </Link>
                  <button type="button" className="icon-button" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => void send(moveItem(ids, index, index - 1))}>
                    <ArrowUp aria-hidden="true" size={16} />
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={`Move ${name} down`}
                    disabled={index === ids.length - 1}
                    onClick={() => void send(moveItem(ids, index, index + 1))}
                  >
                    <ArrowDown aria-hidden="true" size={16} />
                  </button>
                  <button type="button" className="icon-button" aria-label={`Pin ${name} to library`} onClick={() => void pin(component._id)}>
                    <Pin aria-hidden="true" size={16} />
                  </button>
                  <button type="button" className="icon-button" aria-label={`Remove ${name} from the page`} onClick={() => setRemoving(component)}>
                    <Trash2 aria-hidden="true" size={16} />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove ${removing.title || removing.type}?`}
          confirmLabel="Remove"
          danger
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            const id = removing._id;
            setRemoving(null);
            void send(ids.filter((other) => other !== id)).then((removed) => removed && notifications.show({ type: 'success', message: COMPONENT_REMOVED }));
          }}
        >
          <p>The component is taken off this page; it stays in your library if you pinned it. A graded one leaves the gradebook while it is on no page of the course.</p>
        </ConfirmDialog>
      )}
      {picking && (
        <LibraryPicker
          courseId={courseId}
          kind="component"
          noun="component"
          present={componentIdsOnPage(page)}
          alreadyMessage={DUPLICATE_COMPONENT}
          onClose={() => setPicking(false)}
          onPick={(id) => {
            // Closed at once: a refusal (a page rule) is shown at the list itself.
            setPicking(false);
            void send([...ids, id]);
          }}
        />
      )}
    </section>
  );
}
