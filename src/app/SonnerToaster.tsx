import { useEffect } from 'react';
import * as sonner from 'sonner';
import { toasterReady } from './toast';

/** Loaded on the first toast. The Toaster's own effect subscribes first (children's effects run before ours). */
export default function SonnerToaster() {
  useEffect(() => toasterReady(sonner), []);
  return <sonner.Toaster position="bottom-right" duration={5000} richColors closeButton />;
}
