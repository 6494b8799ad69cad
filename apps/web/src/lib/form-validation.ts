/** Mantine form validation from the shared zod schemas: the same rules as the API's. */
import type { z } from 'zod';

export function zodValidate<T extends z.ZodType>(schema: T) {
  return (values: z.input<T>): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      errors[field] ??= issue.message;
    }
    return errors;
  };
}
