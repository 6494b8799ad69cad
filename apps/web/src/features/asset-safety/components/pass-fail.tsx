/** A stability result's verdict as an icon and a word (never colour alone): Pass, Fail, or no minimum to judge by. */
import { Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleMinus, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './stability-results.module.css';
import { MissingValue } from '../../../components/missing-value';

export function PassFail({ passes }: { passes: boolean | null }) {
  const { t } = useTranslation('assetSafety');
  if (passes === null) {
    return (
      <Group gap={4} wrap="nowrap">
        <IconCircleMinus size={16} aria-hidden className={classes.neutral} />
        <MissingValue>{t('stability.noMinimum')}</MissingValue>
      </Group>
    );
  }
  return (
    <Group
      gap={4}
      wrap="nowrap"
      className={passes ? classes.pass : classes.fail}
      data-verdict={passes ? 'pass' : 'fail'}
    >
      {passes ? <IconCircleCheck size={16} aria-hidden /> : <IconCircleX size={16} aria-hidden />}
      <Text span size="sm" fw={700} c="inherit">
        {t(passes ? 'stability.pass' : 'stability.fail')}
      </Text>
    </Group>
  );
}
