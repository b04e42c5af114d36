import { useState } from 'react';
import { buttonClass, SelectField } from '@lms/sdk/web';
import type { ApiItemSummary } from '../../../schemas/itemTypes.ts';
import type { QtiVersion } from '../../../schemas/qtiItem.ts';
import { exportAddress } from './packageApi.ts';

const VERSIONS: { value: QtiVersion; label: string }[] = [
  { value: '3.0', label: 'QTI 3.0' },
  { value: '2.2', label: 'QTI 2.2' },
  { value: '2.1', label: 'QTI 2.1' },
];

/** Export of the Questions the list shows as a QTI content package (issue 28 item 5): a download. */
export function QtiExportPanel({ items }: { items: readonly ApiItemSummary[] }) {
  const [version, setVersion] = useState<QtiVersion>('3.0');
  if (!items.length) return <p role="status">No Questions listed to export.</p>;
  return (
    <div className="lms-authoring-import" role="group" aria-label="Export as QTI">
      <SelectField label="Version" value={version} onChange={(value) => setVersion(value as QtiVersion)} options={VERSIONS} hint="Every item with its correct response and scoring; images it links travel with it." />
      <a className={buttonClass({ variant: 'primary' })} href={exportAddress(items.map((item) => item._id), version)} download>
        Download the {items.length === 1 ? 'Question' : `${items.length} Questions`} listed
      </a>
    </div>
  );
}
