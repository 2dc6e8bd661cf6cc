import { useCallback, useEffect, useState } from 'react';

/**
 * The toolbar's one-line message: what the last action did. It goes after a
 * few seconds; an error (a failed Format) stays until the next message, as
 * it says what to fix.
 */
export function useMessage() {
  const [message, setMessage] = useState('');
  const [isError, setIsError] = useState(false);

  useEffect(() => {
    if (!message || isError) return undefined;
    const timer = window.setTimeout(() => setMessage(''), 4000);
    return () => window.clearTimeout(timer);
  }, [message, isError]);

  const say = useCallback((text: string, error = false) => {
    setMessage(text);
    setIsError(error);
  }, []);

  return { message, isError, say };
}
