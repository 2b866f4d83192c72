/**
 * User-facing text held outside React (machine context, effect parameters, view models) is a Lingui message
 * descriptor, `{ id, message }`, translated where it is shown (docs/architecture.md). One type for every layer: what the
 * `msg` macro and `/*i18n*\/` objects produce and what `i18n._` reads (a type only: nothing of Lingui is loaded).
 */
export type { MessageDescriptor } from '@lingui/core';
