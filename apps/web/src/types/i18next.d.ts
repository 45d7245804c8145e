import 'i18next';
import type { Namespaces } from './text-namespaces.ts';

/** zh_CN is the source language: its files type every key. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    keySeparator: false;
    resources: Namespaces;
  }
}
