/** Enumerations of documents, defined once (zod-free: the database schema reads them too). */
export const nonAssetCategories = ['social', 'corporate'] as const;

export const docTypes = [
  'design_basis',
  'construction_records',
  'deviance_accountability',
  'oms_manual',
  'emergency_plan',
  'dam_safety_review',
  'annual_review',
  'risk_assessment',
  'breach_analysis',
  'site_characterisation',
  'laboratory',
  'monitoring',
  'independent_review',
  'other',
] as const;

/** Where the text of a document's file stands: waiting, searchable, without words, or unreadable. */
export const textStatuses = ['pending', 'indexed', 'no_text', 'failed'] as const;

/**
 * Why a file's text could not be read, as the person is told: damaged or not what its type says,
 * inflating past the limit (a zip bomb), needing more memory or more time than a reading may take,
 * or not to be fetched from storage after repeated tries.
 */
export const textFailures = ['unreadable', 'too_large', 'out_of_memory', 'timeout', 'unavailable'] as const;

/** PostgreSQL text search configurations a document's text is indexed with. */
export const textLanguages = ['english', 'spanish', 'simple'] as const;

export const mentionSources = ['explicit', 'detected'] as const;

/** What may be uploaded, judged by the file's content (CONTRACT §9). */
export const acceptedFileTypes = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  txt: 'text/plain',
  md: 'text/markdown',
  png: 'image/png',
  jpg: 'image/jpeg',
} as const;
export type AcceptedFileType = keyof typeof acceptedFileTypes;
