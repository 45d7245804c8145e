/** Where the HTTP layer and other non-React code show toasts; app/provider.tsx plugs in antd's App message. */
export interface Notifier {
  error: (content: string, key?: string) => void;
  warning: (content: string, key?: string) => void;
  success: (content: string, key?: string) => void;
}

const consoleNotifier: Notifier = {
  error: (content) => console.error(content),
  warning: (content) => console.warn(content),
  success: (content) => console.info(content),
};

let current: Notifier = consoleNotifier;

export const notify: Notifier = {
  error: (content, key) => current.error(content, key),
  warning: (content, key) => current.warning(content, key),
  success: (content, key) => current.success(content, key),
};

/** Returns a function that restores the previous notifier. */
export function setNotifier(notifier: Notifier): () => void {
  const previous = current;
  current = notifier;
  return () => {
    current = previous;
  };
}
