import { App } from 'antd';
import { useEffect } from 'react';
import { readingSeconds, setNotifier } from '../lib/notifier.ts';

/** Lets the HTTP layer toast through antd's App message, which follows the theme and locale. */
export function NotifierBridge() {
  const { message } = App.useApp();
  useEffect(
    () =>
      setNotifier({
        error: (content, key) => void message.error({ content, key, duration: readingSeconds(content) }),
        warning: (content, key) => void message.warning({ content, key, duration: readingSeconds(content) }),
        success: (content, key) => void message.success({ content, key }),
      }),
    [message],
  );
  return null;
}
