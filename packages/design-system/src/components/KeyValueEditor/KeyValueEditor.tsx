import { useEffect, useId, useRef } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { tagKeyProblems, tagLimits, type TagPair } from '@velo/domain';
import { Button } from '../Button/index.ts';
import { description, field, input, label as labelStyle } from '../Field/Field.css.ts';
import { FieldErrorMessage } from '../Field/Field.tsx';
import { Icon } from '../Icon/index.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { columnHeading, editor, empty, rowGrid, rows } from './KeyValueEditor.css.ts';

export interface KeyValueEditorProps {
  pairs: readonly TagPair[];
  onChange(pairs: TagPair[]): void;
  /** The group's name; "Tags" unless given. */
  label?: string;
  isDisabled?: boolean;
}

/** Whether rows may be saved: every row with a value has a key, and no key is used twice. */
export const tagPairsAreValid = (pairs: readonly TagPair[]) => tagKeyProblems(pairs).every((problem) => !problem);

interface TagTextProps {
  label: string;
  value: string;
  onChange(value: string): void;
  maxLength: number;
  problem?: string;
  isDisabled?: boolean;
}

function TagText({ label, value, onChange, maxLength, problem, isDisabled }: TagTextProps) {
  return (
    <TextField
      className={field}
      value={value}
      onChange={onChange}
      maxLength={maxLength}
      isInvalid={Boolean(problem)}
      isDisabled={isDisabled}
    >
      <Label className={visuallyHidden}>{label}</Label>
      <Input className={input} />
      <FieldErrorMessage>{problem}</FieldErrorMessage>
    </TextField>
  );
}

/**
 * Tags as rows of a key and a value: add, edit and remove rows. A row with a value needs a key and a
 * key may be used once: such a row shows its problem under its key as soon as it has one. A row with
 * neither is left out when saved (domain's `tagsOf`).
 */
export function KeyValueEditor({ pairs, onChange, label = 'Tags', isDisabled = false }: KeyValueEditorProps) {
  const headingId = useId();
  const addId = useId();
  const descriptionId = useId();
  const groupRef = useRef<HTMLDivElement>(null);
  // The row whose key gets the focus once the caller has drawn the change (a new row, or the one after
  // a removed row); -1: Add.
  const focusRow = useRef<number | null>(null);
  const problems = tagKeyProblems(pairs);
  const isFull = pairs.length >= tagLimits.count;

  useEffect(() => {
    const row = focusRow.current;
    if (row === null) return;
    focusRow.current = null;
    const rowInput = groupRef.current?.querySelectorAll<HTMLLIElement>('ul > li')[row]?.querySelector('input');
    (rowInput ?? groupRef.current?.ownerDocument.getElementById(addId))?.focus();
  });

  const update = (index: number, change: Partial<TagPair>) =>
    onChange(pairs.map((pair, at) => (at === index ? { ...pair, ...change } : pair)));
  const remove = (index: number) => {
    onChange(pairs.filter((_, at) => at !== index));
    focusRow.current = pairs.length > 1 ? Math.min(index, pairs.length - 2) : -1;
  };
  const add = () => {
    onChange([...pairs, { key: '', value: '' }]);
    focusRow.current = pairs.length;
  };

  return (
    <div ref={groupRef} role="group" aria-labelledby={headingId} aria-describedby={descriptionId} className={editor}>
      <span id={headingId} className={labelStyle}>
        {label}
      </span>
      <p id={descriptionId} className={description}>
        Each key once; rows left empty are not saved.
      </p>
      {pairs.length === 0 ? (
        <p className={empty}>No tags</p>
      ) : (
        <>
          <div className={rowGrid} aria-hidden="true">
            <span className={columnHeading}>Key</span>
            <span className={columnHeading}>Value</span>
          </div>
          <ul className={rows}>
            {pairs.map((pair, index) => {
              const name = pair.key.trim() || `tag ${index + 1}`;
              return (
                // Rows have no identity but their place: their texts are the caller's, so a removal redraws them right.
                <li key={index} className={rowGrid}>
                  <TagText
                    label={`Key of tag ${index + 1}`}
                    value={pair.key}
                    onChange={(key) => update(index, { key })}
                    maxLength={tagLimits.key}
                    problem={problems[index]}
                    isDisabled={isDisabled}
                  />
                  <TagText
                    label={`Value of ${name}`}
                    value={pair.value}
                    onChange={(value) => update(index, { value })}
                    maxLength={tagLimits.value}
                    isDisabled={isDisabled}
                  />
                  <Button
                    variant="ghost"
                    isIconOnly
                    aria-label={`Remove ${name}`}
                    onPress={() => remove(index)}
                    isDisabled={isDisabled}
                  >
                    <Icon name="x" size={16} />
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <div>
        <Button id={addId} size="sm" onPress={add} isDisabled={isDisabled || isFull}>
          Add tag
        </Button>
      </div>
      {isFull && <p className={description}>At most {tagLimits.count} tags.</p>}
    </div>
  );
}
