import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { DeleteOutlined, PlusOutlined } from './icons.tsx';

describe('decorative icons', () => {
  it('leave a button named by its own words, not by the icon’s English name', () => {
    render(
      <>
        <Button icon={<PlusOutlined />}>新增</Button>
        <Button icon={<DeleteOutlined />} aria-label="删除字段" />
      </>,
    );
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '删除字段' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
