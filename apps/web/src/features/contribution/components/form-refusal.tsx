/** The refusal shown above a paper form's buttons, when there is one; tests find it by `form-error`. */
export function FormRefusal({ message }: { message?: string }) {
  return message ? (
    <p className="ct-form-error" role="alert" data-testid="form-error">
      {message}
    </p>
  ) : null;
}
