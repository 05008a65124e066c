import { useMemo, useState } from 'react';
import { getUser, getUserList } from '@velo/api-client';
import { RecordPicker, type RecordPickerItem } from '@velo/design-system';
import { useApi } from '../data/useApi.ts';
import { userItem, userSearchPageSize, userSearchRequest } from './pickerItems.ts';
import { pickedId, type PickerProps } from './pickerProps.ts';
import { useSettledText } from './useSettledText.ts';

export interface UserPickerProps extends PickerProps {
  /** Staff (administrators) rather than end users, the default. */
  isAdmin?: boolean;
}

/**
 * A user found by typing part of a name, user name or e-mail address: the server searches (there may be
 * hundreds of thousands), once typing pauses, and answers the newest first, at most 50 at a time.
 */
export function UserPicker({ value, onChange, label = 'User', isAdmin = false, ...field }: UserPickerProps) {
  const [text, setText] = useState('');
  const settled = useSettledText(text);
  const request = useMemo(() => ({ body: userSearchRequest(settled, isAdmin) }), [settled, isAdmin]);
  const found = useApi(getUserList, request, { keepPreviousData: true });
  const results = useMemo(() => (found.data?.items ?? []).map(userItem), [found.data]);

  // The chosen user's name before any search found it (a form's initial value): asked for once.
  const [picked, setPicked] = useState<number | null>(null);
  const isFound = value === null || value === picked || results.some((user) => user.id === value);
  const initial = useApi(getUser, value === null || isFound ? null : { query: { id: value } });
  const items = useMemo<RecordPickerItem[]>(() => {
    const initialUser = initial.data && text === '' ? userItem(initial.data) : null;
    return initialUser && !results.some((user) => user.id === initialUser.id) ? [initialUser, ...results] : results;
  }, [initial.data, text, results]);

  const total = found.data?.totalCount ?? 0;
  const totalText = `${total.toLocaleString('en-GB')}${found.data?.totalCountIsCapped ? '+' : ''}`;
  return (
    <RecordPicker
      placeholder="Type a name or an e-mail address"
      {...field}
      label={label}
      items={items}
      selectedKey={value}
      onSelectionChange={(key) => {
        setPicked(pickedId(key));
        onChange(pickedId(key));
      }}
      onInputChange={setText}
      isLoading={found.isValidating || text !== settled}
      loadError={found.error ? 'The users could not be loaded.' : null}
      listNote={
        total > userSearchPageSize ? `The newest ${userSearchPageSize} of ${totalText}: type more to narrow them.` : undefined
      }
    />
  );
}
