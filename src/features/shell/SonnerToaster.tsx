import { useEffect, type CSSProperties } from 'react';
import * as sonner from 'sonner';
import { toasterReady } from '~/services/toast';

/**
 * spec §9: toasts are 320 px wide; the library writes its own width inline, so it is set where it reads it. The error
 * toast's red text is a step darker than the library's (4.3:1 on its pink, under the 4.5:1 of WCAG 1.4.3).
 */
const WIDTH = { '--width': '320px', '--error-text': 'hsl(360, 100%, 38%)' } as CSSProperties;

/** Loaded on the first toast. The Toaster's own effect subscribes first (children's effects run before ours). */
export default function SonnerToaster() {
  useEffect(() => toasterReady(sonner), []);
  return <sonner.Toaster position="bottom-right" duration={5000} richColors closeButton style={WIDTH} />;
}
