/**
 * The risk register as a file: its columns, in order, shared by the export and the import, so what
 * one writes the other reads. Values are the API's (enumerations as the API spells them, dates as
 * `YYYY-MM-DD`); the asset is named by its type and code, the owner by email, the controls by their
 * codes in order. Ratings are written for the reader and ignored on import: the tenant's matrix
 * decides them.
 */
import { riskRatingScale, type RiskRating } from '@freeboard/shared/rating';
import type { Cell } from '../../../lib/exports/csv-file';

/** One risk as the register file holds it. */
export interface RegisterRow {
  code: string;
  title: string;
  failureMode: string;
  status: string;
  assetType: string | null;
  assetCode: string | null;
  cause: string | null;
  consequence: string | null;
  materialUnwantedEvent: boolean;
  inherentLikelihood: number;
  inherentConsequence: number;
  inherentRiskRating: number;
  residualLikelihood: number | null;
  residualConsequence: number | null;
  residualRiskRating: number | null;
  ownerEmail: string | null;
  nextReviewDate: string | null;
  controlCodes: string[];
  description: string;
}

export type { Cell };

interface Column {
  header: string;
  /** The input field a file's value goes to; null for columns only written (the ratings). */
  field: keyof RegisterRow | null;
  write: (row: RegisterRow) => Cell;
  /** Width in characters in the workbook. */
  width: number;
}

const ratingText = (rating: number | null) =>
  rating === null ? null : `${rating} ${riskRatingScale[rating as RiskRating].label}`;

export const registerColumns: readonly Column[] = [
  { header: 'Code', field: 'code', write: (row) => row.code, width: 10 },
  { header: 'Title', field: 'title', write: (row) => row.title, width: 40 },
  { header: 'Failure mode', field: 'failureMode', write: (row) => row.failureMode, width: 20 },
  { header: 'Status', field: 'status', write: (row) => row.status, width: 10 },
  { header: 'Asset type', field: 'assetType', write: (row) => row.assetType, width: 14 },
  { header: 'Asset code', field: 'assetCode', write: (row) => row.assetCode, width: 12 },
  { header: 'Cause', field: 'cause', write: (row) => row.cause, width: 40 },
  { header: 'Consequence', field: 'consequence', write: (row) => row.consequence, width: 40 },
  {
    header: 'Material unwanted event',
    field: 'materialUnwantedEvent',
    write: (row) => (row.materialUnwantedEvent ? 'Yes' : 'No'),
    width: 12,
  },
  { header: 'Inherent likelihood', field: 'inherentLikelihood', write: (row) => row.inherentLikelihood, width: 10 },
  { header: 'Inherent consequence', field: 'inherentConsequence', write: (row) => row.inherentConsequence, width: 10 },
  { header: 'Inherent rating', field: null, write: (row) => ratingText(row.inherentRiskRating), width: 12 },
  { header: 'Residual likelihood', field: 'residualLikelihood', write: (row) => row.residualLikelihood, width: 10 },
  { header: 'Residual consequence', field: 'residualConsequence', write: (row) => row.residualConsequence, width: 10 },
  { header: 'Residual rating', field: null, write: (row) => ratingText(row.residualRiskRating), width: 12 },
  { header: 'Owner email', field: 'ownerEmail', write: (row) => row.ownerEmail, width: 28 },
  { header: 'Next review date', field: 'nextReviewDate', write: (row) => row.nextReviewDate, width: 12 },
  { header: 'Controls', field: 'controlCodes', write: (row) => row.controlCodes.join('; '), width: 24 },
  { header: 'Description', field: 'description', write: (row) => row.description, width: 60 },
];

/** The headers an imported file must have (the ratings may be left out). */
export const requiredHeaders = registerColumns.filter((column) => column.field !== null).map((column) => column.header);

export const headerOfField = new Map(
  registerColumns.flatMap((column) => (column.field ? [[column.field as string, column.header]] : [])),
);

/** The controls sheet of the workbook: every control the exported risks name. */
export interface ControlSheetRow {
  code: string;
  description: string;
  priority: string;
  proactiveOrReactive: string;
  critical: boolean;
  type: string;
  status: string;
  ownerEmail: string | null;
  verificationFrequency: string | null;
  lastVerifiedAt: string | null;
  lastVerificationResult: string | null;
  riskCodes: string[];
}

export const controlColumns: readonly { header: string; write: (row: ControlSheetRow) => Cell; width: number }[] = [
  { header: 'Code', write: (row) => row.code, width: 10 },
  { header: 'Description', write: (row) => row.description, width: 60 },
  { header: 'Priority', write: (row) => row.priority, width: 8 },
  { header: 'Proactive or reactive', write: (row) => row.proactiveOrReactive, width: 12 },
  { header: 'Critical', write: (row) => (row.critical ? 'Yes' : 'No'), width: 8 },
  { header: 'Type', write: (row) => row.type, width: 14 },
  { header: 'Status', write: (row) => row.status, width: 12 },
  { header: 'Owner email', write: (row) => row.ownerEmail, width: 28 },
  { header: 'Verification frequency', write: (row) => row.verificationFrequency, width: 14 },
  { header: 'Last verified', write: (row) => row.lastVerifiedAt, width: 12 },
  { header: 'Last result', write: (row) => row.lastVerificationResult, width: 18 },
  { header: 'Risks', write: (row) => row.riskCodes.join('; '), width: 24 },
];
