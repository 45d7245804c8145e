import 'i18next';
import type addressBook from '../locales/zh_CN/addressBook.json';
import type agents from '../locales/zh_CN/agents.json';
import type features from '../locales/zh_CN/features.json';
import type sso from '../locales/zh_CN/sso.json';
import type agentTemplates from '../locales/zh_CN/agentTemplates.json';
import type audit from '../locales/zh_CN/audit.json';
import type auth from '../locales/zh_CN/auth.json';
import type cdn from '../locales/zh_CN/cdn.json';
import type chat from '../locales/zh_CN/chat.json';
import type common from '../locales/zh_CN/common.json';
import type correctWords from '../locales/zh_CN/correctWords.json';
import type memories from '../locales/zh_CN/memories.json';
import type playground from '../locales/zh_CN/playground.json';
import type voiceClones from '../locales/zh_CN/voiceClones.json';
import type voiceResources from '../locales/zh_CN/voiceResources.json';
import type devices from '../locales/zh_CN/devices.json';
import type deviceServers from '../locales/zh_CN/deviceServers.json';
import type datasets from '../locales/zh_CN/datasets.json';
import type dicts from '../locales/zh_CN/dicts.json';
import type firmware from '../locales/zh_CN/firmware.json';
import type home from '../locales/zh_CN/home.json';
import type apiKeys from '../locales/zh_CN/apiKeys.json';
import type llm from '../locales/zh_CN/llm.json';
import type mcp from '../locales/zh_CN/mcp.json';
import type menu from '../locales/zh_CN/menu.json';
import type models from '../locales/zh_CN/models.json';
import type params from '../locales/zh_CN/params.json';
import type providers from '../locales/zh_CN/providers.json';
import type time from '../locales/zh_CN/time.json';
import type users from '../locales/zh_CN/users.json';
import type voices from '../locales/zh_CN/voices.json';
import type voiceprints from '../locales/zh_CN/voiceprints.json';

/** zh_CN is the source language: its files type every key. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    keySeparator: false;
    resources: {
      common: typeof common;
      correctWords: typeof correctWords;
      memories: typeof memories;
      playground: typeof playground;
      voiceClones: typeof voiceClones;
      voiceResources: typeof voiceResources;
      cdn: typeof cdn;
      menu: typeof menu;
      auth: typeof auth;
      users: typeof users;
      audit: typeof audit;
      home: typeof home;
      agents: typeof agents;
      agentTemplates: typeof agentTemplates;
      devices: typeof devices;
      dicts: typeof dicts;
      firmware: typeof firmware;
      chat: typeof chat;
      time: typeof time;
      models: typeof models;
      params: typeof params;
      deviceServers: typeof deviceServers;
      providers: typeof providers;
      voices: typeof voices;
      voiceprints: typeof voiceprints;
      apiKeys: typeof apiKeys;
      llm: typeof llm;
      mcp: typeof mcp;
      datasets: typeof datasets;
      addressBook: typeof addressBook;
      features: typeof features;
      sso: typeof sso;
    };
  }
}
