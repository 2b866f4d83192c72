/**
 * index.html's boot module (scripts/bootPlugin.ts bundles this file into an inline script, with the build's settings
 * in place of `__BOOT_CONFIG__` and `__BOOT_THEME__`). It runs once: the app runs it itself if its bundle comes first
 * (modules in the browser's cache), through `window.__clubBootRun`, and a boot that comes after the app's start finds
 * the app's no-op there and leaves the calls to the app. With the theme (the web build), it first sets the returning
 * visitor's theme: the module blocks rendering until it has run (`blocking="render"`), so that a light club's page is
 * light from its first frame.
 */
import { clubBoot, keptTheme } from './clubBoot';
import type { BootConfig, BootWindow } from './config';

declare const __BOOT_CONFIG__: BootConfig;
declare const __BOOT_THEME__: boolean;

const config = __BOOT_CONFIG__;
const page = window as unknown as BootWindow & { __clubBootRun?: () => void };
let done = false;
if (!page.__clubBootRun) {
  if (__BOOT_THEME__) keptTheme(page, config);
  page.__clubBootRun = () => {
    if (done) return;
    done = true;
    clubBoot(page, config);
  };
  page.__clubBootRun();
}
