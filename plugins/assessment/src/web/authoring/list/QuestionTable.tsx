import { Trash2 } from 'lucide-react';
import { AppLink, VISUALLY_HIDDEN_CLASS } from '@lms/sdk/web';
import type { ApiItemSummary, ItemTag } from '../../../schemas/itemTypes.ts';
import { ITEM_TYPE_LABELS } from '../itemTypeLabels.ts';
import { questionPath } from '../questionPaths.ts';

interface QuestionTableProps {
  courseId: string;
  items: ApiItemSummary[];
  onDelete(item: ApiItemSummary): void;
}

const tagText = (tag: ItemTag, courseId: string) => (tag.type === 'course_id' && tag.name === courseId ? 'Shared with this course' : `${tag.type}: ${tag.name}`);

const updatedText = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The Questions, newest first: each opens in its editor; only its author may delete one. */
export function QuestionTable({ courseId, items, onDelete }: QuestionTableProps) {
  return (
    <table className="lms-authoring-table">
      <caption className={VISUALLY_HIDDEN_CLASS}>Questions</caption>
      <thead>
        <tr>
          <th scope="col">Reference</th>
          <th scope="col">Title</th>
          <th scope="col">Type</th>
          <th scope="col">Points</th>
          <th scope="col">Tags</th>
          <th scope="col">Owner</th>
          <th scope="col">Updated</th>
          <th scope="col">
            <span className={VISUALLY_HIDDEN_CLASS}>Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item._id}>
            <th scope="row">
              <AppLink to={questionPath(courseId, item._id)}>{item.reference}</AppLink>
            </th>
            <td>{item.title}</td>
            <td>{ITEM_TYPE_LABELS[item.type]}</td>
            <td>{item.points}</td>
            <td>
              {item.tags.length > 0 && (
                <ul className="lms-authoring-tags">
                  {item.tags.map((tag) => (
                    <li key={`${tag.type}\n${tag.name}`}>{tagText(tag, courseId)}</li>
                  ))}
                </ul>
              )}
            </td>
            <td>{item.mine ? 'Me' : 'Another author'}</td>
            <td>
              <time dateTime={item.updated_at}>{updatedText(item.updated_at)}</time>
            </td>
            <td>
              {item.mine && (
                <button type="button" className="lms-authoring-tool" aria-label={`Delete ${item.reference}`} title="Delete" onClick={() => onDelete(item)}>
                  <Trash2 size={16} aria-hidden="true" focusable="false" />
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
