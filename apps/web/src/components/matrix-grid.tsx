/**
 * The likelihood × consequence grid that the heat map and the matrix editor both draw: likelihood
 * rows with the most likely on top, consequence columns left to right, a corner that names the two
 * axes. What stands in a heading and in a cell is the caller's.
 */
import { Table, Text, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type MatrixAxis = 'likelihood' | 'consequence';

const levels = [1, 2, 3, 4, 5] as const;

interface MatrixGridProps extends Omit<TableProps, 'children'> {
  /** Above the grid (a table caption), when the grid has a visible title. */
  caption?: ReactNode;
  captionClassName?: string;
  /** Class names of the grid's parts (from the caller's CSS module). */
  parts: Partial<Record<'corner' | 'columnHead' | 'rowHead' | 'cell', string>>;
  level: (axis: MatrixAxis, level: number) => ReactNode;
  cell: (likelihood: number, consequence: number) => ReactNode;
}

export function MatrixGrid({ caption, captionClassName, parts, level, cell, ...table }: MatrixGridProps) {
  const { t } = useTranslation('common');
  return (
    <Table withRowBorders={false} captionSide="top" {...table}>
      {caption ? <Table.Caption className={captionClassName}>{caption}</Table.Caption> : null}
      <Table.Thead>
        <Table.Tr>
          <Table.Th className={parts.corner}>
            <Text size="xs" c="dimmed">
              {t('riskMatrix.likelihood')} ↓ / {t('riskMatrix.consequence')} →
            </Text>
          </Table.Th>
          {levels.map((consequence) => (
            <Table.Th key={consequence} scope="col" className={parts.columnHead}>
              {level('consequence', consequence)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {[...levels].reverse().map((likelihood) => (
          <Table.Tr key={likelihood}>
            <Table.Th scope="row" className={parts.rowHead}>
              {level('likelihood', likelihood)}
            </Table.Th>
            {levels.map((consequence) => (
              <Table.Td key={consequence} className={parts.cell}>
                {cell(likelihood, consequence)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
