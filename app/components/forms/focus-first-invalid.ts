/**
 * The first field, in the form's order, that has to be corrected takes the focus (its error is tied to it with
 * aria-describedby), so the shopper is taken to it rather than left on the button. A radio group is entered at its
 * first choice.
 */
export function focusFirstInvalid(form: HTMLFormElement, fields: readonly string[]): void {
  const field = [...form.elements].find((element) => (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && fields.includes(element.name))
  if (field instanceof HTMLElement) field.focus()
}
