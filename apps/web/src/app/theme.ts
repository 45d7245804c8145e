import type { ConfigProviderProps, ThemeConfig } from 'antd';
import {
  DIALOG_TOP,
  FONT_SIZES,
  MODAL_Z_INDEX_BASE,
  POPOVER_CLOSE_DELAY_S,
  type FontSize,
} from '../config/ui.ts';

/** Chinese-first stack: CJK faces ahead of Latin fallbacks so hanzi never render in a fallback face. */
const FONT_FAMILY = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"PingFang SC"',
  '"PingFang TC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Microsoft JhengHei"',
  '"Noto Sans CJK SC"',
  '"Source Han Sans SC"',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(', ');

export function buildTheme(fontSize: FontSize): ThemeConfig {
  return {
    token: {
      colorPrimary: '#1677ff',
      fontFamily: FONT_FAMILY,
      fontSize: FONT_SIZES[fontSize],
      borderRadius: 8,
      // Modals start at z-index 2000; antd derives popups and messages from this base.
      zIndexPopupBase: MODAL_Z_INDEX_BASE,
    },
    components: {
      Layout: { headerBg: '#ffffff', bodyBg: '#f4f6fa', headerPadding: '0 20px', headerHeight: 60, footerBg: 'transparent' },
      Menu: { horizontalLineHeight: '58px' },
    },
  };
}

/** Overlay constants that antd lets us set once; dropdowns use components/app-dropdown.tsx instead. */
export const overlayDefaults: Pick<ConfigProviderProps, 'modal' | 'popover' | 'popconfirm'> = {
  modal: { style: { top: DIALOG_TOP } },
  popover: { mouseLeaveDelay: POPOVER_CLOSE_DELAY_S },
  popconfirm: { mouseLeaveDelay: POPOVER_CLOSE_DELAY_S },
};
