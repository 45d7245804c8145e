import { Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';

const gridStyle = { display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' } as const;

export function AgentGrid({ children }: { children: ReactNode }) {
  return <div style={gridStyle}>{children}</div>;
}

/** Placeholders in the shape of the cards while the list loads. */
export function AgentGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <AgentGrid>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} size="small">
          <Skeleton active paragraph={{ rows: 4 }} />
        </Card>
      ))}
    </AgentGrid>
  );
}
