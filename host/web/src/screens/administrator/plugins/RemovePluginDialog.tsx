import { useId, useState } from 'react';
import { Button, Modal } from '@lms/sdk/web';
import type { SitePlugin } from '@lms/sdk/calls';

/** Remove asks what becomes of the plugin's tables: kept (a later install finds its data) or dropped. */
export function RemovePluginDialog({ plugin, onRemove, onClose }: { plugin: SitePlugin; onRemove(tables: 'keep' | 'drop'): void; onClose(): void }) {
  const id = useId();
  const [tables, setTables] = useState<'keep' | 'drop'>('keep');
  return (
    <Modal
      title={`Remove ${plugin.package}?`}
      onClose={onClose}
      role="alertdialog"
      describedBy={`${id}-question`}
      actions={
        <>
          <Button variant="danger" onClick={() => onRemove(tables)}>
            Remove
          </Button>
          <Button onClick={onClose}>Cancel</Button>
        </>
      }
    >
      <p id={`${id}-question`}>Its components and screens disappear. What becomes of its data?</p>
      <fieldset className="plugin-tables-choice">
        <legend>Its tables ({plugin.reach.tables.join(', ') || 'none'})</legend>
        <label>
          <input type="radio" name={`${id}-tables`} value="keep" checked={tables === 'keep'} onChange={() => setTables('keep')} /> Keep them
        </label>
        <label>
          <input type="radio" name={`${id}-tables`} value="drop" checked={tables === 'drop'} onChange={() => setTables('drop')} /> Drop them
        </label>
      </fieldset>
    </Modal>
  );
}
