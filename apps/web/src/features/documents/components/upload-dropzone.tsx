/**
 * Where files are dropped, or clicked to choose them; from the keyboard, its `Choose files` button.
 * It says which types and sizes are accepted and lets only those through; the server judges each
 * file again by its content and size, which is what counts.
 */
import '@mantine/dropzone/styles.css';
import { Box, Button, Group, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFileUpload, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { clientConfig } from '../../../lib/client-config';
import type { RefusedFile } from '../use-upload-queue';

/**
 * The accepted types (CONTRACT §9: PDF, DOCX, XLSX, CSV, TXT, MD, PNG, JPEG), each with its file name
 * endings: a browser may give no type, or another one, for a CSV or Markdown file, and the ending
 * lets it through.
 */
export const acceptedUploads: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'text/csv': ['.csv'],
  'text/plain': ['.txt'],
  'text/markdown': ['.md', '.markdown'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
};

/** Why the dropzone turned a file away: too large for uploads here, or not of an accepted type. */
function refusalOf(rejection: FileRejection): RefusedFile {
  const tooLarge = rejection.errors.some((error) => error.code === 'file-too-large');
  return { file: rejection.file, reason: tooLarge ? 'size' : 'type' };
}

interface UploadDropzoneProps {
  onFiles: (files: File[]) => void;
  onRefused: (files: RefusedFile[]) => void;
  disabled: boolean;
  /** Said under the dropzone, such as "Choose at least one file". */
  error: string | null;
}

export function UploadDropzone({ onFiles, onRefused, disabled, error }: UploadDropzoneProps) {
  const { t } = useTranslation('documents');
  const hintID = useId();
  const errorID = useId();
  const openPicker = useRef<() => void>(null);
  const { maxUploadMB } = clientConfig();
  return (
    <div>
      <Dropzone
        onDrop={onFiles}
        onReject={(rejections: FileRejection[]) => onRefused(rejections.map(refusalOf))}
        accept={acceptedUploads}
        // The server's own limit (MAX_UPLOAD_MB), computed as it computes it.
        maxSize={Math.round(maxUploadMB * 1024 * 1024)}
        multiple
        disabled={disabled}
        openRef={openPicker}
        // The area itself is for the mouse (a click or a drop); the keyboard uses the button inside
        // it, so the area is not a control around another control.
        activateOnKeyboard={false}
        enablePointerEvents
        inputProps={{ 'aria-label': t('upload.chooseFiles') }}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <Group justify="center" gap="lg" mih={90} wrap="nowrap">
          {/* Kept at its size when the text beside it wraps on a phone. */}
          <Box style={{ flexShrink: 0, lineHeight: 0 }}>
            <Dropzone.Accept>
              <IconUpload size={44} stroke={1.5} color="var(--mantine-color-reservoir-7)" aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={44} stroke={1.5} color="var(--mantine-color-error)" aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconFileUpload size={44} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
            </Dropzone.Idle>
          </Box>
          <div>
            <Text size="md" fw={600}>
              {t('upload.dropzone')}
            </Text>
            <Text size="sm" c="dimmed" mt={4} id={hintID}>
              {t('upload.accepted', { megabytes: maxUploadMB })}
            </Text>
            <Button
              variant="default"
              size="xs"
              mt="sm"
              disabled={disabled}
              aria-describedby={error ? `${hintID} ${errorID}` : hintID}
              onClick={(event) => {
                // The area around it would open the picker a second time.
                event.stopPropagation();
                openPicker.current?.();
              }}
            >
              {t('upload.chooseFiles')}
            </Button>
          </div>
        </Group>
      </Dropzone>
      {error ? (
        <Text size="sm" c="var(--mantine-color-error)" mt={6} id={errorID}>
          {error}
        </Text>
      ) : null}
    </div>
  );
}
