/** A refusal or failure of the confirmed action, shown in the dialog where the member can act on it. */
export function ServerProblem({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid="action-error"
      className="mt-4 rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-ink"
    >
      {message}
    </p>
  );
}
