import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** "Label  value" on one line; a long value is cut with an ellipsis rather than wrapping the card, and shown whole on hover. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex gap={8} style={{ minWidth: 0 }}>
      <Typography.Text type="secondary" style={{ flex: 'none', minWidth: 56 }}>{label}</Typography.Text>
      <Typography.Text ellipsis={{ tooltip: children }} style={{ minWidth: 0 }}>{children}</Typography.Text>
    </Flex>
  );
}
