// CodeMirror 6 with JavaScript highlighting: loaded on demand (transformation-field.tsx imports it
// lazily), so it is never part of the dashboard's first load.
import { javascript } from '@codemirror/lang-javascript';
import { basicSetup, EditorView } from 'codemirror';
import { useEffect, useRef } from 'react';

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** The accessible name of its text box. */
  label: string;
  /** Ids of the texts describing it (hint, errors). */
  describedBy: string;
}

/** A JavaScript editor; `value` is its text, and each edit is handed to `onChange`. */
export default function CodeEditor({ value, onChange, label, describedBy }: CodeEditorProps) {
  const parent = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef(onChange);
  latest.current = onChange;

  useEffect(() => {
    const editor = new EditorView({
      parent: parent.current!,
      doc: value,
      extensions: [
        basicSetup,
        javascript(),
        EditorView.lineWrapping,
        EditorView.contentAttributes.of({ 'aria-label': label, 'aria-describedby': describedBy }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) latest.current(update.state.doc.toString());
        }),
      ],
    });
    view.current = editor;
    return () => editor.destroy();
    // Built once per mount: later values arrive through the effect below.
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  return <div ref={parent} className="code-editor" />;
}
