import { useId } from 'react';
import { placeholdersIn } from '@velo/domain';
import { Badge } from '../Badge/index.ts';
import { placeholderList, placeholderName, placeholdersLabel } from './MessageTemplateForm.css.ts';

/** The placeholders a template's text uses, as chips: what the server fills in when it sends the message. */
export function PlaceholderList({ text }: { text: string }) {
  const labelId = useId();
  const names = placeholdersIn(text);
  return (
    <div>
      <div id={labelId} className={placeholdersLabel}>
        Placeholders the server fills in
      </div>
      {names.length === 0 ? (
        <p className={placeholdersLabel}>None: the text has no values in double braces.</p>
      ) : (
        <ul className={placeholderList} aria-labelledby={labelId}>
          {names.map((name) => (
            <li key={name}>
              <Badge tone="info" className={placeholderName}>{`{{${name}}}`}</Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
