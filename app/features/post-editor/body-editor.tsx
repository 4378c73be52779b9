import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiFailure, callApi } from '#app/lib/api-client.ts';
import { useLocale } from '#app/lib/locale.tsx';
import { idPattern, slugPattern } from '#domain/ids.ts';
import { isSafeHref, type PostBody } from '#domain/schemas/post-body.ts';
import { FigureNode, TripCardNode } from './editor-nodes.ts';
import { fieldClass, smallButton } from './editor-styles.ts';

/** Only what a post's body may hold (domain/schemas/post-body.ts): the rest of StarterKit is off. */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', isAllowedUri: (url) => isSafeHref(url) },
  }),
  FigureNode,
  TripCardNode,
];

function ToolButton({ pressed, onClick, children }: { pressed?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`${smallButton} ${pressed ? 'bg-teal-800 text-white' : 'bg-white text-slate-900'}`}
    >
      {children}
    </button>
  );
}

/** Enter in a panel's field answers it, instead of submitting anything around it. */
const enter = (answer: () => unknown) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  void answer();
};

/** A small form under the toolbar: a link's address, a picture, a trip. */
type Panel = 'link' | 'picture' | 'trip' | null;

function LinkPanel({ editor, close }: { editor: Editor; close: () => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [href, setHref] = useState<string>(editor.getAttributes('link').href ?? '');
  const [error, setError] = useState('');
  const apply = () => {
    if (href && !isSafeHref(href)) return setError(t('editor.unsafeLink'));
    const chain = editor.chain().focus().extendMarkRange('link');
    (href ? chain.setLink({ href }) : chain.unsetLink()).run();
    close();
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label htmlFor={id} className="flex flex-col text-sm font-medium">
        {t('editor.linkAddress')}
        <input
          id={id}
          type="url"
          value={href}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={enter(apply)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={fieldClass}
        />
      </label>
      <button type="button" onClick={apply} className={smallButton}>
        {t('editor.apply')}
      </button>
      {error && (
        <p id={`${id}-error`} className="w-full text-sm text-rose-800">
          {error}
        </p>
      )}
    </div>
  );
}

function PicturePanel({ editor, close }: { editor: Editor; close: () => void }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const id = useId();
  const [alt, setAlt] = useState('');
  const [caption, setCaption] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const insert = async () => {
    if (!file) return setError(t('editor.pictureMissing'));
    if (!alt.trim()) return setError(t('editor.altRequired'));
    setBusy(true);
    try {
      const form = new FormData();
      form.set('image', file);
      const { key } = await callApi('POST /blog/editor/images', { form }, { locale });
      editor
        .chain()
        .focus()
        .insertContent({ type: 'figure', attrs: { key, alt: alt.trim(), caption: caption.trim() } })
        .run();
      close();
    } catch (failure) {
      setError(
        failure instanceof ApiFailure && failure.serverMessage ? failure.serverMessage : t('editor.uploadFailed'),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label htmlFor={`${id}-file`} className="flex flex-col text-sm font-medium">
        {t('editor.pictureFile')}
        <input
          id={`${id}-file`}
          type="file"
          accept="image/*"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </label>
      <label htmlFor={`${id}-alt`} className="flex flex-col text-sm font-medium">
        {t('editor.pictureAlt')}
        <input
          id={`${id}-alt`}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          className={fieldClass}
          required
        />
      </label>
      <label htmlFor={`${id}-caption`} className="flex flex-col text-sm font-medium">
        {t('editor.pictureCaption')}
        <input
          id={`${id}-caption`}
          value={caption}
          onChange={(event) => setCaption(event.target.value)}
          className={fieldClass}
        />
      </label>
      <button type="button" onClick={insert} disabled={busy} className={smallButton}>
        {t('editor.insert')}
      </button>
      {error && (
        <p role="alert" className="w-full text-sm text-rose-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** The trip's key from its address (`…/trips/{slug}`) or its id. */
const tripKeyOf = (text: string) =>
  text
    .trim()
    .replace(/^.*\/trips\//, '')
    .replace(/[?#].*$/, '');

function TripPanel({ editor, close }: { editor: Editor; close: () => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [address, setAddress] = useState('');
  const [error, setError] = useState('');
  const insert = async () => {
    const key = tripKeyOf(address);
    if (!idPattern.test(key) && !slugPattern.test(key)) return setError(t('editor.tripMissing'));
    try {
      const trip = await callApi('GET /trip/{id}', {
        params: { id: key },
        query: { slug: idPattern.test(key) ? undefined : 'true' },
      });
      if (trip.status !== 'published') return setError(t('editor.tripMissing'));
      editor
        .chain()
        .focus()
        .insertContent({ type: 'tripCard', attrs: { tripId: trip._id, title: trip.title } })
        .run();
      close();
    } catch {
      setError(t('editor.tripMissing'));
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label htmlFor={id} className="flex flex-col text-sm font-medium">
        {t('editor.tripAddress')}
        <input
          id={id}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          onKeyDown={enter(insert)}
          className={fieldClass}
        />
      </label>
      <button type="button" onClick={insert} className={smallButton}>
        {t('editor.insert')}
      </button>
      {error && (
        <p role="alert" className="w-full text-sm text-rose-800">
          {error}
        </p>
      )}
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('admin');
  const [panel, setPanel] = useState<Panel>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullets: current.isActive('bulletList'),
      numbers: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  });
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () =>
    command(editor.chain().focus()).run();
  const toggle = (name: Panel) => () => setPanel(panel === name ? null : name);
  const close = () => setPanel(null);
  return (
    <div className="space-y-2 rounded-t-xl border border-b-0 border-slate-300 bg-slate-50 p-2">
      <div role="toolbar" aria-label={t('editor.toolbar')} className="flex flex-wrap gap-1">
        <ToolButton pressed={state.bold} onClick={run((c) => c.toggleBold())}>
          {t('editor.bold')}
        </ToolButton>
        <ToolButton pressed={state.italic} onClick={run((c) => c.toggleItalic())}>
          {t('editor.italic')}
        </ToolButton>
        <ToolButton pressed={state.h2} onClick={run((c) => c.toggleHeading({ level: 2 }))}>
          {t('editor.heading')}
        </ToolButton>
        <ToolButton pressed={state.h3} onClick={run((c) => c.toggleHeading({ level: 3 }))}>
          {t('editor.subheading')}
        </ToolButton>
        <ToolButton pressed={state.bullets} onClick={run((c) => c.toggleBulletList())}>
          {t('editor.bullets')}
        </ToolButton>
        <ToolButton pressed={state.numbers} onClick={run((c) => c.toggleOrderedList())}>
          {t('editor.numbers')}
        </ToolButton>
        <ToolButton pressed={state.quote} onClick={run((c) => c.toggleBlockquote())}>
          {t('editor.quote')}
        </ToolButton>
        <ToolButton pressed={state.link || panel === 'link'} onClick={toggle('link')}>
          {t('editor.link')}
        </ToolButton>
        <ToolButton pressed={panel === 'picture'} onClick={toggle('picture')}>
          {t('editor.picture')}
        </ToolButton>
        <ToolButton pressed={panel === 'trip'} onClick={toggle('trip')}>
          {t('editor.trip')}
        </ToolButton>
      </div>
      {panel === 'link' && <LinkPanel editor={editor} close={close} />}
      {panel === 'picture' && <PicturePanel editor={editor} close={close} />}
      {panel === 'trip' && <TripPanel editor={editor} close={close} />}
    </div>
  );
}

/** The post's body in a ProseMirror editor (TipTap), by keyboard and toolbar; `onChange` gets the document. */
export function BodyEditor({
  body,
  onChange,
  labelId,
}: {
  body: PostBody;
  onChange: (body: PostBody) => void;
  labelId: string;
}) {
  const editor = useEditor({
    extensions,
    content: body,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class:
          'prose-editor min-h-80 rounded-b-xl border border-slate-300 bg-white p-4 text-lg leading-8 outline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-700 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:text-xl [&_h3]:font-bold [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:border-teal-700 [&_blockquote]:pl-4 [&_a]:text-teal-800 [&_a]:underline',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getJSON() as PostBody),
  });
  if (!editor) return <div className="min-h-80 rounded-xl border border-slate-300" />;
  return (
    <div>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
