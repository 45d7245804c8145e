import type chat from '../../locales/zh_CN/chat.json';

declare module '../../types/text-namespaces.ts' {
  interface Namespaces {
    chat: typeof chat;
  }
}
