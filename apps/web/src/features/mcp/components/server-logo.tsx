import { ApiOutlined } from '../../../components/icons.tsx';
import { Avatar } from 'antd';

/** The server's logo, or a plug icon when it has none or it does not load. */
export function ServerLogo({ url, size = 40 }: { url: string; size?: number }) {
  return <Avatar shape="square" size={size} src={url || undefined} icon={<ApiOutlined />} style={{ flex: 'none', background: url ? 'transparent' : '#1677ff' }} alt="" />;
}
