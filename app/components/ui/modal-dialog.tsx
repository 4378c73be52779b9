import { type ReactNode, useEffect, useId, useRef } from 'react';

type ModalDialogProps = {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** The dialog's buttons; the first takes the focus when it opens. */
  actions: ReactNode;
  /** Escape, like the browser's own closing of a modal dialog, asks for this. */
  onCancel: () => void;
};

/**
 * A modal dialog on the native `<dialog>`: the browser keeps the focus inside, makes the rest of
 * the page inert and gives it back to where it was when the dialog closes.
 */
export function ModalDialog({ open, title, children, actions, onCancel }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={titleId} className="text-xl font-bold tracking-tight">
        {title}
      </h2>
      {children && <div className="mt-3 space-y-3 text-slate-700">{children}</div>}
      <div className="mt-6 flex flex-wrap justify-end gap-2">{actions}</div>
    </dialog>
  );
}

const button =
  'inline-flex items-center justify-center rounded-full px-4 py-2 text-sm font-semibold outline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-700 disabled:opacity-60';

/** Button looks shared by the dialogs and the wizard's bars. */
export const buttonClass = {
  primary: `${button} bg-teal-700 text-white hover:bg-teal-800`,
  secondary: `${button} border border-teal-700 text-teal-800 hover:bg-teal-50`,
  danger: `${button} bg-red-700 text-white hover:bg-red-800`,
  quiet: `${button} text-slate-700 hover:bg-slate-100`,
};
