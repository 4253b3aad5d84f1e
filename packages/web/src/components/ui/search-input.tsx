import { SearchIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Input } from './input';
import { Label } from './label';

type SearchInputProps = {
  label: string;
  placeholder?: string;
  /** The search in force (from the URL): shown at first, and again when it changes from outside. */
  value: string;
  /** Called once typing pauses, so that a list is not asked again at each key. */
  onDebouncedChange: (value: string) => void;
  delayMs?: number;
};

/** A labelled search box that reports what was typed after a pause (300 ms by default). */
export const SearchInput = ({
  label,
  placeholder,
  value,
  onDebouncedChange,
  delayMs = 300,
}: SearchInputProps) => {
  const id = useId();
  const [text, setText] = useState(value);
  // What was last reported: a value that differs from it came from outside (back button, reset).
  const reported = useRef(value);
  const report = useRef(onDebouncedChange);
  report.current = onDebouncedChange;

  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    if (text === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = text;
      report.current(text);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);

  // At the top of its row: beside a taller column of filters (the lab's due filters), a stretched box
  // would push the field down and leave its icon below it.
  return (
    <div className="grid gap-2 self-start">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          className="pl-9"
          autoComplete="off"
        />
      </div>
    </div>
  );
};
