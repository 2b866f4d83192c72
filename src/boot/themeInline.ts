/**
 * The returning visitor's theme as a classic inline script of its own (scripts/bootPlugin.ts bundles this file, with
 * the build's club in place of `__BOOT_CLUB__`), for engines that do not know `blocking="render"` (the TV's Chrome
 * 69): it runs while the page is parsed, so that a light club's page is light from its first frame.
 */
import { keptTheme } from './clubBoot';
import type { BootWindow } from './config';

declare const __BOOT_CLUB__: string | null;

keptTheme(window as unknown as BootWindow, { club: __BOOT_CLUB__ });
