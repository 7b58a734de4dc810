import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const sonnerToast = { success: vi.fn(), error: vi.fn(), warning: vi.fn() };
vi.mock('sonner', () => ({ toast: sonnerToast }));

/** A fresh copy of the module: its state (wanted, mounted) lives for a page's life. */
async function freshToastModule() {
  vi.resetModules();
  return import('./toast');
}

describe('toasts load with the first one (ADR 0077)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('asks the root for the toaster only once a toast is raised', async () => {
    const { toast, useToasterWanted } = await freshToastModule();
    const { result } = renderHook(() => useToasterWanted());
    expect(result.current).toBe(false);
    act(() => toast.success('Pedido enviado'));
    expect(result.current).toBe(true);
  });

  it('shows a toast raised before the toaster mounted once it has, none lost', async () => {
    const { toast, toasterMounted } = await freshToastModule();
    toast.error('Falhou');
    toast.warning('Atenção');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sonnerToast.error).not.toHaveBeenCalled();
    toasterMounted();
    await vi.waitFor(() => expect(sonnerToast.error).toHaveBeenCalledWith('Falhou', undefined));
    expect(sonnerToast.warning).toHaveBeenCalledWith('Atenção', undefined);
  });
});
