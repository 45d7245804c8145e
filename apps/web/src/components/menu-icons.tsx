import {
  ApiOutlined,
  AppstoreOutlined,
  AudioOutlined,
  AuditOutlined,
  BookOutlined,
  CloudServerOutlined,
  CloudUploadOutlined,
  ClusterOutlined,
  ContactsOutlined,
  ControlOutlined,
  DatabaseOutlined,
  EditOutlined,
  ExperimentOutlined,
  HomeOutlined,
  IdcardOutlined,
  KeyOutlined,
  LoginOutlined,
  MobileOutlined,
  ReadOutlined,
  RobotOutlined,
  SettingOutlined,
  ShopOutlined,
  SoundOutlined,
  StarOutlined,
  SwitcherOutlined,
  TeamOutlined,
  ToolOutlined,
  UnorderedListOutlined,
  UserAddOutlined,
} from './icons.tsx';
import type { ComponentType } from 'react';
import type { MenuGroup } from '../types/route-handle.ts';

/**
 * The icons a menu entry may show, by name: a route declaration names one (`icon`). They load with the console
 * layout, never with the sign-in screens, which read only the names.
 */
export const menuIcons = {
  ApiOutlined,
  AppstoreOutlined,
  AudioOutlined,
  AuditOutlined,
  BookOutlined,
  CloudServerOutlined,
  CloudUploadOutlined,
  ClusterOutlined,
  ContactsOutlined,
  ControlOutlined,
  DatabaseOutlined,
  EditOutlined,
  ExperimentOutlined,
  HomeOutlined,
  IdcardOutlined,
  KeyOutlined,
  LoginOutlined,
  MobileOutlined,
  ReadOutlined,
  RobotOutlined,
  SettingOutlined,
  ShopOutlined,
  SoundOutlined,
  StarOutlined,
  SwitcherOutlined,
  TeamOutlined,
  ToolOutlined,
  UnorderedListOutlined,
  UserAddOutlined,
} satisfies Readonly<Record<string, ComponentType>>;

export type MenuIconName = keyof typeof menuIcons;

/** Icons of the menu groups that hold several entries. */
export const menuGroupIcons: Readonly<Record<Exclude<MenuGroup, 'main'>, ComponentType>> = {
  mcp: ApiOutlined,
  voice: SoundOutlined,
  admin: SettingOutlined,
};
