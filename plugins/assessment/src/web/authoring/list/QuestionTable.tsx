import { useMemo } from 'react';
import { Trash2 } from 'lucide-react';
import { AppLink, DataGrid, type GridColumn, Button } from '@lms/sdk/web';
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

function questionColumns(courseId: string, onDelete: (item: ApiItemSummary) => void): GridColumn<ApiItemSummary>[] {
  return [
    { id: 'reference', header: 'Reference', width: 150, rowHeader: true, sortable: true, value: (item) => item.reference, cell: (item) => <AppLink to={questionPath(courseId, item._id)}>{item.reference}</AppLink> },
    { id: 'title', header: 'Title', width: 260, sortable: true, value: (item) => item.title },
    { id: 'type', header: 'Type', width: 160, sortable: true, value: (item) => ITEM_TYPE_LABELS[item.type] },
    { id: 'points', header: 'Points', width: 90, sortable: true, value: (item) => item.points },
    {
      id: 'tags',
      header: 'Tags',
      width: 280,
      value: (item) => item.tags.map((tag) => tagText(tag, courseId)).join('; '),
      cell: (item) =>
        item.tags.length > 0 && (
          <ul className="lms-authoring-tags">
            {item.tags.map((tag) => (
              <li key={`${tag.type}\n${tag.name}`}>{tagText(tag, courseId)}</li>
            ))}
          </ul>
        ),
    },
    { id: 'owner', header: 'Owner', width: 140, sortable: true, value: (item) => (item.mine ? 'Me' : 'Another author') },
    { id: 'updated', header: 'Updated', width: 190, sortable: true, value: (item) => item.updated_at, cell: (item) => <time dateTime={item.updated_at}>{updatedText(item.updated_at)}</time> },
    {
      id: 'actions',
      header: 'Actions',
      width: 90,
      noExport: true,
      value: () => null,
      cell: (item) =>
        item.mine && (
          <Button variant="quiet" small aria-label={`Delete ${item.reference}`} title="Delete" onClick={() => onDelete(item)}>
            <Trash2 size={16} aria-hidden="true" focusable="false" />
          </Button>
        ),
    },
  ];
}

/** The Questions, newest first until a heading sorts them: each opens in its editor; only its author may delete one. */
export function QuestionTable({ courseId, items, onDelete }: QuestionTableProps) {
  const columns = useMemo(() => questionColumns(courseId, onDelete), [courseId, onDelete]);
  return <DataGrid label="Questions" columns={columns} rows={items} rowId={(item) => item._id} csvFileName="questions.csv" />;
}
