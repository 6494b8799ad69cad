/** Development hosts only (spec §2, §8): the route error itself, with its stack, in place. */
export function DevelopmentErrorScreen({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? error.stack : undefined;
  return (
    <main role="alert" style={{ padding: 24, fontFamily: 'ui-monospace, monospace' }}>
      <h1 style={{ fontFamily: 'system-ui, sans-serif' }}>Something went wrong!</h1>
      <p>
        <strong>Message:</strong> {message}
      </p>
      {stack ? <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>{stack}</pre> : null}
    </main>
  );
}
