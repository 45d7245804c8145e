import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { FormDialog } from './form-dialog.tsx';

interface Values {
  name: string;
}

function Dialog({ onClose, onSubmit }: { onClose: () => void; onSubmit: (values: Values) => Promise<void> }) {
  const [form] = Form.useForm<Values>();
  return (
    <FormDialog<Values, { name: string }>
      subject={{ name: '旧名字' }}
      title={() => '编辑'}
      form={form}
      valuesOf={(row) => ({ name: row?.name ?? '' })}
      onSubmit={onSubmit}
      onClose={onClose}
      pending={false}
    >
      <Form.Item name="name" label="名称">
        <Input />
      </Form.Item>
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('opens with the row\'s values and saves what was typed', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderWithProviders(<Dialog onClose={vi.fn()} onSubmit={onSubmit} />);
    const input = await screen.findByLabelText('名称');
    expect((input as HTMLInputElement).value).toBe('旧名字');
    fireEvent.change(input, { target: { value: '新名字' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: '新名字' }, { name: '旧名字' }));
  });

  it('closes at once when nothing was typed', async () => {
    const onClose = vi.fn();
    renderWithProviders(<Dialog onClose={onClose} onSubmit={vi.fn()} />);
    await screen.findByLabelText('名称');
    fireEvent.click(screen.getByRole('button', { name: /取\s*消|Cancel/ }));
    expect(onClose).toHaveBeenCalled();
  });

  it('asks before closing over typed input, and keeps it when the user goes back', async () => {
    const onClose = vi.fn();
    renderWithProviders(<Dialog onClose={onClose} onSubmit={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText('名称'), { target: { value: '写了一半' } });
    fireEvent.click(screen.getByRole('button', { name: /取\s*消|Cancel/ }));
    expect((await screen.findAllByText('放弃填写的内容？')).length).toBeGreaterThan(0);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '继续编辑' }));
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('名称') as HTMLInputElement).value).toBe('写了一半');
    fireEvent.click(screen.getByRole('button', { name: /取\s*消|Cancel/ }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^放\s*弃$/ }).length).toBeGreaterThan(0));
    fireEvent.click(screen.getAllByRole('button', { name: /^放\s*弃$/ }).at(-1)!);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
