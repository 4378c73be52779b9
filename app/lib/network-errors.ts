/** Fired on window whenever a request of this page fails at the network level. */
export const NETWORK_ERROR_EVENT = 'itinera:network-error';

/**
 * Wraps fetch once so that every caller (route data, API calls) reports unreachable hosts,
 * timeouts and dropped connections to the network alert. Aborted requests are not failures.
 */
export function installNetworkErrorReporting() {
  const original = window.fetch.bind(window);
  window.fetch = async (...args) => {
    try {
      return await original(...args);
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        window.dispatchEvent(new CustomEvent(NETWORK_ERROR_EVENT));
      }
      throw error;
    }
  };
}
