// Icons are decorative: the button or link beside them carries the words. @ant-design/icons labels each one with its
// English name (aria-label="delete"), which made Chinese screens read "delete 删除"; these copies are hidden from
// assistive technology instead, so a control is named only by its own text or aria-label.
import {
  ApiOutlined as ApiOutlinedIcon,
  AppstoreOutlined as AppstoreOutlinedIcon,
  ArrowDownOutlined as ArrowDownOutlinedIcon,
  ArrowLeftOutlined as ArrowLeftOutlinedIcon,
  ArrowUpOutlined as ArrowUpOutlinedIcon,
  AudioOutlined as AudioOutlinedIcon,
  AuditOutlined as AuditOutlinedIcon,
  BookOutlined as BookOutlinedIcon,
  ClockCircleOutlined as ClockCircleOutlinedIcon,
  CloudDownloadOutlined as CloudDownloadOutlinedIcon,
  CloudServerOutlined as CloudServerOutlinedIcon,
  CloudUploadOutlined as CloudUploadOutlinedIcon,
  ClusterOutlined as ClusterOutlinedIcon,
  ContactsOutlined as ContactsOutlinedIcon,
  ControlOutlined as ControlOutlinedIcon,
  CopyOutlined as CopyOutlinedIcon,
  DatabaseOutlined as DatabaseOutlinedIcon,
  DeleteOutlined as DeleteOutlinedIcon,
  DownOutlined as DownOutlinedIcon,
  DownloadOutlined as DownloadOutlinedIcon,
  EditOutlined as EditOutlinedIcon,
  ExperimentOutlined as ExperimentOutlinedIcon,
  EyeOutlined as EyeOutlinedIcon,
  FontSizeOutlined as FontSizeOutlinedIcon,
  GlobalOutlined as GlobalOutlinedIcon,
  HistoryOutlined as HistoryOutlinedIcon,
  HomeOutlined as HomeOutlinedIcon,
  IdcardOutlined as IdcardOutlinedIcon,
  KeyOutlined as KeyOutlinedIcon,
  LinkOutlined as LinkOutlinedIcon,
  LoadingOutlined as LoadingOutlinedIcon,
  LockOutlined as LockOutlinedIcon,
  LoginOutlined as LoginOutlinedIcon,
  LogoutOutlined as LogoutOutlinedIcon,
  MenuOutlined as MenuOutlinedIcon,
  MessageOutlined as MessageOutlinedIcon,
  MobileOutlined as MobileOutlinedIcon,
  PauseCircleOutlined as PauseCircleOutlinedIcon,
  PlayCircleOutlined as PlayCircleOutlinedIcon,
  PlusOutlined as PlusOutlinedIcon,
  ReadOutlined as ReadOutlinedIcon,
  ReloadOutlined as ReloadOutlinedIcon,
  RobotOutlined as RobotOutlinedIcon,
  SearchOutlined as SearchOutlinedIcon,
  SettingOutlined as SettingOutlinedIcon,
  SwitcherOutlined as SwitcherOutlinedIcon,
  ShopOutlined as ShopOutlinedIcon,
  SoundOutlined as SoundOutlinedIcon,
  StarOutlined as StarOutlinedIcon,
  SyncOutlined as SyncOutlinedIcon,
  TeamOutlined as TeamOutlinedIcon,
  ToolOutlined as ToolOutlinedIcon,
  UnorderedListOutlined as UnorderedListOutlinedIcon,
  UploadOutlined as UploadOutlinedIcon,
  UserAddOutlined as UserAddOutlinedIcon,
  UserOutlined as UserOutlinedIcon,
} from '@ant-design/icons';
import { forwardRef, type ComponentProps } from 'react';

type IconComponent = typeof SettingOutlinedIcon;
type IconProps = Omit<ComponentProps<IconComponent>, 'ref'>;

function decorative(Icon: IconComponent, name: string) {
  const Decorative = forwardRef<HTMLSpanElement, IconProps>((props, ref) => <Icon aria-hidden role={undefined} {...props} ref={ref} />);
  Decorative.displayName = name;
  return Decorative;
}

export const ApiOutlined = decorative(ApiOutlinedIcon, 'ApiOutlined');
export const AppstoreOutlined = decorative(AppstoreOutlinedIcon, 'AppstoreOutlined');
export const ContactsOutlined = decorative(ContactsOutlinedIcon, 'ContactsOutlined');
export const ArrowDownOutlined = decorative(ArrowDownOutlinedIcon, 'ArrowDownOutlined');
export const ArrowLeftOutlined = decorative(ArrowLeftOutlinedIcon, 'ArrowLeftOutlined');
export const ArrowUpOutlined = decorative(ArrowUpOutlinedIcon, 'ArrowUpOutlined');
export const AudioOutlined = decorative(AudioOutlinedIcon, 'AudioOutlined');
export const AuditOutlined = decorative(AuditOutlinedIcon, 'AuditOutlined');
export const BookOutlined = decorative(BookOutlinedIcon, 'BookOutlined');
export const ClockCircleOutlined = decorative(ClockCircleOutlinedIcon, 'ClockCircleOutlined');
export const CloudDownloadOutlined = decorative(CloudDownloadOutlinedIcon, 'CloudDownloadOutlined');
export const CloudServerOutlined = decorative(CloudServerOutlinedIcon, 'CloudServerOutlined');
export const CloudUploadOutlined = decorative(CloudUploadOutlinedIcon, 'CloudUploadOutlined');
export const ClusterOutlined = decorative(ClusterOutlinedIcon, 'ClusterOutlined');
export const ControlOutlined = decorative(ControlOutlinedIcon, 'ControlOutlined');
export const CopyOutlined = decorative(CopyOutlinedIcon, 'CopyOutlined');
export const DatabaseOutlined = decorative(DatabaseOutlinedIcon, 'DatabaseOutlined');
export const DeleteOutlined = decorative(DeleteOutlinedIcon, 'DeleteOutlined');
export const DownOutlined = decorative(DownOutlinedIcon, 'DownOutlined');
export const DownloadOutlined = decorative(DownloadOutlinedIcon, 'DownloadOutlined');
export const EditOutlined = decorative(EditOutlinedIcon, 'EditOutlined');
export const ExperimentOutlined = decorative(ExperimentOutlinedIcon, 'ExperimentOutlined');
export const EyeOutlined = decorative(EyeOutlinedIcon, 'EyeOutlined');
export const FontSizeOutlined = decorative(FontSizeOutlinedIcon, 'FontSizeOutlined');
export const GlobalOutlined = decorative(GlobalOutlinedIcon, 'GlobalOutlined');
export const HistoryOutlined = decorative(HistoryOutlinedIcon, 'HistoryOutlined');
export const HomeOutlined = decorative(HomeOutlinedIcon, 'HomeOutlined');
export const IdcardOutlined = decorative(IdcardOutlinedIcon, 'IdcardOutlined');
export const KeyOutlined = decorative(KeyOutlinedIcon, 'KeyOutlined');
export const LinkOutlined = decorative(LinkOutlinedIcon, 'LinkOutlined');
export const LoadingOutlined = decorative(LoadingOutlinedIcon, 'LoadingOutlined');
export const LockOutlined = decorative(LockOutlinedIcon, 'LockOutlined');
export const LoginOutlined = decorative(LoginOutlinedIcon, 'LoginOutlined');
export const LogoutOutlined = decorative(LogoutOutlinedIcon, 'LogoutOutlined');
export const MenuOutlined = decorative(MenuOutlinedIcon, 'MenuOutlined');
export const MessageOutlined = decorative(MessageOutlinedIcon, 'MessageOutlined');
export const MobileOutlined = decorative(MobileOutlinedIcon, 'MobileOutlined');
export const PauseCircleOutlined = decorative(PauseCircleOutlinedIcon, 'PauseCircleOutlined');
export const PlayCircleOutlined = decorative(PlayCircleOutlinedIcon, 'PlayCircleOutlined');
export const PlusOutlined = decorative(PlusOutlinedIcon, 'PlusOutlined');
export const ReadOutlined = decorative(ReadOutlinedIcon, 'ReadOutlined');
export const ReloadOutlined = decorative(ReloadOutlinedIcon, 'ReloadOutlined');
export const RobotOutlined = decorative(RobotOutlinedIcon, 'RobotOutlined');
export const SearchOutlined = decorative(SearchOutlinedIcon, 'SearchOutlined');
export const SettingOutlined = decorative(SettingOutlinedIcon, 'SettingOutlined');
export const SwitcherOutlined = decorative(SwitcherOutlinedIcon, 'SwitcherOutlined');
export const ShopOutlined = decorative(ShopOutlinedIcon, 'ShopOutlined');
export const SoundOutlined = decorative(SoundOutlinedIcon, 'SoundOutlined');
export const StarOutlined = decorative(StarOutlinedIcon, 'StarOutlined');
export const SyncOutlined = decorative(SyncOutlinedIcon, 'SyncOutlined');
export const TeamOutlined = decorative(TeamOutlinedIcon, 'TeamOutlined');
export const ToolOutlined = decorative(ToolOutlinedIcon, 'ToolOutlined');
export const UnorderedListOutlined = decorative(UnorderedListOutlinedIcon, 'UnorderedListOutlined');
export const UploadOutlined = decorative(UploadOutlinedIcon, 'UploadOutlined');
export const UserAddOutlined = decorative(UserAddOutlinedIcon, 'UserAddOutlined');
export const UserOutlined = decorative(UserOutlinedIcon, 'UserOutlined');
