/** The declaration that words each Activity subject's changes, from every feature's (`-declared-words.gen.ts`). */
import type { WordedDeclaration } from '../../lib/collection/declared-words';
import { declaredWords } from './-declared-words.gen';

const bySubject = new Map<string, WordedDeclaration>(
  declaredWords.map((declaration) => [declaration.subject, declaration]),
);

export function subjectWordsOf(subject: string): WordedDeclaration | undefined {
  return bySubject.get(subject);
}
