import { FileInput, type FileInputProps } from '@mantine/core';
import { useT } from '../../i18n/use-t.ts';

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/** A picker for one image (PNG, JPEG, WebP or GIF) that can be cleared. */
export function ImageInput(props: Omit<FileInputProps, 'accept' | 'multiple'>) {
  const t = useT();
  return <FileInput accept={IMAGE_TYPES} clearable placeholder={t('form.chooseImage')} {...props} />;
}
