/**
 * How errors appear in the log. Drizzle puts a failed statement's parameters into its message
 * ("params: someone@example.com,127.0.0.1"), PostgreSQL's `detail` repeats the values of a
 * violated key, and its data exceptions quote the input they could not read: all would copy emails,
 * addresses and tokens into logs. This serializer keeps what an operator needs (type, messages,
 * SQLSTATE, constraint, the statement text, the stack) and drops the values.
 */

const keptFields = ['constraint', 'table', 'column', 'routine', 'severity', 'statusCode', 'validationContext'] as const;
const maxCauses = 5;

interface FailedQuery {
  query: string;
  params: unknown;
}

function isFailedQuery(error: Error): error is Error & FailedQuery {
  return typeof (error as Partial<FailedQuery>).query === 'string' && 'params' in error;
}

/** SQLSTATE class 22, data exception: its messages quote the offending input. */
function isDataException(error: Error): boolean {
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

function messageOf(error: Error): string {
  if (isFailedQuery(error)) return `Failed query: ${error.query}`;
  if (isDataException(error)) return error.message.replace(/"[^"]*"/g, '"[value]"');
  return error.message;
}

/** The stack's frames without its first line, which repeats the (unsafe) message. */
function framesOf(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  const firstFrame = stack.indexOf('\n    at ');
  return firstFrame >= 0 ? stack.slice(firstFrame + 1) : undefined;
}

export interface LoggedError {
  type: string;
  message: string;
  code?: string;
  stack: string;
  [field: string]: unknown;
}

export function serializeError(error: Error): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const messages: string[] = [];
  const logged: LoggedError = { type: error.constructor.name, message: '', stack: framesOf(error.stack) ?? '' };
  let current: unknown = error;
  for (let depth = 0; depth < maxCauses && current instanceof Error; depth += 1) {
    messages.push(messageOf(current));
    const fields = current as unknown as Record<string, unknown>;
    if (logged.code === undefined && typeof fields.code === 'string') logged.code = fields.code;
    for (const field of keptFields) {
      if (logged[field] === undefined && fields[field] !== undefined) logged[field] = fields[field];
    }
    current = current.cause;
  }
  logged.message = messages.join('; caused by: ');
  return logged;
}
