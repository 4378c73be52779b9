import { type RefObject, useEffect } from 'react';

/**
 * After a submission comes back with errors, moves focus to the first invalid field so keyboard
 * and screen-reader users land on it, hearing its message through `aria-describedby`.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: object | undefined) {
  useEffect(() => {
    if (!errors) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, errors]);
}
