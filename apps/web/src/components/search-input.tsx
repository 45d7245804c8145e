import { SearchOutlined } from './icons.tsx';
import { Input, type InputProps } from 'antd';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';

interface Props extends Pick<InputProps, 'style' | 'inputMode'> {
  /** The applied search text, usually kept in the URL. */
  value: string;
  onSearch: (value: string) => void;
  placeholder: string;
}

/** A list's search box: applies 300 ms after typing stops, or at once on Enter. */
export function SearchInput({ value, onSearch, placeholder, ...inputProps }: Props) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text.trim());
  useEffect(() => {
    if (debounced !== value) onSearch(debounced);
    // Typing drives the applied value; a change from elsewhere (the back button) refills the box below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  useEffect(() => {
    if (value !== debounced) setText(value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return (
    <Input
      allowClear
      prefix={<SearchOutlined />}
      placeholder={placeholder}
      aria-label={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onPressEnter={() => onSearch(text.trim())}
      {...inputProps}
    />
  );
}
