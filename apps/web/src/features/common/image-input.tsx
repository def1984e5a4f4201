import { FileInput, type FileInputProps } from '@mantine/core';

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/** A picker for one image (PNG, JPEG, WebP or GIF) that can be cleared. */
export function ImageInput(props: Omit<FileInputProps, 'accept' | 'multiple'>) {
  return <FileInput accept={IMAGE_TYPES} clearable placeholder="Choose an image" {...props} />;
}
