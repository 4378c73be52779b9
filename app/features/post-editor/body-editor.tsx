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

/** A panel's row: its fields, the button that answers it, and why it was refused. */
function Panel({
  children,
  action,
  onAction,
  busy = false,
  error,
}: {
  children: ReactNode;
  action: string;
  onAction: () => unknown;
  busy?: boolean;
  error: string;
}) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      {children}
      <button type="button" onClick={() => void onAction()} disabled={busy} className={smallButton}>
        {action}
      </button>
      {error && (
        <p role="alert" className="w-full text-sm text-rose-800">
          {error}
        </p>
      )}
    </div>
  );
}

function PanelInput({
  label,
  value,
  onChange,
  onEnter,
  type = 'text',
  invalid = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onEnter?: () => unknown;
  type?: 'text' | 'url';
  invalid?: boolean;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex flex-col text-sm font-medium">
      {label}
      <input
        id={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onEnter ? enter(onEnter) : undefined}
        aria-invalid={invalid || undefined}
        className={fieldClass}
      />
    </label>
  );
}

function LinkPanel({ editor, close }: { editor: Editor; close: () => void }) {
  const { t } = useTranslation('admin');
  const [href, setHref] = useState<string>(editor.getAttributes('link').href ?? '');
  const [error, setError] = useState('');
  const apply = () => {
    if (href && !isSafeHref(href)) return setError(t('editor.unsafeLink'));
    const chain = editor.chain().focus().extendMarkRange('link');
    (href ? chain.setLink({ href }) : chain.unsetLink()).run();
    close();
  };
  return (
    <Panel action={t('editor.apply')} onAction={apply} error={error}>
      <PanelInput
        label={t('editor.linkAddress')}
        type="url"
        value={href}
        onChange={setHref}
        onEnter={apply}
        invalid={Boolean(error)}
      />
    </Panel>
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
      const attrs = { key, alt: alt.trim(), caption: caption.trim() };
      editor.chain().focus().insertContent({ type: 'figure', attrs }).run();
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
    <Panel action={t('editor.insert')} onAction={insert} busy={busy} error={error}>
      <label htmlFor={id} className="flex flex-col text-sm font-medium">
        {t('editor.pictureFile')}
        <input id={id} type="file" accept="image/*" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
      </label>
      <PanelInput
        label={t('editor.pictureAlt')}
        value={alt}
        onChange={setAlt}
        invalid={error === t('editor.altRequired')}
      />
      <PanelInput label={t('editor.pictureCaption')} value={caption} onChange={setCaption} />
    </Panel>
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
    <Panel action={t('editor.insert')} onAction={insert} error={error}>
      <PanelInput
        label={t('editor.tripAddress')}
        value={address}
        onChange={setAddress}
        onEnter={insert}
        invalid={Boolean(error)}
      />
    </Panel>
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
