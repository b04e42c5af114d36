import { defineWebPlugin, type ComponentEditorProps, type WebPluginManifest } from '@lms/sdk/web';

interface StampedNote {
  text: string;
  stamp?: string;
}

/** A note type whose editor asks for a stamp (`requestStamp`, a promise the test settles) and then reports it as an updater. */
export function stampingNotePlugin(requestStamp: () => Promise<string>): WebPluginManifest {
  function StampingNoteEditor({ value, onChange }: ComponentEditorProps<StampedNote>) {
    const stamp = async () => {
      const stamp = await requestStamp();
      onChange((current) => ({ ...current, stamp }));
    };
    return (
      <div>
        <label htmlFor="note-text">Note text</label>
        <input id="note-text" value={value.text} onChange={(event) => onChange({ ...value, text: event.target.value })} />
        <button type="button" onClick={() => void stamp()}>
          Stamp
        </button>
      </div>
    );
  }
  return defineWebPlugin({ id: 'test-notes', components: { note: { View: () => null, Editor: StampingNoteEditor } } });
}
