import { useEffect, useState } from 'react';
import { nextPageHeadOrder, setPageHead, type PageHead } from './documentHead';

/**
 * Titles the document by what the page shows ("<title> | <club name>", src/components/documentHead.ts), with a link
 * preview where given; null while there is nothing to name yet (the club's title stays). Pass words of ours already
 * translated: the page re-renders on a language switch, and the title follows.
 */
export function usePageHead(head: PageHead | string | null | undefined): void {
  // rendered after the pages around it (parents render first), so a dialog or a child page wins over its page
  const [place] = useState(nextPageHeadOrder);
  const value = typeof head === 'string' ? { title: head } : (head ?? null);
  const key = value && value.title.trim() ? JSON.stringify(value) : null;
  useEffect(() => {
    if (key === null) return;
    return setPageHead(place, JSON.parse(key) as PageHead);
  }, [place, key]);
}
