/**
 * A look at the current file without saving it: PDFs in the browser's viewer, PNG and JPEG images
 * as they are. The file is fetched with the app's credentials (a plain `src` would carry none) and
 * shown through an object URL, released when the preview closes or the file changes.
 */
import { Box, Button, Image, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { FreeboardDocument } from '@freeboard/shared/documents/documents.schemas';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenantID } from '../../../lib/session-context';
import { tenantOf } from '../../../lib/tenant-scope';
import { getDocumentFile } from '../api/get-document-file';
import { FailureAlert } from '../../../components/failure-notice';

type PreviewKind = 'pdf' | 'image';

/** Only types the browser shows safely by itself; the server judged them by the file's content. */
const previewKinds: Record<string, PreviewKind> = {
  'application/pdf': 'pdf',
  'image/png': 'image',
  'image/jpeg': 'image',
};

export function previewKindOf(mimeType: string): PreviewKind | null {
  return previewKinds[mimeType] ?? null;
}

type Previewable = Pick<FreeboardDocument, 'documentID' | 'title' | 'mimeType' | 'currentVersion'>;

export function DocumentPreview({ document }: { document: Previewable }) {
  const { t } = useTranslation('documents');
  const [shown, setShown] = useState(false);
  const kind = previewKindOf(document.mimeType);
  if (!kind) return null;
  return (
    <Stack gap="xs">
      <Button
        variant="default"
        leftSection={shown ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
        onClick={() => setShown((value) => !value)}
        aria-expanded={shown}
      >
        {shown ? t('preview.hide') : t('preview.show')}
      </Button>
      {shown ? <PreviewFile document={document} kind={kind} /> : null}
    </Stack>
  );
}

function PreviewFile({ document, kind }: { document: Previewable; kind: PreviewKind }) {
  const { t } = useTranslation('documents');
  const tenantID = useTenantID();
  const query = useQuery({
    // A version's file never changes, so this sits outside the documents area: writes to other
    // documents do not fetch it again. Dropped as soon as the preview closes.
    queryKey: ['document-files', tenantID, document.documentID, document.currentVersion, document.mimeType],
    queryFn: async ({ queryKey }) =>
      new Blob([await getDocumentFile(tenantOf(queryKey), document.documentID, document.currentVersion)], {
        type: document.mimeType,
      }),
    staleTime: Infinity,
    gcTime: 0,
    enabled: tenantID !== null,
  });
  const showBlob = useObjectURL(query.data);
  const label = t('preview.label', { title: document.title });
  if (query.isError) {
    return <FailureAlert>{t('preview.failed')}</FailureAlert>;
  }
  if (query.isPending) {
    return (
      <Stack aria-busy="true">
        <VisuallyHidden role="status">{t('preview.loading')}</VisuallyHidden>
        <Skeleton height={kind === 'pdf' ? 420 : 240} radius="md" />
      </Stack>
    );
  }
  return kind === 'pdf' ? (
    <Box
      component="iframe"
      ref={showBlob}
      title={label}
      h={{ base: 420, sm: 560 }}
      w="100%"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
    />
  ) : (
    <Image ref={showBlob} alt={label} radius="md" fit="contain" mah={560} />
  );
}

/**
 * A ref for an `<iframe>` or `<img>` that shows `blob` through an object URL, revoked when the
 * element goes away or the blob changes (React runs the ref's cleanup then).
 */
function useObjectURL(blob: Blob | undefined) {
  return useCallback(
    (element: HTMLIFrameElement | HTMLImageElement | null) => {
      if (!element || !blob) return;
      const url = URL.createObjectURL(blob);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
}
