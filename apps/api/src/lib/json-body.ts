/**
 * The JSON body parser: Fastify's own (prototype and constructor poisoning refused), behind a bound
 * on nesting. A body nested deeper than any request of the API overflowed the stack of whatever
 * walked it next (validation, the text checks) and answered the overflow's own words; it is now
 * refused before it is parsed, by one pass over the text.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/** Deeper than any body the API takes (the deepest, a register import's row, is 4). */
export const maxJsonNesting = 100;

/** Whether `text` opens more than `max` arrays or objects inside one another (brackets in strings do not count). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index += 1;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth -= 1;
  }
  return false;
}

export function useBoundedJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, maxJsonNesting)) {
      done(new AppError('bad_request', `The body is too deeply nested (at most ${maxJsonNesting} levels).`), undefined);
      return;
    }
    void parse(request, body as string, done);
  });
}
