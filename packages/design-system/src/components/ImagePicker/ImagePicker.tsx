import { useId, useState } from 'react';
import { DropZone, FileTrigger, type DropItem, type FileDropItem } from 'react-aria-components';
import { imageFileProblem, imageMaxBytes, imageSignatureLength, imageTypes } from '@velo/domain';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import { description as descriptionStyle, field, fieldError, label as labelStyle } from '../Field/Field.css.ts';
import { actions, dropZone, placeholder, preview } from './ImagePicker.css.ts';

export interface ImagePickerProps {
  label: string;
  /** The image as a data URL, or null for none. */
  value: string | null;
  /** A png or jpeg within the limit, as a data URL; null once removed. */
  onChange(value: string | null): void;
  /** The preview's text alternative; "{label}: preview" by default. */
  previewAlt?: string;
  /** Shown under the picker, e.g. the server's refusal. */
  errorMessage?: string;
  isDisabled?: boolean;
}

/** The limits, as the picker states them. */
export const imagePickerHint = `PNG or JPEG, at most ${imageMaxBytes / 1024} KB.`;

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

/**
 * An image chosen with a button or dropped on the picker (a png or jpeg by its content, within the size
 * limit), kept as a data URL: a preview with its text alternative, Replace and Remove. A file of another kind or over the
 * limit is refused with a message that says why, and the image before it stays.
 */
export function ImagePicker({ label, value, onChange, previewAlt, errorMessage, isDisabled = false }: ImagePickerProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);

  async function take(file: File | undefined) {
    if (!file) return;
    try {
      // Judged by its first bytes: a file's name and declared type can say anything.
      const firstBytes = new Uint8Array(await file.slice(0, imageSignatureLength).arrayBuffer());
      const refused = imageFileProblem(file, firstBytes);
      setProblem(refused ?? null);
      if (!refused) onChange(await readAsDataUrl(file));
    } catch {
      setProblem('The file could not be read. Choose another.');
    }
  }

  async function drop(items: readonly DropItem[]) {
    const fileItem = items.find((item): item is FileDropItem => item.kind === 'file');
    if (fileItem) await take(await fileItem.getFile());
  }

  const shownError = problem ?? errorMessage;
  return (
    <div
      className={field}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={shownError ? `${id}-error` : `${id}-hint`}
    >
      <span id={`${id}-label`} className={labelStyle}>
        {label}
      </span>
      <DropZone
        className={dropZone}
        isDisabled={isDisabled}
        aria-label={`${label}: drop an image here`}
        onDrop={(event) => void drop(event.items)}
      >
        {value ? (
          <img src={value} alt={previewAlt ?? `${label}: preview`} className={preview} />
        ) : (
          <span className={placeholder}>No image. Drop one here or choose a file.</span>
        )}
        <div className={actions}>
          <FileTrigger acceptedFileTypes={[...imageTypes]} onSelect={(files) => void take(files?.[0])}>
            <Button isDisabled={isDisabled}>{value ? 'Replace image' : 'Choose image'}</Button>
          </FileTrigger>
          {value && (
            <Button
              isDisabled={isDisabled}
              onPress={() => {
                setProblem(null);
                onChange(null);
              }}
            >
              Remove image
            </Button>
          )}
        </div>
      </DropZone>
      {shownError ? (
        <span id={`${id}-error`} className={fieldError} role="alert">
          <Icon name="alert" size={16} />
          {shownError}
        </span>
      ) : (
        <span id={`${id}-hint`} className={descriptionStyle}>
          {imagePickerHint}
        </span>
      )}
    </div>
  );
}
