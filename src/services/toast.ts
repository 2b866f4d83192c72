/**
 * The app's toast API, without sonner in the first load (docs/performance.md): calls are queued, the first one mounts the
 * lazily loaded Toaster (see ToasterHost), and the queue is flushed once the Toaster listens. Same surface as
 * sonner's `toast` for what the app uses; ids are assigned here so a loading toast can be replaced before sonner
 * has even loaded.
 */
import type { ExternalToast, toast as sonnerToast } from 'sonner';

export type ToastId = string | number;
/** What a toast may be told besides its text (its id, duration, close callbacks). */
export type ToastOptions = ExternalToast;
type Kind = 'message' | 'success' | 'error' | 'loading' | 'info' | 'warning';
type Call = { kind: Kind; text: string; options: ExternalToast & { id: ToastId } } | { kind: 'dismiss'; id?: ToastId };
type Sonner = { toast: typeof sonnerToast };

let sonner: Sonner | null = null;
let wanted = false;
let seq = 0;
const queue: Call[] = [];
const listeners = new Set<() => void>();

function run(s: Sonner, call: Call) {
  if (call.kind === 'dismiss') s.toast.dismiss(call.id);
  else if (call.kind === 'message') s.toast(call.text, call.options);
  else s.toast[call.kind](call.text, call.options);
}

function push(call: Call) {
  if (sonner) return run(sonner, call);
  queue.push(call);
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
}

function show(kind: Kind, text: string, options?: ExternalToast): ToastId {
  const id = options?.id ?? `toast-${++seq}`;
  push({ kind, text, options: { ...options, id } });
  return id;
}

export const toast = Object.assign((text: string, options?: ExternalToast) => show('message', text, options), {
  success: (text: string, options?: ExternalToast) => show('success', text, options),
  error: (text: string, options?: ExternalToast) => show('error', text, options),
  loading: (text: string, options?: ExternalToast) => show('loading', text, options),
  info: (text: string, options?: ExternalToast) => show('info', text, options),
  warning: (text: string, options?: ExternalToast) => show('warning', text, options),
  dismiss: (id?: ToastId) => push({ kind: 'dismiss', id }),
});

/** For ToasterHost: whether a toast was ever asked for (then the Toaster is mounted for good). */
export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const isToasterWanted = () => wanted;

/** Called by the mounted Toaster once it listens: runs what was queued, then goes straight through. */
export function toasterReady(module: Sonner) {
  sonner = module;
  for (const call of queue.splice(0)) run(module, call);
}

/** Tests only: back to the initial state. */
export function resetToastsForTests() {
  sonner = null;
  wanted = false;
  queue.length = 0;
}
