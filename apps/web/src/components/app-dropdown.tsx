import { Dropdown, type DropdownProps } from 'antd';
import { DROPDOWN_HIDE_DELAY_S, DROPDOWN_SHOW_DELAY_S, SUBMENU_OPEN_DELAY_S } from '../config/ui.ts';

/**
 * antd's ConfigProvider has no dropdown delays, so every dropdown goes through here
 * (show 250 ms, hide 150 ms, submenus 300 ms).
 */
export function AppDropdown({ menu, ...props }: DropdownProps) {
  return (
    <Dropdown
      mouseEnterDelay={DROPDOWN_SHOW_DELAY_S}
      mouseLeaveDelay={DROPDOWN_HIDE_DELAY_S}
      menu={menu ? { subMenuOpenDelay: SUBMENU_OPEN_DELAY_S, ...menu } : undefined}
      {...props}
    />
  );
}
