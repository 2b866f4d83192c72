import { useEffect, type CSSProperties } from 'react';
import * as sonner from 'sonner';
import { toasterReady } from './toast';

/** spec §9: toasts are 320 px wide; the library writes its own width inline, so it is set where it reads it. */
const WIDTH = { '--width': '320px' } as CSSProperties;

/** Loaded on the first toast. The Toaster's own effect subscribes first (children's effects run before ours). */
export default function SonnerToaster() {
  useEffect(() => toasterReady(sonner), []);
  return <sonner.Toaster position="bottom-right" duration={5000} richColors closeButton style={WIDTH} />;
}
