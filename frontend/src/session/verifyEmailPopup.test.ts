import { describe, expect, it, jest } from '@jest/globals';
import { createPopupStore } from './verifyEmailPopup';

describe('createPopupStore', () => {
  it('starts closed and tells listeners when it opens and closes', () => {
    const store = createPopupStore();
    const listener = jest.fn();
    store.subscribe(listener);
    expect(store.isOpen()).toBe(false);
    store.open();
    expect(store.isOpen()).toBe(true);
    store.close();
    expect(store.isOpen()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does not notify when nothing changes, nor after unsubscribing', () => {
    const store = createPopupStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.close();
    store.open();
    store.open();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.close();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
