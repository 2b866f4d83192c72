// @vitest-environment jsdom
/** Keys aimed at a control that handles them itself are left to it (a focused button's space, inputs, dialogs). */
import { describe, expect, it } from 'vitest';
import { keyIntent } from '~/features/player/keys';

describe('keyIntent with real elements', () => {
  it('leaves space to a focused button, and every key to inputs and open dialogs', () => {
    const button = document.createElement('button');
    const input = document.createElement('input');
    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    const inDialog = document.createElement('span');
    dialog.append(inDialog);
    document.body.append(button, input, dialog);
    expect(keyIntent({ key: ' ', target: button })).toBeNull();
    expect(keyIntent({ key: 'ArrowRight', target: button })).toBe('forward');
    expect(keyIntent({ key: 'ArrowLeft', target: input })).toBeNull();
    expect(keyIntent({ key: ' ', target: inDialog })).toBeNull();
    expect(keyIntent({ key: ' ', target: document.body })).toBe('toggle');
  });
});
