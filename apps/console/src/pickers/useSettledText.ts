import { useEffect, useState } from 'react';
import { typingPauseMs } from '../lists/useTypingPause.ts';

/** The text once typing pauses: what a search asks the server for. */
export function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), typingPauseMs);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}
