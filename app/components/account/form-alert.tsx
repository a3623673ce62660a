/** What keeps a form from going through, announced as the shopper submits it. */
export function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <p className="field-error form-alert" role="alert">
      {message}
    </p>
  ) : null
}
