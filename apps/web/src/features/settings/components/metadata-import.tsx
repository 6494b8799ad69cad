/**
 * Filling in the identity provider's details from its SAML metadata: fetched by the server from its
 * address, or read from an XML file in the browser and sent as text. Nothing is saved; the details
 * land in the form, where they can still be changed before `Save`.
 */
import { Alert, Button, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconFileUpload, IconInfoCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { SamlMetadata, SamlMetadataInput } from '@freeboard/shared/auth/saml-settings.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemFeedback } from '../../../lib/problem-feedback';
import { problemOf } from '../../../lib/problem';
import { useTenantID } from '../../../lib/session-context';
import { readSamlMetadata } from '../api/saml-settings';

/** Where a failed read is shown: beside the address, beside the file, or for the import as a whole. */
interface ImportProblem {
  url?: string;
  xml?: string;
}

export function MetadataImport({ onRead }: { onRead: (metadata: SamlMetadata) => void }) {
  const { t } = useTranslation('settings');
  const { t: errors } = useTranslation('errors');
  const tenantID = useTenantID();
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<ImportProblem>({});
  const [imported, setImported] = useState(false);
  const reading = useMutation({
    mutationFn: (input: SamlMetadataInput) => readSamlMetadata(tenantID!, input),
    onSuccess: (metadata) => {
      setImported(true);
      onRead(metadata);
    },
    onError: (error, input) => {
      const named = problemOf(error)?.errors ?? {};
      const source = 'url' in input ? 'url' : 'xml';
      // The server names what it could not read; any other failure (offline, …) is said where it was asked.
      const message =
        named.url || named.xml
          ? t('sso.idp.unreadable')
          : (problemFeedback(error, { fields: [], t: errors }).message ?? t('sso.idp.unreadable'));
      setProblem({ [source]: message });
    },
  });

  function fetchFromUrl() {
    setProblem({});
    setImported(false);
    reading.mutate({ url: url.trim() });
  }

  async function readFile(file: File | null) {
    if (!file) return;
    setProblem({});
    setImported(false);
    reading.mutate({ xml: await file.text() });
  }

  return (
    <Stack gap="sm">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          style={{ flex: '1 1 18rem' }}
          type="url"
          label={t('sso.idp.metadataUrl')}
          placeholder="https://"
          value={url}
          error={problem.url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter fetches here instead of saving the whole form around it.
            if (event.key === 'Enter') {
              event.preventDefault();
              if (url.trim()) fetchFromUrl();
            }
          }}
        />
        <Button
          mt={25}
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={reading.isPending && reading.variables && 'url' in reading.variables}
          disabled={!url.trim()}
          onClick={fetchFromUrl}
        >
          {t('sso.idp.fetch')}
        </Button>
      </Group>
      <Stack gap={4}>
        <Group gap="sm">
          <FileButton onChange={(file) => void readFile(file)} accept=".xml,application/xml,text/xml">
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconFileUpload size={16} aria-hidden />}
                loading={reading.isPending && reading.variables && 'xml' in reading.variables}
              >
                {t('sso.idp.upload')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('sso.idp.uploadHint')}
          </Text>
        </Group>
        {problem.xml ? (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {problem.xml}
          </Text>
        ) : null}
      </Stack>
      {imported ? (
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />} role="status">
          {t('sso.idp.imported')}
        </Alert>
      ) : null}
    </Stack>
  );
}
