/**
 * A declared area's recorded values as plain words, from its light declaration alone (no pages):
 * a choice's, a yes/no's or a class's words, a country code as the country's name. The History
 * panel words an area's changes with it, the list the line under a record's name and the record
 * page the line under its heading; a page that only reads words (the audit trail) can use it
 * without loading the area's pages.
 */
import type { Subject } from '@freeboard/shared/auth/abilities';
import { countryName } from '@freeboard/shared/common/countries';
import type { i18n as I18n } from 'i18next';
import { createContext } from 'react';
import { choiceWordsOf, declaredFieldOf, type DeclaredFields } from './field-declarations';
import { historyFields, type HistoryFieldText } from './history-fields';

/** What the words are read from: a declaration (`*-area.ts`), or any part of one that has these. */
export interface WordedDeclaration {
  namespace: string;
  fields: DeclaredFields;
}

/**
 * A recorded value of a field in words, or nothing where the declaration gives it none (text,
 * numbers and days are shown as recorded, or formatted by the page).
 */
export function declaredValueWords(
  declaration: WordedDeclaration,
  i18n: I18n,
): (field: string, value: unknown) => string | undefined {
  const t = i18n.getFixedT(null, declaration.namespace);
  const choices = choiceWordsOf(declaration.fields);
  return (field, value) => {
    const declared = declaredFieldOf(declaration.fields, field);
    if (declared?.kind === 'country') {
      return typeof value === 'string' && value ? countryName(value, i18n.language) : undefined;
    }
    const prefix = choices[field];
    // A yes/no is worded as its `true` / `false`.
    const recorded = typeof value === 'boolean' ? String(value) : value;
    if (!prefix || typeof recorded !== 'string' || recorded === '') return undefined;
    const key = `${prefix}.${recorded}`;
    return i18n.exists(key, { ns: declaration.namespace }) ? t(key) : undefined;
  };
}

/** A value in words where the declaration has words for it, else as recorded (text, a number). */
export function declaredText(declaration: WordedDeclaration, i18n: I18n): (field: string, value: unknown) => string {
  const words = declaredValueWords(declaration, i18n);
  return (field, value) =>
    words(field, value) ?? (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
}

/** How the History panel names a declared area's fields (`fields.<field>`) and words its recorded values. */
export function declaredHistoryFields(declaration: WordedDeclaration, i18n: I18n): HistoryFieldText {
  return historyFields(i18n, declaration.namespace, {}, declaredValueWords(declaration, i18n));
}

/**
 * The words of a kind of record by its Activity subject: a declared area (`declareArea`) is one, and
 * what is not a collection (a member, a document) declares its own with `declareWords`. Every such
 * declaration is listed by `npm run registries`, so the audit trail words a new area's changes
 * without a hand-kept list.
 */
export interface SubjectWords extends WordedDeclaration {
  subject: Subject;
}

export function declareWords(words: SubjectWords): SubjectWords {
  return words;
}

/**
 * The declaration that words a subject's changes, for pages that show entries of any subject (the
 * audit trail): handed in by the routes, which may read every feature's declarations.
 */
export const SubjectWordsContext = createContext<(subject: string) => WordedDeclaration | undefined>(() => undefined);
