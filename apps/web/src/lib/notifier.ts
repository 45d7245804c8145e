/**
 * Where the HTTP layer and other non-React code show toasts. The app root installs a light toaster for the sign-in
 * screens and the console installs antd's App message on top of it while it shows; the newest installed one is used.
 */
export interface Notifier {
  error: (content: string, key?: string) => void;
  warning: (content: string, key?: string) => void;
  success: (content: string, key?: string) => void;
}

/**
 * How long a toast stays: antd's 3 s fits a short failure, but a refusal that says what to do first (a knowledge base
 * still used by agents, an MCP server others subscribe to) needs time to be read. One more second per 15 characters
 * past 30, at most 10 s.
 */
export function readingSeconds(content: string): number {
  return Math.min(10, 3 + Math.ceil(Math.max(0, content.length - 30) / 15));
}

const consoleNotifier: Notifier = {
  error: (content) => console.error(content),
  warning: (content) => console.warn(content),
  success: (content) => console.info(content),
};

const installed: Notifier[] = [];

const current = () => installed.at(-1) ?? consoleNotifier;

export const notify: Notifier = {
  error: (content, key) => current().error(content, key),
  warning: (content, key) => current().warning(content, key),
  success: (content, key) => current().success(content, key),
};

/** Installs a notifier; the returned function removes exactly that one, whatever was installed after it. */
export function setNotifier(notifier: Notifier): () => void {
  const entry = { ...notifier };
  installed.push(entry);
  return () => {
    const index = installed.lastIndexOf(entry);
    if (index >= 0) installed.splice(index, 1);
  };
}
