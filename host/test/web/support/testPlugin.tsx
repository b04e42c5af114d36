import { MessageSquare, NotebookPen } from 'lucide-react';
import { defineWebPlugin, type ComponentEditorProps, type ComponentViewProps, type WebPluginManifest } from '@lms/sdk/web';

interface NoteConfig {
  text: string;
}

function NoteView({ component, mode }: ComponentViewProps<NoteConfig>) {
  return (
    <p data-testid="note-view">
      {component.config.text} ({mode})
    </p>
  );
}

function NoteEditor({ value, onChange, errors }: ComponentEditorProps<NoteConfig>) {
  return (
    <div>
      <label htmlFor="note-text">Note text</label>
      <input id="note-text" value={value.text} onChange={(event) => onChange({ ...value, text: event.target.value })} />
      {errors.text && <p>{errors.text}</p>}
    </div>
  );
}

function NotesPanel() {
  return <p>Your notes</p>;
}

function MessagesPanel() {
  return <p>Your messages</p>;
}

/** A small web plugin for the shell's tests: one component type and two right panels, the notes panel with its header icon. */
export const testNotesPlugin: WebPluginManifest = defineWebPlugin({
  id: 'test-notes',
  components: { note: { View: NoteView, Editor: NoteEditor } },
  panels: {
    notes: { title: 'Notes', icon: NotebookPen, Panel: NotesPanel },
    messages: { title: 'Messages', icon: MessageSquare, Panel: MessagesPanel },
  },
  headerEntries: [{ id: 'notes', label: 'Notes', icon: NotebookPen, opens: { panel: 'notes' } }],
});

/** A web plugin with a right panel and its header icon for each id -> title. */
export function panelsPlugin(id: string, titles: Readonly<Record<string, string>>): WebPluginManifest {
  const Panel = () => <p>Panel</p>;
  return defineWebPlugin({
    id,
    panels: Object.fromEntries(Object.entries(titles).map(([panel, title]) => [panel, { title, icon: NotebookPen, Panel }])),
    headerEntries: Object.entries(titles).map(([panel, label]) => ({ id: panel, label, icon: NotebookPen, opens: { panel } })),
  });
}
