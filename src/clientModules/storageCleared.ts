import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * Docusaurus syncs the colour mode across tabs through `storage` events for
 * its key, `theme`. Clearing the whole storage in another tab (for example
 * "Clear site data") fires one event with no key, which it ignores, so this
 * tab kept the old mode. We pass it on as the removal of `theme`, and the
 * colour mode returns to the system preference, as it must when the stored
 * choice is gone.
 */
if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('storage', (event) => {
    if (event.key !== null || event.storageArea !== window.localStorage) return;
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'theme',
        oldValue: null,
        newValue: null,
        storageArea: window.localStorage,
        url: window.location.href,
      }),
    );
  });
}
