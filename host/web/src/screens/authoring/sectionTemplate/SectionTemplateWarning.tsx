import { ConfirmDialog } from '@lms/sdk/web';

/** Part 1 §2: the warning shown before a section that follows a section template enters Author Mode. */
export function SectionTemplateWarning({ onConfirm, onCancel }: { onConfirm(): void; onCancel(): void }) {
  return (
    <ConfirmDialog title="This section uses a section template" confirmLabel="Enter Author Mode" onConfirm={onConfirm} onCancel={onCancel}>
      <p>Changes you make to this section break its linkage to the section template: later changes to the template will no longer reach it.</p>
    </ConfirmDialog>
  );
}
