/**
 * The task image: a native file input (keyboard and screen reader friendly), checked as soon as a file is
 * chosen (type and size, see imageProblem), with a preview of a valid image and a way to remove it.
 */
import { Box, Button, chakra, Flex, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type RefObject } from 'react';
import FiImage from '~icons/feather/image';
import FiTrash2 from '~icons/feather/trash-2';
import { IMAGE_TYPES, imageProblem } from '../task-upload/schema';

const sizeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

/** A data URL of the file for the preview, read in the background; null while reading or without a file. */
function usePreviewUrl(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    const reader = new FileReader();
    let current = true;
    reader.onload = () => {
      if (current && typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => {
      current = false;
      if (reader.readyState === FileReader.LOADING) reader.abort();
    };
  }, [file]);
  // A preview belongs to one file: a newer choice (or none) never shows an older image.
  return preview !== null && preview.file === file ? preview.url : null;
}

const FileInput = chakra('input');

export function ImageField({
  id,
  file,
  describedBy,
  invalid,
  inputRef,
  onChoose,
  onBlur,
}: {
  id: string;
  file: File | null;
  describedBy: string | undefined;
  invalid: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  onChoose: (file: File | null) => void;
  onBlur: () => void;
}) {
  const valid = file !== null && imageProblem(file) === null;
  const previewUrl = usePreviewUrl(valid ? file : null);

  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    onChoose(null);
    inputRef.current?.focus();
  };

  return (
    <Flex
      w="full"
      direction={{ base: 'column', sm: 'row' }}
      gap="4"
      align={{ base: 'stretch', sm: 'center' }}
      borderWidth="1px"
      borderStyle="dashed"
      borderColor={invalid ? 'border.error' : 'border.emphasized'}
      borderRadius="l3"
      p="4"
      bg="bg.subtle"
    >
      <Box
        flexShrink={0}
        w={{ base: 'full', sm: '28' }}
        h={{ base: '40', sm: '28' }}
        borderRadius="l2"
        overflow="hidden"
        bg="bg"
        borderWidth="1px"
        display="flex"
        alignItems="center"
        justifyContent="center"
        color="fg.muted"
      >
        {previewUrl ? (
          <Image src={previewUrl} alt="Preview of the chosen image" w="full" h="full" objectFit="cover" />
        ) : (
          <FiImage width="32" height="32" aria-hidden="true" />
        )}
      </Box>
      <Stack gap="2" flex="1" minW="0">
        <FileInput
          ref={inputRef}
          id={id}
          name="image"
          type="file"
          accept={IMAGE_TYPES.join(',')}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChoose(event.currentTarget.files?.[0] ?? null)}
          onBlur={onBlur}
          fontSize="sm"
          maxW="full"
          color="fg.muted"
          cursor="pointer"
          borderRadius="l2"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
          _file={{
            marginInlineEnd: '3',
            paddingInline: '3',
            paddingBlock: '1.5',
            borderRadius: 'l2',
            borderWidth: '1px',
            borderColor: 'border.emphasized',
            bg: 'bg',
            color: 'fg',
            fontWeight: 'semibold',
            cursor: 'pointer',
          }}
        />
        {file ? (
          <HStack gap="3" justify="space-between" wrap="wrap">
            <Text fontSize="sm" overflowWrap="anywhere">
              <Text as="span" fontWeight="semibold">
                {file.name}
              </Text>{' '}
              <Text as="span" color="fg.muted">
                ({formatBytes(file.size)})
              </Text>
            </Text>
            <Button size="xs" variant="ghost" onClick={clear}>
              <FiTrash2 aria-hidden="true" />
              Remove image
            </Button>
          </HStack>
        ) : null}
      </Stack>
    </Flex>
  );
}
