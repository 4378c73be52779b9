import { describe, expect, it } from 'vitest';
import { fillSlots as fill, partsOf, slotLayout } from './page-slots.ts';

const fillSlots = (page: string, parts: string) => {
  const layout = slotLayout(page, 'NONCE');
  const found = partsOf(parts);
  const filled = layout && found && fill(layout, found, 'NONCE');
  return filled ? filled.toString() : null;
};

const slot = (name: string, content: string) =>
  `<template data-slot="${name}"></template>${content}<template data-slot-end="${name}"></template>`;

describe('fillSlots', () => {
  it("replaces each slot's content with the reader's, keeping everything around it", () => {
    const page = `<header>${slot('account', '<a>Login</a>')}</header><main>${slot('comments', '<p>Sign in</p>')}</main>`;
    const parts = slot('comments', '<form>Post</form>') + slot('account', '<button>Ada</button>');
    expect(fillSlots(page, parts)).toBe(
      `<header>${slot('account', '<button>Ada</button>')}</header><main>${slot('comments', '<form>Post</form>')}</main>`,
    );
  });

  it('fills a name that occurs several times in order', () => {
    const page = `${slot('save:a', 'x')}|${slot('save:a', 'y')}`;
    expect(fillSlots(page, slot('save:a', '1') + slot('save:a', '2'))).toBe(
      `${slot('save:a', '1')}|${slot('save:a', '2')}`,
    );
  });

  it('answers null when the parts lack a slot of the page, so the whole page is rendered instead', () => {
    const page = `${slot('account', 'a')}${slot('comments', 'c')}`;
    expect(fillSlots(page, slot('account', 'b'))).toBeNull();
  });

  it('answers null for a slot that never ends', () => {
    expect(fillSlots('<template data-slot="account"></template>open', slot('account', 'b'))).toBeNull();
    expect(fillSlots(slot('account', 'a'), '<template data-slot="account"></template>b')).toBeNull();
  });

  it('leaves a page without slots as it is and ignores parts the page does not have', () => {
    expect(fillSlots('<p>about</p>', slot('account', 'b'))).toBe('<p>about</p>');
  });

  it('is not fooled by escaped text that looks like a marker', () => {
    const page = `<p>&lt;template data-slot=&quot;account&quot;&gt;&lt;/template&gt;</p>${slot('account', 'a')}`;
    expect(fillSlots(page, slot('account', 'b'))).toBe(
      `<p>&lt;template data-slot=&quot;account&quot;&gt;&lt;/template&gt;</p>${slot('account', 'b')}`,
    );
  });

  it('puts the replacement wherever the page had the replaced text, around and between slots', () => {
    const page = `<style nonce="N1">${slot('account', 'a')}<script nonce="N1"></script>N1`;
    const layout = slotLayout(page, 'N1');
    expect(layout && fill(layout, partsOf(slot('account', 'b')) ?? [], 'N2')?.toString()).toBe(
      `<style nonce="N2">${slot('account', 'b')}<script nonce="N2"></script>N2`,
    );
  });
});
