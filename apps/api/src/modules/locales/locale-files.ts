/** Translation namespace files: `<localesDir>/<lng>/<ns>.json`, read and (in development) extended. */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const languagePattern = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;
export const namespacePattern = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

type Translations = { [key: string]: string | Translations };

export function namespaceFile(localesDir: string, language: string, namespace: string): string {
  return path.join(localesDir, language, `${namespace}.json`);
}

async function readTranslations(file: string): Promise<Translations> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Translations;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

/**
 * Key segments that name an object's machinery rather than a translation: writing through them
 * would change every object of the process (prototype pollution).
 */
const forbiddenSegments = new Set(['__proto__', 'constructor', 'prototype']);

export function isSafeKey(key: string): boolean {
  return key.split('.').every((segment) => segment.length > 0 && !forbiddenSegments.has(segment));
}

/** Puts `value` at a dotted key unless something is already there; true when it added. */
function addIfMissing(target: Translations, key: string, value: string): boolean {
  if (!isSafeKey(key)) return false;
  const parts = key.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    // Own properties only: an inherited member is never a translation to descend into.
    const next = Object.hasOwn(node, part) ? node[part] : undefined;
    if (typeof next === 'string') return false; // a translation already holds this path
    if (next === undefined) {
      const created: Translations = Object.create(null) as Translations;
      node[part] = created;
      node = created;
    } else {
      node = next;
    }
  }
  const leaf = parts.at(-1)!;
  if (Object.hasOwn(node, leaf)) return false;
  node[leaf] = value;
  return true;
}

// Writes to one file happen one after another, so two requests never lose each other's keys.
const queues = new Map<string, Promise<unknown>>();

/** Merges missing keys into a namespace file atomically; existing translations are never changed. */
export function addMissingKeys(file: string, missing: Record<string, string>): Promise<string[]> {
  const previous = queues.get(file) ?? Promise.resolve();
  const next = previous
    .catch(() => undefined)
    .then(async () => {
      const translations = await readTranslations(file);
      const added = Object.entries(missing).filter(([key, value]) => addIfMissing(translations, key, value));
      if (added.length === 0) return [];
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, `${JSON.stringify(translations, null, 2)}\n`);
      await rename(temporary, file);
      return added.map(([key]) => key);
    });
  queues.set(file, next);
  void next.finally(() => {
    if (queues.get(file) === next) queues.delete(file);
  });
  return next;
}
