import type common from '../locales/zh_CN/common.json';
import type home from '../locales/zh_CN/home.json';
import type menu from '../locales/zh_CN/menu.json';
import type time from '../locales/zh_CN/time.json';

/**
 * Every text namespace, typed by its zh_CN file (the source language). The shared ones are here; a feature's own
 * namespace is merged in by its `features/<area>/texts.ts`, so adding a feature never edits this file.
 */
export interface Namespaces {
  common: typeof common;
  home: typeof home;
  menu: typeof menu;
  time: typeof time;
}
