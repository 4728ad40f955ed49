import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `delay` ms (compared by JSON, so equal objects do not re-fire). */
export function useDebounced<T>(value: T, delay = 400): T {
  const json = JSON.stringify(value);
  const [settled, setSettled] = useState(json);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(json), delay);
    return () => clearTimeout(timer);
  }, [json, delay]);
  return JSON.parse(settled) as T;
}
