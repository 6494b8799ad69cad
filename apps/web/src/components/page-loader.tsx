import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center mih="40vh" aria-busy="true">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}
