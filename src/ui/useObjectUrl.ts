/** A local file's preview (an image not uploaded yet): one object URL while shown, revoked when it goes. */
import { useEffect, useState } from 'react';

export function useObjectUrl(blob: Blob | undefined, enabled = true): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob || !enabled) return undefined;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(undefined);
    };
  }, [blob, enabled]);
  return url;
}
