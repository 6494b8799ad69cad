/** A record's facts as read: labelled values in a grid, and a quiet "Not recorded" for gaps. */
import { Paper, SimpleGrid, Text, Title, type SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../lib/intl-formats';
import { MissingValue } from '../missing-value';

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </div>
  );
}

export function FactGrid({ cols, children }: { cols: SimpleGridProps['cols']; children: ReactNode }) {
  return (
    <SimpleGrid component="dl" cols={cols} spacing="md" verticalSpacing="md" m={0}>
      {children}
    </SimpleGrid>
  );
}

export function NotRecorded() {
  const { t } = useTranslation('common');
  return <MissingValue>{t('record.notRecorded')}</MissingValue>;
}

/**
 * A measured quantity in the unit its label names ("Height (m)"), so the unit is not said twice:
 * the number in the reader's format, or "Not recorded".
 */
export function Measure({ value }: { value: number | null }) {
  const { i18n } = useTranslation();
  return value === null ? <NotRecorded /> : numberFormat(i18n.language).format(value);
}

/** Text that may be missing: the text, or "Not recorded". */
export function textOrNotRecorded(value: string | null | undefined): ReactNode {
  return value ? value : <NotRecorded />;
}

/** A record's long description under its facts, kept as typed (line breaks too). */
export function RecordDescription({ label, text }: { label: string; text: string }) {
  return (
    <>
      <Title order={3} size="h6" mt="lg" mb={4}>
        {label}
      </Title>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {text || <NotRecorded />}
      </Text>
    </>
  );
}

/** A bordered panel of facts, with an optional heading. */
export function FactsPanel({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      {title ? (
        <Title order={2} size="h4" mb="md">
          {title}
        </Title>
      ) : null}
      {children}
    </Paper>
  );
}
