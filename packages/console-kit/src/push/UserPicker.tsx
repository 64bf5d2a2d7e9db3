import { useQuery } from '@apollo/client/react';
import { SEARCH_DELAY_MS } from '@brigade/ui';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { FIND_USERS, type UserOption } from './queries';

type Props = { id?: string; value?: string; onChange?: (userId: string) => void; placeholder?: string; cooksOnly?: boolean };

const SHOWN = 20;
const label = (user: UserOption) => {
  const name = [user.fName, user.lName].filter(Boolean).join(' ');
  return name ? `${name} — ${user.email}` : user.email;
};

/** A user the caller may see (or only cooks), found on the server (GetUsers search by name, user name or e-mail) once typing pauses. */
export function UserPicker({ id, value, onChange, placeholder, cooksOnly }: Props) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, previousData, loading } = useQuery(FIND_USERS, {
    variables: { pageNo: 1, sizePerPage: SHOWN, filters: { search, ...(cooksOnly ? { role: 'COOK' } : {}) } },
    skip: !search,
  });
  const users = (data ?? previousData)?.GetUsers.records ?? [];
  return (
    <Select<string>
      id={id}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      loading={loading}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      notFoundContent={null}
      options={users.map((user) => ({ value: user.id, label: label(user) }))}
    />
  );
}
