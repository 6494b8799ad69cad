/** The risk matrix as it is being edited: its level names and cells, and what saving them sends. */
import type { RiskMatrix, RiskMatrixInput } from '@freeboard/shared/risks/risk-matrix';

export interface MatrixDraft {
  likelihoodLevels: string[];
  consequenceLevels: string[];
  cells: number[][];
}

export function draftOf(matrix: Pick<RiskMatrix, 'likelihoodLevels' | 'consequenceLevels' | 'cells'>): MatrixDraft {
  return {
    likelihoodLevels: [...matrix.likelihoodLevels],
    consequenceLevels: [...matrix.consequenceLevels],
    cells: matrix.cells.map((row) => [...row]),
  };
}

/** The draft with one cell (likelihood `l`, consequence `c`, each 1–5) rated `rating`. */
export function withCell(draft: MatrixDraft, likelihood: number, consequence: number, rating: number): MatrixDraft {
  return {
    ...draft,
    cells: draft.cells.map((row, l) =>
      l === likelihood - 1 ? row.map((cell, c) => (c === consequence - 1 ? rating : cell)) : row,
    ),
  };
}

export function withLevel(
  draft: MatrixDraft,
  axis: 'likelihood' | 'consequence',
  level: number,
  name: string,
): MatrixDraft {
  const key = axis === 'likelihood' ? 'likelihoodLevels' : 'consequenceLevels';
  return { ...draft, [key]: draft[key].map((current, index) => (index === level - 1 ? name : current)) };
}

export function sameDraft(a: MatrixDraft, b: MatrixDraft): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The save: level names trimmed, at the version the edit started from. */
export function matrixInputOf(draft: MatrixDraft, version: number): RiskMatrixInput {
  return {
    likelihoodLevels: draft.likelihoodLevels.map((name) => name.trim()),
    consequenceLevels: draft.consequenceLevels.map((name) => name.trim()),
    cells: draft.cells,
    version,
  };
}

/** A level name is required and at most 60 characters. */
export function levelNameError(name: string): 'required' | 'tooLong' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > 60) return 'tooLong';
  return null;
}
