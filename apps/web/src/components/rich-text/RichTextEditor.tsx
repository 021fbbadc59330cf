/**
 * The rich text of a story or a chapter: TipTap with only what the book stores (paragraphs,
 * headings 1-3, bold, italic, lists, quotes, line breaks, and in a chapter pictures of the art
 * set). TipTap's own undo is off: the book's undo (the editor core) covers every change, so when
 * the draft's document changes from outside (undo, redo, a newer version loaded) the editor takes
 * it without sending it back.
 */
import type { RichTextDoc } from '@storyloom/domain';
import { Placeholder } from '@tiptap/extensions';
import { type Editor, EditorContent, type JSONContent, useEditor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import type { Artwork } from '../../api/art';
import { sameJson } from '../same-json';
import { ArtImage, ArtworksContext } from './art-image';
import classes from './RichText.module.css';
import { Toolbar } from './Toolbar';
import { domainDocFromEditor, editorContentFromDoc } from './tiptap-doc';

/** StarterKit without what the book does not store, and without TipTap's own undo. */
export function richTextExtensions(options: { pictures: boolean; placeholder: string }) {
  return [
    StarterKit.configure({
      undoRedo: false,
      code: false,
      codeBlock: false,
      strike: false,
      underline: false,
      link: false,
      horizontalRule: false,
      heading: { levels: [1, 2, 3] },
    }),
    Placeholder.configure({ placeholder: options.placeholder }),
    ...(options.pictures ? [ArtImage] : []),
  ];
}

export interface RichTextEditorProps {
  /** The stored document (the draft's). */
  value: RichTextDoc;
  /** The editor's JSON after each change; the page maps it to the domain and changes the draft. */
  onChange: (json: JSONContent) => void;
  pictures?: boolean;
  readOnly?: boolean;
  /** The name of the text box for screen readers. */
  label: string;
  placeholder: string;
  artworks?: Artwork[];
  /** The toolbar's picture button (chapters). */
  onPicture?: () => void;
  editorRef?: Ref<Editor | null>;
  testId?: string;
}

export function RichTextEditor({
  value,
  onChange,
  pictures = false,
  readOnly = false,
  label,
  placeholder,
  artworks = [],
  onPicture,
  editorRef,
  testId,
}: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editor = useEditor({
    extensions: richTextExtensions({ pictures, placeholder }),
    content: editorContentFromDoc(value),
    editable: !readOnly,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        class: classes.prose ?? '',
        ...(testId ? { 'data-testid': testId } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChangeRef.current(e.getJSON()),
  });
  useImperativeHandle(editorRef, () => editor, [editor]);

  useEffect(() => {
    editor.setEditable(!readOnly);
  }, [editor, readOnly]);

  // The draft's document moved without this editor (undo, redo, a newer version): take it.
  useEffect(() => {
    const current = domainDocFromEditor(editor.getJSON(), pictures ? 'chapter' : 'story');
    if (current.ok && sameJson(current.doc, value)) return;
    const { from } = editor.state.selection;
    editor.commands.setContent(editorContentFromDoc(value), { emitUpdate: false });
    const end = editor.state.doc.content.size;
    editor.commands.setTextSelection(Math.min(from, Math.max(end - 1, 0)));
  }, [editor, value, pictures]);

  return (
    <ArtworksContext.Provider value={artworks}>
      <div className={classes.editor}>
        <Toolbar editor={editor} disabled={readOnly} onPicture={pictures ? onPicture : undefined} />
        <EditorContent editor={editor} className={classes.content} />
      </div>
    </ArtworksContext.Provider>
  );
}
