/**
 * How the audit trail words a document's changes (documents are files with search, not a declared
 * area): fields as `documents:fields.<field>`, values as recorded.
 */
import { declareWords } from '../../lib/collection/declared-words';

export const documentWords = declareWords({ subject: 'Document', namespace: 'documents', fields: {} });
